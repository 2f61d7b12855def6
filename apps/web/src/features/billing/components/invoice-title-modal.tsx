import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls, taxNoSchema } from '@ecloud/contract';
import { FormModal, TextField, type TextFieldProps } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import type { InvoiceTitle } from '../lib/types.ts';
import type { Openable } from '../../../components/dialog-props.ts';

type Values = Omit<InvoiceTitle, 'id' | 'createdAt'>;

const NEW_TITLE: Partial<Values> = { isDefault: false };

/** Add or edit an invoice title (company name, tax number, bank and address). */
export function InvoiceTitleModal({
  open,
  title,
  onClose,
}: Openable & {
  /** The title edited; none to add one. */
  title: InvoiceTitle | null;
}) {
  const { t } = useTranslation();
  const save = useBillingMutation(calls.invoiceTitleSave);
  const required = { required: true, message: t('billing.recharge.required') };
  const label = (key: string) => t(`billing.askInvoice.${key}`);
  const fields: TextFieldProps[] = [
    { name: 'title', label: label('titleName'), max: 100, rules: [required], testId: 'title-name' },
    {
      name: 'taxNo',
      label: label('taxNo'),
      max: 20,
      rules: [required, zodRule(taxNoSchema)],
      normalize: (v) => v.toUpperCase(),
      testId: 'title-tax-no',
    },
    { name: 'bankName', label: label('bankName'), max: 100 },
    { name: 'bankAccount', label: label('bankAccount'), max: 40 },
    { name: 'address', label: label('address'), max: 200 },
    { name: 'phone', label: label('phone'), max: 32 },
  ];
  return (
    <FormModal<Values>
      open={open}
      title={title ? t('billing.askInvoice.editTitle') : t('billing.askInvoice.addTitle')}
      okText={t('common.save')}
      success={t('billing.askInvoice.titleSaved')}
      initialValues={title ?? NEW_TITLE}
      onSubmit={(v) => save.mutateAsync({ ...v, id: title?.id })}
      onClose={onClose}
      formTestId="invoice-title-form"
    >
      {fields.map((f) => (
        <TextField key={f.name} {...f} />
      ))}
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('billing.askInvoice.isDefault')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
