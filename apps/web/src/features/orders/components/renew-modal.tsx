import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Select } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RENEW_TERMS, formatFen, renewPrice, type RenewRow } from '@ecloud/contract';
import { useClickLock } from '../../../lib/click-lock.ts';
import { useRenewCommit, useRenewOrder } from '../api/use-renewals.ts';
import { orderPath } from './checkout-modal.tsx';
import { RenewItems } from './renew-items.tsx';
import { OrderFooter } from './order-footer.tsx';

/**
 * Renews the chosen resources for one term: the total as the server will charge it, then each
 * resource's outcome as its cloud answers (a failed one refunded, with the provider's message).
 */
export function RenewModal({ rows, onClose }: { rows: RenewRow[]; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState(12);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const commit = useRenewCommit();
  const [orderId, setOrderId] = useState<string | null>(null);
  const order = useRenewOrder(orderId);
  const totalFen = rows.reduce((s, r) => s + renewPrice(r.monthlyFen, months).finalFen, 0);
  const place = async () => {
    const o = await commit.mutateAsync({
      idempotencyKey: key,
      ids: rows.map((r) => r.id),
      months,
      expectedFen: totalFen,
    });
    setOrderId(o.orderId);
  };
  const lock = useClickLock(() => void place().catch(() => undefined));
  const o = order.data;
  const pending = o?.items.some((i) => i.status === 'pending');
  return (
    <Modal
      open
      width={720}
      title={t('renewals.modal.title', { count: rows.length })}
      onCancel={() => onClose(!!orderId)}
      destroyOnHidden
      footer={
        orderId ? (
          [
            <Button key="close" type="primary" onClick={() => onClose(true)}>
              {t('renewals.modal.close')}
            </Button>,
          ]
        ) : (
          <OrderFooter
            onCancel={() => onClose(false)}
            placing={commit.isPending}
            lock={lock}
            testId="renew-confirm"
          >
            {t('renewals.modal.confirm', { total: formatFen(totalFen) })}
          </OrderFooter>
        )
      }
    >
      {!orderId ? (
        <Descriptions column={1} size="small" bordered data-testid="renew-summary">
          <Descriptions.Item label={t('renewals.modal.term')}>
            <Select<number>
              value={months}
              style={{ width: 160 }}
              data-testid="renew-term"
              options={RENEW_TERMS.map((m) => ({
                value: m,
                label: t('renewals.months', { count: m }),
              }))}
              onChange={(m) => {
                setMonths(m);
                setKey(crypto.randomUUID());
              }}
            />
          </Descriptions.Item>
          {rows.map((r) => {
            const p = renewPrice(r.monthlyFen, months);
            return (
              <Descriptions.Item key={r.id} label={r.name}>
                {formatFen(p.finalFen)}
                {p.offFen > 0 &&
                  ` (${t('renewals.modal.off', { list: formatFen(p.listFen), rate: `${p.termBp / 100}%` })})`}
              </Descriptions.Item>
            );
          })}
          <Descriptions.Item label={t('renewals.modal.total')}>
            <strong data-testid="renew-total">{formatFen(totalFen)}</strong>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        o && (
          <>
            <Alert
              type={pending ? 'info' : o.refundedFen ? 'warning' : 'success'}
              showIcon
              data-testid="renew-outcome"
              message={
                pending
                  ? t('renewals.modal.running', { no: o.orderNo })
                  : t('renewals.modal.done', {
                      no: o.orderNo,
                      charged: formatFen(o.chargedFen),
                      refunded: formatFen(o.refundedFen),
                    })
              }
              description={<Link to={orderPath(o.orderId)}>{t('renewals.modal.viewOrder')}</Link>}
            />
            <RenewItems items={o.items} />
          </>
        )
      )}
    </Modal>
  );
}
