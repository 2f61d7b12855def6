import { useState } from 'react';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { useClickLock } from '../../../lib/click-lock.ts';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { money } from '../lib/money.ts';
import type { Consumption } from '../lib/types.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';

/** Refund what remains of one consumption record, with a reason; reviewed by the platform. */
export function OrderRefundModal({
  record,
  onClose,
}: {
  record: Consumption | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const refund = useBillingMutation(calls.refundRequest);
  const idem = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !record) return;
    const body = { kind: 'order' as const, consumptionId: record.id, reason: v.reason };
    setBusy(true);
    try {
      await refund.mutateAsync({ ...body, idempotencyKey: idem.keyFor(body) });
      idem.done();
      toast.success(t('billing.refundOp.submitted'));
      onClose();
    } catch {
      // Told already; the same request retries with the same key.
    } finally {
      setBusy(false);
    }
  };
  const lock = useClickLock(() => void submit());
  return (
    <Modal
      open={!!record}
      title={record && t('billing.refundOp.refundTitle', { ref: record.sourceRef })}
      okText={t('billing.refundOp.submit')}
      cancelText={t('common.cancel')}
      onOk={lock.onClick}
      okButtonProps={{ loading: busy, disabled: lock.locked && !busy }}
      onCancel={onClose}
      destroyOnHidden
    >
      {record && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'desc', label: t('billing.consume.description'), children: record.description },
            { key: 'amount', label: t('billing.col.amount'), children: money(record.amount) },
            {
              key: 'refundable',
              label: t('billing.refundOp.refundable'),
              children: <strong>{money(record.refundable)}</strong>,
            },
          ]}
        />
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('billing.refundOp.reason')}
          rules={[{ required: true, whitespace: true, message: t('billing.recharge.required') }]}
        >
          <Input.TextArea maxLength={200} rows={3} data-testid="refund-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
