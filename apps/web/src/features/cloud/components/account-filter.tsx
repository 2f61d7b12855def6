import type { ProviderCode } from '@ecloud/contract';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../../components/list/index.ts';
import { useAccountOptions } from '../api/use-accounts.ts';

/** A list's filter by cloud account: the tenant's accounts, only the provider's once one is chosen. */
export function AccountFilter({
  provider,
  value,
  onChange,
  width,
  searchable,
  testId,
}: {
  provider: ProviderCode | undefined;
  value: string;
  onChange: (accountId: string) => void;
  width: number;
  searchable?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const accounts = useAccountOptions();
  return (
    <SelectFilter
      searchable={searchable}
      placeholder={t('resources.filter.account')}
      width={width}
      loading={accounts.isPending}
      value={value}
      options={(accounts.data ?? [])
        .filter((a) => !provider || a.provider === provider)
        .map((a) => ({ value: a.id, label: a.name }))}
      onChange={onChange}
      testId={testId}
    />
  );
}
