import { useEffect } from 'react';
import { Alert, Button, Card, Form, Select } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { SubmitButton } from '../../../components/form/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { AmountField } from '../components/amount-field.tsx';
import { MoneyFigure } from '../components/money-figure.tsx';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useKeyedSubmit } from '../lib/use-keyed-submit.ts';
import { RemarkField } from '../components/billing-fields.tsx';

interface Values {
  amount: string;
  bankAccountId: string;
  remark?: string;
}

/** cashWithdrawal (channel partners): withdraw available rebates to a verified bank account. */
export default function CashWithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const summary = useBillingQuery(calls.rebateSummary);
  const banks = useBillingQuery(calls.bankAccountList, {
    page: 1,
    pageSize: 100,
    status: 'verified',
  });
  const submit = useBillingMutation(calls.withdrawalSubmit);
  const available = summary.data?.available ?? 0;
  const verified = banks.data?.list ?? [];
  const defaultBank = verified.find((b) => b.isDefault)?.id ?? verified[0]?.id;

  useEffect(() => {
    if (defaultBank && !form.getFieldValue('bankAccountId'))
      form.setFieldValue('bankAccountId', defaultBank);
  }, [defaultBank, form]);

  const send = useKeyedSubmit(
    submit.mutateAsync,
    t('billing.withdraw.submitted'),
    () => void navigate(ccPath('cashWithdrawalRecord')),
  );
  const onFinish = (v: Values) =>
    send({
      amount: yuanToFen(v.amount)!,
      bankAccountId: v.bankAccountId,
      remark: v.remark || undefined,
    });

  return (
    <>
      <PageHeader title={t('billing.withdraw.title')} subtitle={t('billing.withdraw.subtitle')} />
      <Card>
        <MoneyFigure
          title={t('billing.withdraw.available')}
          fen={available}
          query={summary}
          style={{ marginBottom: 16 }}
          testId="withdrawable"
        />
        {!banks.isPending && verified.length === 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('billing.withdraw.noVerified')}
            action={
              <Link to={ccPath('bankManagement')}>
                <Button size="small">{t('billing.withdraw.manageBanks')}</Button>
              </Link>
            }
          />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 520 }}
          onFinish={(v) => void onFinish(v)}
          data-testid="withdraw-form"
        >
          <AmountField
            label={t('billing.withdraw.amount')}
            max={available}
            overMax={(amount) => t('billing.withdraw.overAvailable', { amount })}
            extra={
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                disabled={available <= 0}
                data-testid="withdraw-all"
                onClick={() => form.setFieldValue('amount', fenToYuan(available))}
              >
                {t('billing.withdraw.all')}
              </Button>
            }
          />
          <Form.Item
            name="bankAccountId"
            label={t('billing.withdraw.bankAccount')}
            rules={[{ required: true, message: t('billing.recharge.required') }]}
          >
            <Select
              loading={banks.isPending}
              options={verified.map((b) => ({
                value: b.id,
                label: `${b.bankName} · ${b.accountName} · ${b.accountNo}`,
              }))}
              data-testid="withdraw-bank"
            />
          </Form.Item>
          <RemarkField />
          <SubmitButton
            code="v3-3"
            disabled={available <= 0 || verified.length === 0}
            loading={submit.isPending}
            testId="withdraw-submit"
          >
            {t('billing.withdraw.submit')}
          </SubmitButton>
        </Form>
      </Card>
    </>
  );
}
