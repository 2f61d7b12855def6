import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { money } from '../lib/money.ts';
import type { Consumption } from '../lib/types.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';
import { RefundReasonField } from './billing-fields.tsx';
import type { Closable } from '../../../components/dialog-props.ts';

/** Refund what remains of one consumption record, with a reason; reviewed by the platform. */
export function OrderRefundModal({
  record,
  onClose,
}: Closable & {
  record: Consumption | null;
}) {
  const { t } = useTranslation();
  const refund = useBillingMutation(calls.refundRequest);
  const idem = useIdempotencyKey();
  const submit = async (v: { reason: string }) => {
    if (!record) return;
    const body = { kind: 'order' as const, consumptionId: record.id, reason: v.reason };
    // A failure keeps the key, so the same request retries with it.
    await idem.send(body, refund.mutateAsync);
  };
  return (
    <FormModal
      open={!!record}
      title={record && t('billing.refundOp.refundTitle', { ref: record.sourceRef })}
      okText={t('billing.refundOp.submit')}
      success={t('billing.refundOp.submitted')}
      onSubmit={submit}
      onClose={onClose}
      clickLock
      header={
        record && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'desc',
                label: t('billing.consume.description'),
                children: record.description,
              },
              { key: 'amount', label: t('billing.col.amount'), children: money(record.amount) },
              {
                key: 'refundable',
                label: t('billing.refundOp.refundable'),
                children: <strong>{money(record.refundable)}</strong>,
              },
            ]}
          />
        )
      }
    >
      <RefundReasonField testId="refund-reason" />
    </FormModal>
  );
}
