import { Input, Select } from 'antd';

export interface SelectFilterProps {
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  width?: number;
  testId?: string;
}

/** A filter of one value from a list; clearing it means "any". */
export function SelectFilter({
  value,
  placeholder,
  options,
  onChange,
  width,
  testId,
}: SelectFilterProps) {
  return (
    <Select<string>
      allowClear
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
