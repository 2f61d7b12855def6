import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROVIDERS,
  RESOURCE_STATUSES,
  type CloudResourceType,
  type ProviderCode,
} from '@ecloud/contract';
import { SelectFilter } from '../../../components/list/index.ts';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { AccountFilter } from '../../cloud/index.ts';
import { useResourceRegions } from '../api/use-resources.ts';
import { useTagOptions } from '../api/use-tags.ts';

export interface FilterState {
  provider: string;
  accountId: string;
  region: string;
  status: string;
  tagId: string;
  name: string;
}

export const EMPTY_FILTERS: FilterState = {
  provider: '',
  accountId: '',
  region: '',
  status: '',
  tagId: '',
  name: '',
};

/** The filters as the list calls take them (empty ones left out). */
export const filterInput = (f: FilterState) => ({
  provider: (f.provider || undefined) as ProviderCode | undefined,
  accountId: f.accountId || undefined,
  region: f.region || undefined,
  status: f.status || undefined,
  tagId: f.tagId || undefined,
  name: f.name || undefined,
});

/**
 * Provider, account, region, status, tag and name: the filters of every inventory screen.
 * Choosing a provider narrows the accounts and regions offered; a changed filter resets the page.
 */
export function ResourceFilters({
  value,
  onChange,
  type,
  lockProvider,
}: {
  value: FilterState;
  onChange: (patch: Partial<FilterState> & { page?: number }) => void;
  type?: CloudResourceType;
  /** On one provider's page the provider is fixed. */
  lockProvider?: boolean;
}) {
  const { t } = useTranslation();
  const provider = (value.provider || undefined) as ProviderCode | undefined;
  const regions = useResourceRegions(provider, value.accountId || undefined, type);
  const tags = useTagOptions();
  const set = (patch: Partial<FilterState>) => onChange({ ...patch, page: 1 });
  return (
    <>
      {!lockProvider && (
        <Select<ProviderCode>
          allowClear
          placeholder={t('resources.filter.provider')}
          style={{ width: 160 }}
          value={provider}
          options={PROVIDERS.map((p) => ({
            value: p.code,
            label: <ProviderLogo code={p.code} size={16} />,
          }))}
          onChange={(v) => set({ provider: v ?? '', accountId: '', region: '' })}
          data-testid="filter-provider"
        />
      )}
      <AccountFilter
        searchable
        provider={provider}
        width={180}
        value={value.accountId}
        onChange={(accountId) => set({ accountId, region: '' })}
        testId="filter-account"
      />
      <Select<string>
        allowClear
        showSearch
        placeholder={t('resources.filter.region')}
        style={{ width: 170 }}
        loading={regions.isPending}
        value={value.region || undefined}
        options={[...new Map((regions.data ?? []).map((r) => [r.region, r])).values()].map((r) => ({
          value: r.region,
          label: `${r.region} (${r.count})`,
        }))}
        onChange={(v) => set({ region: v ?? '' })}
        data-testid="filter-region"
      />
      <Select<string[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('resources.filter.status')}
        style={{ width: 200 }}
        value={value.status ? value.status.split(',') : []}
        options={codeOptions(t, 'resources.status', RESOURCE_STATUSES)}
        onChange={(v) => set({ status: v.join(',') })}
        data-testid="filter-status"
      />
      <SelectFilter
        searchable
        placeholder={t('resources.filter.tag')}
        width={170}
        loading={tags.isPending}
        value={value.tagId}
        options={(tags.data ?? []).map((tag) => ({
          value: tag.id,
          label: tag.value ? `${tag.key}: ${tag.value}` : tag.key,
        }))}
        onChange={(tagId) => set({ tagId })}
        testId="filter-tag"
      />
      <Input.Search
        allowClear
        placeholder={t('resources.filter.name')}
        defaultValue={value.name}
        style={{ width: 240 }}
        onSearch={(name) => set({ name: name.trim() })}
        data-testid="filter-name"
      />
    </>
  );
}
