import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal, TextField } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import type { Openable } from '../../../components/dialog-props.ts';

/** The one-field dialog of a review: the reason of a rejection, or an invoice's number. */
export function ReviewTextModal({
  open,
  title,
  label,
  okText,
  danger,
  schema,
  onSubmit,
  onClose,
}: Openable & {
  title: string;
  label: string;
  okText: string;
  danger?: boolean;
  schema?: z.ZodType;
  onSubmit: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <FormModal<{ text: string }>
      open={open}
      title={title}
      okText={okText}
      danger={danger}
      onSubmit={(v) => onSubmit(v.text.trim())}
      onClose={onClose}
    >
      <TextField
        name="text"
        label={label}
        max={200}
        rows={3}
        required={t('billing.review.reasonRequired')}
        rules={schema ? [zodRule(schema)] : []}
        testId="review-text"
      />
    </FormModal>
  );
}
