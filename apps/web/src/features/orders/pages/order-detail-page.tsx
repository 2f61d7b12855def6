import { useState } from 'react';
import { Alert, Card, Descriptions, Space, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, formatFen, type OrderDetail } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useClickLock } from '../../../lib/click-lock.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancel, useOrderDetail, usePay } from '../api/use-orders.ts';
import { useRenewOrder } from '../api/use-renewals.ts';
import { OrderView } from '../components/order-view.tsx';
import { RenewItems } from '../components/renew-items.tsx';
import { PriceBreakdown } from '../components/price-breakdown.tsx';

const COST = `${CONSOLE_BASE_PATH}/userCenter/costCenter`;

/** /addedService/order/detail/{type}/{id}: an order, or a cart line, through orderorcar/detail. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { type = 'order', id = '' } = useParams();
  const kind = type === 'car' ? 'car' : 'order';
  const detail = useOrderDetail(kind, id);
  if (detail.isLoading) return <Spin />;
  if (!detail.data) return <Alert type="error" showIcon message={detail.error?.message} />;
  const d = detail.data;
  if (d.type === 'car')
    return (
      <>
        <PageHeader
          title={`${t('orders.detail.cartTitle')}: ${d.line.name}`}
          extra={
            <Link to={`${CONSOLE_BASE_PATH}/addedService/shoppingCar`}>
              {t('orders.cart.title')}
            </Link>
          }
        />
        <Card>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            {d.line.shown.map((s) => (
              <Descriptions.Item key={s.label} label={s.label}>
                {s.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <PriceBreakdown price={d.line.price} once={d.line.billing === 'oneOff'} />
        </Card>
      </>
    );
  return (
    <>
      <PageHeader
        title={t('orders.detail.title', { no: d.order.orderNo })}
        subtitle={d.order.title}
        extra={
          <Space>
            <Actions order={d.order} />
            <Link to={`${CONSOLE_BASE_PATH}/addedService/myOrder`}>{t('orders.detail.back')}</Link>
          </Space>
        }
      />
      <OrderView order={d.order} />
      {d.order.type === 'renewal' && <RenewalOutcome orderId={d.order.id} />}
    </>
  );
}

/** A renewal order's resources, each as its cloud answered (or waiting for a manual check). */
function RenewalOutcome({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const renewal = useRenewOrder(orderId);
  if (!renewal.data) return null;
  return (
    <Card title={t('renewals.outcomeTitle')} style={{ marginTop: 16 }}>
      <RenewItems items={renewal.data.items} />
    </Card>
  );
}

/** What the order's state allows: pay or cancel while unpaid; refund and invoice once delivered. */
function Actions({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const pay = usePay();
  const cancel = useCancel();
  const [key] = useState(() => crypto.randomUUID());
  const payLock = useClickLock(
    () =>
      void pay
        .mutateAsync({ idempotencyKey: key, id: o.id })
        .then(() => toast.success(t('orders.detail.paidToast'))),
  );
  const cancelLock = useClickLock(
    () =>
      void cancel
        .mutateAsync({ idempotencyKey: crypto.randomUUID(), id: o.id })
        .then(() => toast.success(t('orders.detail.cancelledToast'))),
  );
  return (
    <Space>
      {o.actions.includes('pay') && (
        <ActionButton
          type="primary"
          code="v3-4"
          disabled={payLock.locked}
          onClick={payLock.onClick}
          data-testid="order-pay"
        >
          {t('orders.detail.pay')} {formatFen(o.totalFen)}
        </ActionButton>
      )}
      {o.actions.includes('cancel') && (
        <ActionButton
          code="v3-4"
          disabled={cancelLock.locked}
          onClick={cancelLock.onClick}
          data-testid="order-cancel"
        >
          {t('orders.detail.cancel')}
        </ActionButton>
      )}
      {o.actions.includes('refund') && (
        <Link to={`${COST}/refundOperateion`}>{t('orders.detail.refund')}</Link>
      )}
      {o.actions.includes('invoice') && (
        <Link to={`${COST}/askforInvoice`}>{t('orders.detail.invoice')}</Link>
      )}
    </Space>
  );
}
