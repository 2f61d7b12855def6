import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BankAccountFields } from './bank-account-fields.tsx';

interface Values {
  accountName: string;
  bankName: string;
  branch?: string;
  accountNo: string;
}

/** Add a bank account; the platform verifies it before it can be used. */
export function BankAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useBillingMutation(calls.bankAccountAdd);
  return (
    <FormModal<Values>
      open={open}
      title={t('billing.bank.add')}
      okText={t('common.save')}
      success={t('billing.bank.added')}
      onSubmit={(v) => add.mutateAsync({ ...v, branch: v.branch ?? '' })}
      onClose={onClose}
      formTestId="bank-form"
    >
      <BankAccountFields />
    </FormModal>
  );
}
