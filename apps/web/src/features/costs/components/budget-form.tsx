import { useMemo } from 'react';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BUDGET_ALERT_KINDS,
  BUDGET_PERCENT_MAX,
  BUDGET_PERIODS,
  PROVIDER_CODES,
  type Budget,
  type BudgetAlertRule,
  type BudgetScope,
} from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { providerLabel } from '../lib/format.ts';

export interface BudgetFormValues {
  name: string;
  period: Budget['period'];
  amount: string;
  providers?: BudgetScope['providers'];
  serviceNames?: string[];
  regionIds?: string[];
  tags?: { key: string; value: string }[];
  alerts?: BudgetAlertRule[];
}

/** Yuan as typed ("1234.5") into fen, digit by digit: never through a float. */
export function yuanToFen(v: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(v.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}
const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The form's values as the call takes them; what the form does not show (accounts, per-period
 * amounts set through the API) is kept from the budget edited. */
export function toBudgetInput(v: BudgetFormValues, editing?: Budget) {
  const list = (x?: string[]) => (x && x.length ? x : undefined);
  return {
    name: v.name,
    period: v.period,
    amount: yuanToFen(v.amount) ?? 0,
    periodAmounts: editing?.periodAmounts,
    scope: {
      accountIds: editing?.scope.accountIds,
      providers: v.providers && v.providers.length ? v.providers : undefined,
      serviceNames: list(v.serviceNames),
      regionIds: list(v.regionIds),
      tags: v.tags && v.tags.length ? v.tags : undefined,
    },
    alerts: v.alerts ?? [],
  };
}

const DEFAULTS: Partial<BudgetFormValues> = {
  period: 'month',
  alerts: [
    { kind: 'actual', unit: 'percent', threshold: 80 },
    { kind: 'forecast', unit: 'percent', threshold: 100 },
  ],
};

/** Create or edit a budget: scope (any dimension, several clouds), period, amount, alert rules. */
export function BudgetForm(props: {
  open: boolean;
  editing: Budget | null;
  onClose: () => void;
  onSubmit: (v: BudgetFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const b = props.editing;
  const initial = useMemo<Partial<BudgetFormValues>>(
    () =>
      b
        ? {
            name: b.name,
            period: b.period,
            amount: fenToYuan(b.amount),
            ...b.scope,
            alerts: b.alerts,
          }
        : DEFAULTS,
    [b],
  );
  return (
    <FormModal<BudgetFormValues>
      open={props.open}
      title={t(b ? 'costs.budget.edit' : 'costs.budget.create')}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      success={t('costs.budget.saved')}
      initialValues={initial}
      width={640}
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
            options={BUDGET_PERIODS.map((p) => ({
              value: p,
              label: t(`costs.budget.periods.${p}`),
            }))}
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
      <Form.Item name="providers" label={t('costs.budget.providers')}>
        <Select
          mode="multiple"
          allowClear
          options={PROVIDER_CODES.map((p) => ({ value: p, label: providerLabel(t, p) }))}
        />
      </Form.Item>
      <Form.Item name="serviceNames" label={t('costs.budget.services')}>
        <Select mode="tags" tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item name="regionIds" label={t('costs.budget.regions')}>
        <Select mode="tags" tokenSeparators={[',']} />
      </Form.Item>
      <Form.List name="tags">
        {(fields, { add, remove }) => (
          <Form.Item label={t('costs.budget.tags')}>
            {fields.map((f) => (
              <Space key={f.key} align="baseline">
                <Form.Item name={[f.name, 'key']} rules={[{ required: true, max: 128 }]}>
                  <Input placeholder={t('costs.budget.tagKey')} />
                </Form.Item>
                <Form.Item name={[f.name, 'value']} rules={[{ max: 256 }]}>
                  <Input placeholder={t('costs.budget.tagValue')} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ key: '', value: '' })}
              icon={<PlusOutlined />}
            >
              {t('costs.budget.addTag')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.List name="alerts">
        {(fields, { add, remove }) => (
          <Form.Item label={t('costs.budget.alerts')}>
            {fields.map((f) => (
              <Space key={f.key} align="baseline">
                <Form.Item name={[f.name, 'kind']} rules={[{ required: true }]}>
                  <Select
                    style={{ width: 170 }}
                    options={BUDGET_ALERT_KINDS.map((k) => ({
                      value: k,
                      label: t(`costs.budget.kindNames.${k}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'unit']} rules={[{ required: true }]}>
                  <Select
                    style={{ width: 110 }}
                    options={[
                      { value: 'percent', label: '%' },
                      { value: 'amount', label: t('costs.budget.unitFen') },
                    ]}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'threshold']}
                  rules={[
                    { required: true, type: 'integer', min: 1, max: BUDGET_PERCENT_MAX * 100_000 },
                  ]}
                >
                  <InputNumber
                    min={1}
                    precision={0}
                    style={{ width: 140 }}
                    data-testid="budget-threshold"
                  />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ kind: 'actual', unit: 'percent', threshold: 100 })}
              icon={<PlusOutlined />}
            >
              {t('costs.budget.addAlert')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </FormModal>
  );
}
