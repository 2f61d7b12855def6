import { useState } from 'react';
import { Alert, Descriptions, Modal, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, CUSTOM_TYPE, formatFen, type Config } from '@ecloud/contract';
import { useClickLock } from '../../../lib/click-lock.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useCommit, usePreview } from '../api/use-orders.ts';
import { OrderFooter } from './order-footer.tsx';

export type CheckoutSource = { cartIds: string[] } | { item: Config };
export const orderPath = (id: string) =>
  `${CONSOLE_BASE_PATH}/addedService/order/detail/order/${id}`;
const RECHARGE_PATH = `${CONSOLE_BASE_PATH}/userCenter/costCenter/recharge`;

/**
 * Check-out: the total, how the wallet pays it (vouchers, allocated funds, cash: the ledger's
 * order) and the balance after. One key per opening, so a retried click is the same order.
 */
export function CheckoutModal({
  source,
  onClose,
}: {
  source: CheckoutSource | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const preview = usePreview(source);
  const commit = useCommit();
  const [key] = useState(() => crypto.randomUUID());
  const p = preview.data;
  const place = async () => {
    if (!source || !p) return;
    const order = await commit.mutateAsync({
      idempotencyKey: key,
      ...source,
      expectedFen: p.totalFen,
    });
    if (order.status === 'unpaid')
      toast.warning(t('orders.checkout.unpaid', { no: order.orderNo }));
    else toast.success(t('orders.checkout.paid', { no: order.orderNo }));
    onClose();
    void navigate(orderPath(order.id));
  };
  const lock = useClickLock(() => void place().catch(() => preview.refetch()));
  const contract = user?.customType === CUSTOM_TYPE.contract;
  return (
    <Modal
      open={!!source}
      title={t('orders.checkout.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        p && (
          <OrderFooter
            onCancel={onClose}
            placing={commit.isPending}
            lock={lock}
            testId="checkout-confirm"
          >
            {!p.sufficient
              ? t('orders.checkout.placeUnpaid')
              : p.contract
                ? t('orders.checkout.onContract', { total: formatFen(p.totalFen) })
                : t('orders.checkout.confirm', { total: formatFen(p.totalFen) })}
          </OrderFooter>
        )
      }
    >
      {!p ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered data-testid="checkout-summary">
            <Descriptions.Item label={t('orders.checkout.total')}>
              <strong data-testid="checkout-total">{formatFen(p.totalFen)}</strong>
            </Descriptions.Item>
            {p.contract ? (
              <>
                <Descriptions.Item label={t('orders.checkout.contractNo')}>
                  <span data-testid="checkout-contract">{p.contract.contractNo}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.checkout.contractRoom')}>
                  {formatFen(p.contract.roomFen)}
                </Descriptions.Item>
              </>
            ) : (
              <>
                <Descriptions.Item label={t('orders.checkout.available')}>
                  {formatFen(p.availableFen)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.checkout.voucher')}>
                  {formatFen(p.split.voucherFen)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.checkout.allocated')}>
                  {formatFen(p.split.allocatedFen)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.checkout.cash')}>
                  {formatFen(p.split.cashFen)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.checkout.balanceAfter')}>
                  <span data-testid="checkout-after">
                    {formatFen(Math.max(0, p.balanceAfterFen))}
                  </span>
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          {p.contract && p.sufficient && (
            <Alert
              style={{ marginTop: 12 }}
              type="info"
              showIcon
              data-testid="checkout-on-contract"
              message={t('orders.checkout.onContractNote', { no: p.contract.contractNo })}
            />
          )}
          {!p.sufficient && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              data-testid="checkout-short"
              message={
                contract
                  ? t('orders.checkout.contract')
                  : t('orders.checkout.short', {
                      available: formatFen(p.availableFen),
                      short: formatFen(-p.balanceAfterFen),
                    })
              }
              action={!contract && <Link to={RECHARGE_PATH}>{t('orders.checkout.recharge')}</Link>}
            />
          )}
        </>
      )}
    </Modal>
  );
}
