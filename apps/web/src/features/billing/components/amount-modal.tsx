import { useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClickLock } from '../../../lib/click-lock.ts';
import { yuanToFen } from '../lib/money.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';
import { AmountField } from './amount-field.tsx';

export interface AmountRequest {
  amount: number;
  remark?: string;
}

/**
 * A money-moving dialog: an amount (capped at `max`) and a remark. One idempotency key per
 * intended move, kept while the dialog is open, so a double submit or a retry moves it once.
 */
export function AmountModal({
  open,
  title,
  max,
  overMax,
  extra,
  remark = true,
  okText,
  onSubmit,
  onClose,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  max?: number;
  overMax?: (amount: string) => string;
  extra?: ReactNode;
  remark?: boolean;
  okText?: string;
  /** Resolves when the server has done it; rejects (after telling the user) otherwise. */
  onSubmit: (request: AmountRequest & { idempotencyKey: string }) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string; remark?: string }>();
  const [busy, setBusy] = useState(false);
  const idem = useIdempotencyKey();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const request: AmountRequest = { amount: yuanToFen(v.amount)!, remark: v.remark || undefined };
    setBusy(true);
    try {
      await onSubmit({ ...request, idempotencyKey: idem.keyFor(request) });
      idem.done();
      form.resetFields();
      onClose();
    } catch {
      // Told already; the same values retry with the same key.
    } finally {
      setBusy(false);
    }
  };
  const lock = useClickLock(() => void submit());
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      onOk={lock.onClick}
      okButtonProps={{
        loading: busy,
        disabled: lock.locked && !busy,
        ...{ 'data-testid': 'amount-ok' },
      }}
      onCancel={onClose}
      destroyOnHidden
      data-testid={testId}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <AmountField
          label={t('billing.appropriate.amount')}
          max={max}
          overMax={overMax}
          extra={extra}
        />
        {remark && (
          <Form.Item name="remark" label={t('billing.col.remark')} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
