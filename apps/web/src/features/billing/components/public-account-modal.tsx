import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import type { PublicAccount } from '../lib/types.ts';
import { BankAccountFields } from './bank-account-fields.tsx';
import { RemarkField } from './billing-fields.tsx';
import type { Openable } from '../../../components/dialog-props.ts';

type Values = Pick<
  PublicAccount,
  'accountName' | 'bankName' | 'branch' | 'accountNo' | 'remark' | 'enabled'
>;

const NEW_ACCOUNT: Partial<Values> = { enabled: true };

/** Add or edit one of the platform's receiving accounts. */
export function PublicAccountModal({
  open,
  account,
  onClose,
}: Openable & {
  account: PublicAccount | null;
}) {
  const { t } = useTranslation();
  const save = useBillingMutation(calls.publicAccountSave);
  return (
    <FormModal<Values>
      open={open}
      title={account ? t('billing.publicAccount.edit') : t('billing.publicAccount.add')}
      okText={t('common.save')}
      success={t('billing.publicAccount.saved')}
      initialValues={account ?? NEW_ACCOUNT}
      onSubmit={(v) =>
        save.mutateAsync({ ...v, branch: v.branch ?? '', remark: v.remark ?? '', id: account?.id })
      }
      onClose={onClose}
    >
      <BankAccountFields />
      <RemarkField />
      <Form.Item name="enabled" label={t('billing.publicAccount.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
