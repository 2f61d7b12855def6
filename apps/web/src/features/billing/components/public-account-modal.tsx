import { useEffect, useState } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { bankAccountNoSchema, calls } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import type { PublicAccount } from '../lib/types.ts';

type Values = Pick<
  PublicAccount,
  'accountName' | 'bankName' | 'branch' | 'accountNo' | 'remark' | 'enabled'
>;

/** Add or edit one of the platform's receiving accounts. */
export function PublicAccountModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: PublicAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useBillingMutation(calls.publicAccountSave);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(account ?? { enabled: true });
  }, [open, account, form]);
  const required = { required: true, whitespace: true, message: t('billing.recharge.required') };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await save.mutateAsync({
        ...v,
        branch: v.branch ?? '',
        remark: v.remark ?? '',
        id: account?.id,
      });
      toast.success(t('billing.publicAccount.saved'));
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
      title={account ? t('billing.publicAccount.edit') : t('billing.publicAccount.add')}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="accountName" label={t('billing.recharge.accountName')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="bankName" label={t('billing.recharge.bank')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="branch" label={t('billing.recharge.branch')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="accountNo"
          label={t('billing.recharge.accountNo')}
          rules={[required, zodRule(bankAccountNoSchema)]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="remark" label={t('billing.col.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('billing.publicAccount.enabled')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
