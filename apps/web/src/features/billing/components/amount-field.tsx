import type { ReactNode } from 'react';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_FEN } from '@ecloud/contract';
import { money, yuanToFen } from '../lib/money.ts';

/**
 * An amount in yuan, typed as text and read digit by digit into fen on submit (never a float).
 * `max` is the most the operation allows (a balance), with the message naming it.
 */
export function AmountField({
  name = 'amount',
  label,
  max,
  overMax,
  extra,
  testId = 'amount',
}: {
  name?: string;
  label: ReactNode;
  max?: number;
  overMax?: (amount: string) => string;
  extra?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: true, message: t('billing.recharge.required') },
        {
          validator: async (_rule, value: string | undefined) => {
            if (value === undefined || value === null || value === '') return;
            const fen = yuanToFen(value);
            if (fen === null || fen < 1) throw new Error(t('billing.recharge.amountInvalid'));
            if (fen > MAX_FEN)
              throw new Error(t('billing.recharge.amountTooLarge', { amount: money(MAX_FEN) }));
            if (max !== undefined && fen > max)
              throw new Error(overMax ? overMax(money(max)) : money(max));
          },
        },
      ]}
    >
      <InputNumber<string>
        stringMode
        min="0"
        precision={2}
        prefix="¥"
        style={{ width: 240 }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
