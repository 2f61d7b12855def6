import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/index.ts';
import { yuanToFen } from '../lib/money.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';
import { AmountField } from './amount-field.tsx';
import { RemarkField } from './billing-fields.tsx';
import type { Openable } from '../../../components/dialog-props.ts';

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
}: Openable & {
  title: ReactNode;
  max?: number;
  overMax?: (amount: string) => string;
  extra?: ReactNode;
  remark?: boolean;
  okText?: string;
  /** Resolves when the server has done it; rejects (after telling the user) otherwise. */
  onSubmit: (request: AmountRequest & { idempotencyKey: string }) => Promise<unknown>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const idem = useIdempotencyKey();
  const submit = async (v: { amount: string; remark?: string }) => {
    const request: AmountRequest = { amount: yuanToFen(v.amount)!, remark: v.remark || undefined };
    // A failure keeps the key, so the same values retry with it.
    await idem.send(request, onSubmit);
  };
  return (
    <FormModal
      open={open}
      title={title}
      okText={okText}
      onSubmit={submit}
      onClose={onClose}
      clickLock
      testId={testId}
      okTestId="amount-ok"
    >
      <AmountField
        label={t('billing.appropriate.amount')}
        max={max}
        overMax={overMax}
        extra={extra}
      />
      {remark && <RemarkField />}
    </FormModal>
  );
}
