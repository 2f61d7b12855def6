import { Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { SubmitButton } from '../../../components/form/index.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { yuanToFen } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';
import { useKeyedSubmit } from '../lib/use-keyed-submit.ts';
import { AmountField } from './amount-field.tsx';
import { MoneyFigure } from './money-figure.tsx';
import { RefundReasonField } from './billing-fields.tsx';

/** A refund of unspent cash, capped at the cash balance. */
export function CashRefundForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const balances = useBillingQuery(calls.billingBalances);
  const refund = useBillingMutation(calls.refundRequest);
  const canRecords = useCanOpen('refundManagemen');
  const cash = balances.data?.cash ?? 0;
  const send = useKeyedSubmit(refund.mutateAsync, t('billing.refundOp.submitted'), () =>
    canRecords ? void navigate(ccPath('refundManagemen')) : form.resetFields(),
  );
  const onFinish = (v: { amount: string; reason: string }) =>
    send({ kind: 'cash', amount: yuanToFen(v.amount)!, reason: v.reason });
  return (
    <Card>
      <MoneyFigure
        title={t('billing.refundOp.cashAvailable')}
        fen={cash}
        query={balances}
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={(v) => void onFinish(v)}
        data-testid="cash-refund-form"
      >
        <AmountField
          label={t('billing.refundOp.cashAmount')}
          max={cash}
          overMax={(amount) => t('billing.refundOp.overCash', { amount })}
        />
        <RefundReasonField />
        <SubmitButton code="v3-13" disabled={cash <= 0} loading={refund.isPending}>
          {t('billing.refundOp.submit')}
        </SubmitButton>
      </Form>
    </Card>
  );
}
