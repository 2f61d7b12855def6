import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls, taxNoSchema } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import type { InvoiceTitle } from '../lib/types.ts';

type Values = Omit<InvoiceTitle, 'id' | 'createdAt'>;

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
  const [form] = Form.useForm<Values>();
  const save = useBillingMutation(calls.invoiceTitleSave);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(title ?? { isDefault: false });
  }, [open, title, form]);
  const required = { required: true, message: t('billing.recharge.required') };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await save.mutateAsync({ ...v, id: title?.id });
      toast.success(t('billing.askInvoice.titleSaved'));
      onClose();
    } catch {
      // Told already.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title ? t('billing.askInvoice.editTitle') : t('billing.askInvoice.addTitle')}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="invoice-title-form">
        <Form.Item name="title" label={t('billing.askInvoice.titleName')} rules={[required]}>
          <Input maxLength={100} data-testid="title-name" />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label={t('billing.askInvoice.taxNo')}
          rules={[required, zodRule(taxNoSchema)]}
          normalize={(v: string) => v.toUpperCase()}
        >
          <Input maxLength={20} data-testid="title-tax-no" />
        </Form.Item>
        <Form.Item name="bankName" label={t('billing.askInvoice.bankName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="bankAccount" label={t('billing.askInvoice.bankAccount')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="address" label={t('billing.askInvoice.address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="phone" label={t('billing.askInvoice.phone')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('billing.askInvoice.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
