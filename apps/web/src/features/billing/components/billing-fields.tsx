import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';

/** The free remark of a request (up to 200 characters). */
export function RemarkField() {
  const { t } = useTranslation();
  return (
    <TextField
      name="remark"
      label={t('billing.col.remark')}
      max={200}
      rows={2}
      rules={[{ max: 200 }]}
    />
  );
}

/** Why a refund is asked for: required, read by the reviewer. */
export function RefundReasonField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="reason"
      label={t('billing.refundOp.reason')}
      max={200}
      rows={3}
      required={t('billing.recharge.required')}
      testId={testId}
    />
  );
}
