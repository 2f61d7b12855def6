import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { bankAccountNoSchema, calls } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation } from '../api/use-billing.ts';

interface Values {
  accountName: string;
  bankName: string;
  branch?: string;
  accountNo: string;
}

/** Add a bank account; the platform verifies it before it can be used. */
export function BankAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useBillingMutation(calls.bankAccountAdd);
  const [busy, setBusy] = useState(false);
  const required = { required: true, whitespace: true, message: t('billing.recharge.required') };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await add.mutateAsync({ ...v, branch: v.branch ?? '' });
      toast.success(t('billing.bank.added'));
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
      title={t('billing.bank.add')}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="bank-form">
        <Form.Item name="accountName" label={t('billing.bank.accountName')} rules={[required]}>
          <Input maxLength={100} data-testid="bank-account-name" />
        </Form.Item>
        <Form.Item name="bankName" label={t('billing.bank.bankName')} rules={[required]}>
          <Input maxLength={100} data-testid="bank-name" />
        </Form.Item>
        <Form.Item name="branch" label={t('billing.bank.branch')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="accountNo"
          label={t('billing.bank.accountNo')}
          rules={[required, zodRule(bankAccountNoSchema)]}
        >
          <Input maxLength={40} data-testid="bank-account-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
