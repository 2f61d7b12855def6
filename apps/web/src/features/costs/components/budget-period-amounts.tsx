import { Button, Form, Input, InputNumber, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BUDGET_PERIOD_KEY, type Budget } from '@ecloud/contract';
import { yuanToFen } from '../../billing/index.ts';

/** Example keys per kind of period, shown as the key field's placeholder. */
const EXAMPLE: Record<Budget['period'], string> = {
  month: '2027-01',
  quarter: '2027-Q1',
  year: '2027',
};

/**
 * Amounts for particular periods (a December peak, a larger Q4): every other period takes the
 * budget's amount. A key must be of the budget's own kind of period, as the server insists.
 */
export function BudgetPeriodAmounts() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const period = (Form.useWatch('period', form) as Budget['period'] | undefined) ?? 'month';
  return (
    <Form.List name="periodAmounts">
      {(fields, { add, remove }) => (
        <Form.Item
          label={t('costs.budget.periodAmounts')}
          extra={t('costs.budget.periodAmountsHint')}
        >
          {fields.map((f) => (
            <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item
                name={[f.name, 'key']}
                dependencies={['period']}
                rules={[
                  { required: true, message: t('costs.budget.periodKeyRequired') },
                  {
                    validator: async (_r, v: string | undefined) => {
                      if (v && !BUDGET_PERIOD_KEY[period].test(v.trim())) {
                        throw new Error(
                          t('costs.budget.periodKeyInvalid', { example: EXAMPLE[period] }),
                        );
                      }
                    },
                  },
                ]}
              >
                <Input
                  style={{ width: 130 }}
                  placeholder={EXAMPLE[period]}
                  data-testid="budget-period-key"
                />
              </Form.Item>
              <Form.Item
                name={[f.name, 'amount']}
                rules={[
                  { required: true, message: t('costs.budget.amountRequired') },
                  {
                    validator: async (_r, v: string | undefined) => {
                      if (v && !yuanToFen(String(v)))
                        throw new Error(t('costs.budget.amountInvalid'));
                    },
                  },
                ]}
              >
                <InputNumber<string>
                  stringMode
                  min="0.01"
                  precision={2}
                  style={{ width: 180 }}
                  placeholder={t('costs.budget.amountYuan')}
                  data-testid="budget-period-amount"
                />
              </Form.Item>
              <MinusCircleOutlined
                aria-label={t('costs.budget.removePeriodAmount')}
                onClick={() => remove(f.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            onClick={() => add({ key: '', amount: '' })}
            icon={<PlusOutlined />}
            data-testid="budget-add-period-amount"
          >
            {t('costs.budget.addPeriodAmount')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
