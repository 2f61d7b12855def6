import { Alert, Card, Descriptions, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, type OrderDetail } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderStatusTag } from './order-status.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

/** An order: its state, lines with their configuration and price, payment and timeline. */
export function OrderView({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {o.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={`${t('orders.detail.failReason')}: ${o.failReason}`}
          description={t('orders.detail.refundedAuto')}
        />
      )}
      {o.status === 'unpaid' && o.expiresAt && (
        <Alert
          type="warning"
          showIcon
          message={t('orders.detail.payBefore', { time: formatDateTime(o.expiresAt) })}
        />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="order-summary">
        <Descriptions.Item label={t('orders.list.status')}>
          <span data-testid="order-status">
            <OrderStatusTag type={o.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.list.total')}>
          <strong data-testid="order-total">{formatFen(o.totalFen)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.list.createdAt')}>
          {formatDateTime(o.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.payment')}>
          {o.contractNo
            ? t('orders.detail.onContract', { no: o.contractNo })
            : o.payment
              ? [
                  [t('orders.checkout.voucher'), o.payment.voucherFen],
                  [t('orders.checkout.allocated'), o.payment.allocatedFen],
                  [t('orders.checkout.cash'), o.payment.cashFen],
                ]
                  .filter(([, fen]) => Number(fen) > 0)
                  .map(([label, fen]) => `${label} ${formatFen(Number(fen))}`)
                  .join(' + ')
              : t('orders.detail.notPaid')}
        </Descriptions.Item>
      </Descriptions>
      <Card title={t('orders.detail.lines')} size="small">
        {o.lines.map((l, i) => (
          <Card key={i} type="inner" title={l.name} size="small" style={{ marginBottom: 8 }}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              {l.shown.map((s) => (
                <Descriptions.Item key={s.label} label={s.label}>
                  {s.value}
                </Descriptions.Item>
              ))}
            </Descriptions>
            <Typography.Title level={5}>{t('orders.detail.breakdown')}</Typography.Title>
            <PriceBreakdown price={l.price} once={!l.config.months} />
          </Card>
        ))}
      </Card>
      <Card title={t('orders.detail.timeline')} size="small">
        <Timeline
          items={o.timeline.map((s) => ({
            children: `${t(`orders.status.${s.status}`)} · ${formatDateTime(s.at)}`,
          }))}
        />
      </Card>
    </Space>
  );
}
