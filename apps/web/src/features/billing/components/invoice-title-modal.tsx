import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls, taxNoSchema } from '@ecloud/contract';
import { FormModal, TextField } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import type { InvoiceTitle } from '../lib/types.ts';

type Values = Omit<InvoiceTitle, 'id' | 'createdAt'>;

const NEW_TITLE: Partial<Values> = { isDefault: false };

/** Add or edit an invoice title (company name, tax number, bank and address). */
export function InvoiceTitleModal({
  open,
  title,
  onClose,
}: {
  open: boolean;
  /** The title edited; none to add one. */
  title: InvoiceTitle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useBillingMutation(calls.invoiceTitleSave);
  const required = { required: true, message: t('billing.recharge.required') };
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
      <TextField
        name="title"
        label={t('billing.askInvoice.titleName')}
        max={100}
        rules={[required]}
        testId="title-name"
      />
      <TextField
        name="taxNo"
        label={t('billing.askInvoice.taxNo')}
        max={20}
        rules={[required, zodRule(taxNoSchema)]}
        normalize={(v) => v.toUpperCase()}
        testId="title-tax-no"
      />
      <TextField name="bankName" label={t('billing.askInvoice.bankName')} max={100} />
      <TextField name="bankAccount" label={t('billing.askInvoice.bankAccount')} max={40} />
      <TextField name="address" label={t('billing.askInvoice.address')} max={200} />
      <TextField name="phone" label={t('billing.askInvoice.phone')} max={32} />
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('billing.askInvoice.isDefault')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
