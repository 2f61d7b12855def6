import { Button, Form, InputNumber, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BUDGET_ALERT_KINDS, BUDGET_PERCENT_MAX, type BudgetAlertRule } from '@ecloud/contract';
import { yuanToFen } from '../../billing/index.ts';
import { codeOptions } from '../../../lib/code-options.ts';

/** An alert rule as the form holds it: an amount threshold is typed in yuan, a percent whole. */
export interface BudgetAlertValues {
  kind: BudgetAlertRule['kind'];
  unit: BudgetAlertRule['unit'];
  threshold: string;
}

/** The threshold's rule depends on its unit, so it reads the unit of its own row. */
function ThresholdField(props: { name: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const unit = Form.useWatch(['alerts', props.name, 'unit'], form) as BudgetAlertRule['unit'];
  const percent = unit !== 'amount';
  return (
    <Form.Item
      name={[props.name, 'threshold']}
      dependencies={[['alerts', props.name, 'unit']]}
      rules={[
        { required: true, message: t('costs.budget.thresholdRequired') },
        {
          validator: async (_r, v: string | number | undefined) => {
            if (v === undefined || v === '') return;
            const text = String(v).trim();
            const ok = percent
              ? /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= BUDGET_PERCENT_MAX
              : (yuanToFen(text) ?? 0) >= 1;
            if (!ok) {
              throw new Error(
                t(percent ? 'costs.budget.percentInvalid' : 'costs.budget.amountInvalid'),
              );
            }
          },
        },
      ]}
    >
      <InputNumber<string>
        stringMode
        min={percent ? '1' : '0.01'}
        precision={percent ? 0 : 2}
        style={{ width: 140 }}
        data-testid="budget-threshold"
      />
    </Form.Item>
  );
}

/** Alert rules: actual or forecast spend over a percent or an amount, or a day-over-day jump. */
export function BudgetAlertFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="alerts">
      {(fields, { add, remove }) => (
        <Form.Item label={t('costs.budget.alerts')}>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[f.name, 'kind']} rules={[{ required: true }]}>
                <Select
                  style={{ width: 170 }}
                  options={codeOptions(t, 'costs.budget.kindNames', BUDGET_ALERT_KINDS)}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'unit']} rules={[{ required: true }]}>
                <Select
                  style={{ width: 110 }}
                  data-testid="budget-alert-unit"
                  options={[
                    { value: 'percent', label: '%' },
                    { value: 'amount', label: t('costs.budget.unitYuan') },
                  ]}
                />
              </Form.Item>
              <ThresholdField name={f.name} />
              <MinusCircleOutlined
                aria-label={t('costs.budget.removeAlert')}
                onClick={() => remove(f.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            onClick={() => add({ kind: 'actual', unit: 'percent', threshold: '100' })}
            icon={<PlusOutlined />}
          >
            {t('costs.budget.addAlert')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
