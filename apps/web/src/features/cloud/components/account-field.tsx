import { Select, Space } from 'antd';
import { Field } from '../../../components/form/index.ts';
import { useTranslation } from 'react-i18next';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { useAccountOptions } from '../api/use-accounts.ts';

/**
 * The form field `accountId`: one of the tenant's cloud accounts, searchable by name, each
 * with its provider's logo; required.
 */
export function AccountField({ onChange }: { onChange?: (id: string) => void }) {
  const { t } = useTranslation();
  const accounts = useAccountOptions();
  return (
    <Field
      name="accountId"
      label={t('resources.col.account')}
      required={t('cloud.keys.accountRequired')}
    >
      <Select
        showSearch
        optionFilterProp="label"
        loading={accounts.isPending}
        options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        optionRender={(o) => {
          const a = accounts.data?.find((x) => x.id === o.value);
          return (
            <Space>
              {a && <ProviderLogo code={a.provider} variant="small" size={14} />}
              {o.label}
            </Space>
          );
        }}
        onChange={onChange}
      />
    </Field>
  );
}
