import { useMemo } from 'react';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUDGET_PERIODS, type Budget, type BudgetScope } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { fenToYuan, yuanToFen } from '../../billing/index.ts';
import { BudgetAlertFields, type BudgetAlertValues } from './budget-alert-fields.tsx';
import { BudgetPeriodAmounts } from './budget-period-amounts.tsx';
import { BudgetScopeFields } from './budget-scope-fields.tsx';
import { codeOptions } from '../../../lib/code-options.ts';

export interface BudgetFormValues {
  name: string;
  period: Budget['period'];
  amount: string;
  periodAmounts?: { key: string; amount: string }[];
  providers?: BudgetScope['providers'];
  accountIds?: string[];
  serviceNames?: string[];
  regionIds?: string[];
  tags?: { key: string; value: string }[];
  alerts?: BudgetAlertValues[];
}

const list = <T,>(x?: T[]) => (x && x.length ? x : undefined);
/** Typed yuan into fen, digit by digit (never through a float); the form has checked it. */
const fen = (yuan: string) => yuanToFen(yuan) ?? 0;

/** The form's values as the call takes them. */
export function toBudgetInput(v: BudgetFormValues) {
  return {
    name: v.name,
    period: v.period,
    amount: fen(v.amount),
    periodAmounts: Object.fromEntries(
      (v.periodAmounts ?? []).map((p) => [p.key.trim(), fen(p.amount)]),
    ),
    scope: {
      providers: list(v.providers),
      accountIds: list(v.accountIds),
      serviceNames: list(v.serviceNames),
      regionIds: list(v.regionIds),
      tags: list(v.tags),
    },
    alerts: (v.alerts ?? []).map((a) => ({
      kind: a.kind,
      unit: a.unit,
      threshold: a.unit === 'amount' ? fen(a.threshold) : Number(a.threshold),
    })),
  };
}

/** A budget as the form shows it: fen back into yuan. */
function toFormValues(b: Budget): Partial<BudgetFormValues> {
  return {
    name: b.name,
    period: b.period,
    amount: fenToYuan(b.amount),
    periodAmounts: Object.entries(b.periodAmounts)
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([key, amount]) => ({ key, amount: fenToYuan(amount) })),
    ...b.scope,
    alerts: b.alerts.map((a) => ({
      ...a,
      threshold: a.unit === 'amount' ? fenToYuan(a.threshold) : String(a.threshold),
    })),
  };
}

const DEFAULTS: Partial<BudgetFormValues> = {
  period: 'month',
  alerts: [
    { kind: 'actual', unit: 'percent', threshold: '80' },
    { kind: 'forecast', unit: 'percent', threshold: '100' },
  ],
};

/** Create or edit a budget: scope (any dimension, several clouds), period, amounts, alert rules. */
export function BudgetForm(props: {
  open: boolean;
  editing: Budget | null;
  onClose: () => void;
  onSubmit: (v: BudgetFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const b = props.editing;
  const initial = useMemo(() => (b ? toFormValues(b) : DEFAULTS), [b]);
  return (
    <FormModal<BudgetFormValues>
      open={props.open}
      title={t(b ? 'costs.budget.edit' : 'costs.budget.create')}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      success={t('costs.budget.saved')}
      initialValues={initial}
      width={680}
      formTestId="budget-form"
      okTestId="budget-save"
    >
      <Form.Item name="name" label={t('costs.budget.name')} rules={[{ required: true, max: 64 }]}>
        <Input data-testid="budget-name" />
      </Form.Item>
      <Space size="large" align="start">
        <Form.Item name="period" label={t('costs.budget.period')} rules={[{ required: true }]}>
          <Select
            style={{ width: 140 }}
            data-testid="budget-period"
            options={codeOptions(t, 'costs.budget.periods', BUDGET_PERIODS)}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('costs.budget.amountYuan')}
          rules={[
            { required: true, message: t('costs.budget.amountRequired') },
            {
              validator: async (_r, v: string | undefined) => {
                if (v && !yuanToFen(String(v))) throw new Error(t('costs.budget.amountInvalid'));
              },
            },
          ]}
        >
          <InputNumber<string>
            stringMode
            min="0.01"
            precision={2}
            style={{ width: 200 }}
            data-testid="budget-amount"
          />
        </Form.Item>
      </Space>
      <BudgetPeriodAmounts />
      <BudgetScopeFields />
      <BudgetAlertFields />
    </FormModal>
  );
}
