import { useEffect } from 'react';
import { Card, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bankAccountNoSchema, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';
import { yuanToFen } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';
import { AmountField } from './amount-field.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';

interface Values {
  amount: string;
  publicAccountId: string;
  payerName: string;
  payerBank: string;
  payerAccount: string;
  transferRef: string;
  transferDate: Dayjs;
  receiptId?: string;
  remark?: string;
}

/** The transfer details. The key stays with the form until the platform has the request. */
export function RechargeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const accounts = useBillingQuery(calls.publicAccountOptions);
  const submit = useBillingMutation(calls.rechargeSubmit);
  const idem = useIdempotencyKey();
  const canRecords = useCanOpen('rechargeRecord');
  const user = useCurrentUser();
  // The only receiving account is the one transferred to; with several the payer picks.
  const onlyAccount = accounts.data?.length === 1 ? accounts.data[0]!.id : undefined;
  useEffect(() => {
    if (onlyAccount && !form.getFieldValue('publicAccountId'))
      form.setFieldValue('publicAccountId', onlyAccount);
  }, [onlyAccount, form]);
  const required = { required: true, message: t('billing.recharge.required') };

  const onFinish = async (v: Values) => {
    const request = {
      amount: yuanToFen(v.amount)!,
      publicAccountId: v.publicAccountId,
      payerName: v.payerName,
      payerBank: v.payerBank,
      payerAccount: v.payerAccount,
      transferRef: v.transferRef,
      transferDate: v.transferDate.format('YYYY-MM-DD'),
      receiptId: v.receiptId,
      remark: v.remark || undefined,
    };
    try {
      await submit.mutateAsync({ ...request, idempotencyKey: idem.keyFor(request) });
    } catch {
      return; // The wrapper has shown why; the same values retry with the same key.
    }
    idem.done();
    toast.success(t('billing.recharge.submitted'));
    if (canRecords) void navigate(ccPath('rechargeRecord'));
    else form.resetFields();
  };

  return (
    <Card title={t('billing.recharge.form')}>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        // A company transfers from its own account: its name is the likely payer.
        initialValues={{ transferDate: dayjs(), payerName: user?.tenantName }}
        data-testid="recharge-form"
        style={{ maxWidth: 560 }}
      >
        <AmountField label={t('billing.recharge.amount')} />
        <Form.Item
          name="publicAccountId"
          label={t('billing.recharge.publicAccount')}
          rules={[required]}
        >
          <Select
            loading={accounts.isPending}
            options={(accounts.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.bankName} · ${a.accountNo}`,
            }))}
            data-testid="public-account"
          />
        </Form.Item>
        <Form.Item
          name="payerName"
          label={t('billing.recharge.payerName')}
          rules={[required, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="payer-name" />
        </Form.Item>
        <Form.Item
          name="payerBank"
          label={t('billing.recharge.payerBank')}
          rules={[required, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="payer-bank" />
        </Form.Item>
        <Form.Item
          name="payerAccount"
          label={t('billing.recharge.payerAccount')}
          rules={[required, zodRule(bankAccountNoSchema)]}
        >
          <Input maxLength={40} data-testid="payer-account" />
        </Form.Item>
        <Form.Item
          name="transferRef"
          label={t('billing.recharge.transferRef')}
          extra={t('billing.recharge.transferRefHint')}
          rules={[required, { max: 64 }]}
        >
          <Input maxLength={64} data-testid="transfer-ref" />
        </Form.Item>
        <Form.Item
          name="transferDate"
          label={t('billing.recharge.transferDate')}
          rules={[required]}
        >
          <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="receiptId"
          label={t('billing.recharge.receipt')}
          extra={t('billing.recharge.receiptHint')}
        >
          <ReceiptUpload />
        </Form.Item>
        <Form.Item name="remark" label={t('billing.col.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <ActionButton
          type="primary"
          code="v3-6"
          loading={submit.isPending}
          onClick={() => form.submit()}
          data-testid="recharge-submit"
        >
          {t('billing.recharge.submit')}
        </ActionButton>
      </Form>
    </Card>
  );
}
