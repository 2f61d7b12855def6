import { useEffect } from 'react';
import { Card, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bankAccountNoSchema, calls } from '@ecloud/contract';
import { SubmitButton, TextField, type TextFieldProps } from '../../../components/form/index.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { useKeyedSubmit } from '../lib/use-keyed-submit.ts';
import { yuanToFen } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';
import { AmountField } from './amount-field.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';
import { RemarkField } from './billing-fields.tsx';

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
  const canRecords = useCanOpen('rechargeRecord');
  const user = useCurrentUser();
  // The only receiving account is the one transferred to; with several the payer picks.
  const onlyAccount = accounts.data?.length === 1 ? accounts.data[0]!.id : undefined;
  useEffect(() => {
    if (onlyAccount && !form.getFieldValue('publicAccountId'))
      form.setFieldValue('publicAccountId', onlyAccount);
  }, [onlyAccount, form]);
  const required = { required: true, message: t('billing.recharge.required') };
  const payerFields: TextFieldProps[] = [
    { name: 'payerName', max: 100, rules: [required, { max: 100 }], testId: 'payer-name' },
    { name: 'payerBank', max: 100, rules: [required, { max: 100 }], testId: 'payer-bank' },
    {
      name: 'payerAccount',
      max: 40,
      rules: [required, zodRule(bankAccountNoSchema)],
      testId: 'payer-account',
    },
    {
      name: 'transferRef',
      extra: t('billing.recharge.transferRefHint'),
      max: 64,
      rules: [required, { max: 64 }],
      testId: 'transfer-ref',
    },
  ];

  const send = useKeyedSubmit(submit.mutateAsync, t('billing.recharge.submitted'), () =>
    canRecords ? void navigate(ccPath('rechargeRecord')) : form.resetFields(),
  );
  const onFinish = (v: Values) =>
    send({
      amount: yuanToFen(v.amount)!,
      publicAccountId: v.publicAccountId,
      payerName: v.payerName,
      payerBank: v.payerBank,
      payerAccount: v.payerAccount,
      transferRef: v.transferRef,
      transferDate: v.transferDate.format('YYYY-MM-DD'),
      receiptId: v.receiptId,
      remark: v.remark || undefined,
    });

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
        {payerFields.map((f) => (
          <TextField key={f.name} {...f} label={t(`billing.recharge.${f.name}`)} />
        ))}
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
        <RemarkField />
        <SubmitButton code="v3-6" loading={submit.isPending} testId="recharge-submit">
          {t('billing.recharge.submit')}
        </SubmitButton>
      </Form>
    </Card>
  );
}
