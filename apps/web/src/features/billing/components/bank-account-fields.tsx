import { useTranslation } from 'react-i18next';
import { bankAccountNoSchema } from '@ecloud/contract';
import { TextField } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';

/** The four fields of a bank account, ours (receiving) or a customer's (withdrawals). */
export function BankAccountFields() {
  const { t } = useTranslation();
  const required = t('billing.recharge.required');
  return (
    <>
      <TextField
        name="accountName"
        label={t('billing.bank.accountName')}
        max={100}
        required={required}
        testId="bank-account-name"
      />
      <TextField
        name="bankName"
        label={t('billing.bank.bankName')}
        max={100}
        required={required}
        testId="bank-name"
      />
      <TextField name="branch" label={t('billing.bank.branch')} max={100} />
      <TextField
        name="accountNo"
        label={t('billing.bank.accountNo')}
        max={40}
        required={required}
        rules={[zodRule(bankAccountNoSchema)]}
        testId="bank-account-no"
      />
    </>
  );
}
