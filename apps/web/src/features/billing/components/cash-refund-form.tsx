import { Card, Form, Input, Statistic } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import { money, yuanToFen } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';
import { AmountField } from './amount-field.tsx';

/** A refund of unspent cash, capped at the cash balance. */
export function CashRefundForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const balances = useBillingQuery(calls.billingBalances);
  const refund = useBillingMutation(calls.refundRequest);
  const idem = useIdempotencyKey();
  const canRecords = useCanOpen('refundManagemen');
  const cash = balances.data?.cash ?? 0;
  const onFinish = async (v: { amount: string; reason: string }) => {
    const body = { kind: 'cash' as const, amount: yuanToFen(v.amount)!, reason: v.reason };
    try {
      await refund.mutateAsync({ ...body, idempotencyKey: idem.keyFor(body) });
    } catch {
      return;
    }
    idem.done();
    toast.success(t('billing.refundOp.submitted'));
    if (canRecords) void navigate(ccPath('refundManagemen'));
    else form.resetFields();
  };
  return (
    <Card>
      <Statistic
        title={t('billing.refundOp.cashAvailable')}
        value={balances.isError ? t('common.loadFailed') : money(cash)}
        loading={balances.isPending}
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
        <Form.Item
          name="reason"
          label={t('billing.refundOp.reason')}
          rules={[{ required: true, whitespace: true, message: t('billing.recharge.required') }]}
        >
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
        <ActionButton
          type="primary"
          code="v3-13"
          disabled={cash <= 0}
          loading={refund.isPending}
          onClick={() => form.submit()}
        >
          {t('billing.refundOp.submit')}
        </ActionButton>
      </Form>
    </Card>
  );
}
