import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROVIDERS } from '@ecloud/contract';

export interface SelectFilterProps {
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  width?: number;
  testId?: string;
  /** Typing narrows the options by their label (for long lists such as accounts). */
  searchable?: boolean;
  loading?: boolean;
}

/** A filter of one value from a list; clearing it means "any". */
export function SelectFilter({
  value,
  placeholder,
  options,
  onChange,
  width,
  testId,
  searchable,
  loading,
}: SelectFilterProps) {
  return (
    <Select<string>
      allowClear
      showSearch={searchable}
      optionFilterProp={searchable ? 'label' : undefined}
      loading={loading}
      placeholder={placeholder}
      style={{ width: width ?? 160 }}
      value={value || undefined}
      options={options}
      onChange={(v) => onChange(v ?? '')}
      data-testid={testId}
    />
  );
}

/** A keyword search that applies on Enter or the search button. */
export function SearchFilter({
  value,
  placeholder,
  onSearch,
  width,
  testId,
}: {
  value: string;
  placeholder: string;
  onSearch(value: string): void;
  width?: number;
  testId?: string;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      defaultValue={value}
      style={{ width: width ?? 240 }}
      onSearch={onSearch}
      data-testid={testId}
    />
  );
}

/** A list whose address state has a `keyword` filter, as `useListState` gives it. */
export interface KeywordList {
  state: { keyword: string };
  filter(patch: { keyword: string }): void;
}

/** The keyword search of a list: shows the list's keyword and applies a new one as a filter. */
export function KeywordFilter({
  list,
  ...props
}: { list: KeywordList } & Omit<Parameters<typeof SearchFilter>[0], 'value' | 'onSearch'>) {
  return (
    <SearchFilter
      {...props}
      value={list.state.keyword}
      onSearch={(keyword) => list.filter({ keyword })}
    />
  );
}

/** A filter of one cloud provider, by the provider's name. */
export function ProviderFilter(props: Omit<SelectFilterProps, 'options'>) {
  const { t } = useTranslation();
  return (
    <SelectFilter
      {...props}
      options={PROVIDERS.map((p) => ({ value: p.code, label: t(p.label) }))}
    />
  );
}
