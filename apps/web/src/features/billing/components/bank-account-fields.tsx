import { useTranslation } from 'react-i18next';
import { bankAccountNoSchema } from '@ecloud/contract';
import { TextField, type TextFieldProps } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';

/** The four fields of a bank account, ours (receiving) or a customer's (withdrawals). */
export function BankAccountFields() {
  const { t } = useTranslation();
  const required = t('billing.recharge.required');
  const fields: TextFieldProps[] = [
    { name: 'accountName', max: 100, required, testId: 'bank-account-name' },
    { name: 'bankName', max: 100, required, testId: 'bank-name' },
    { name: 'branch', max: 100 },
    {
      name: 'accountNo',
      max: 40,
      required,
      rules: [zodRule(bankAccountNoSchema)],
      testId: 'bank-account-no',
    },
  ];
  return fields.map((f) => <TextField key={f.name} {...f} label={t(`billing.bank.${f.name}`)} />);
}
