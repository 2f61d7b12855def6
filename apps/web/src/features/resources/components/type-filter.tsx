import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLOUD_RESOURCE_TYPES, type CloudResourceType } from '@ecloud/contract';
import { codeOptions } from '../../../lib/code-options.ts';

/** The resource-type filter of lists across types (tag binding, a monitoring group's picker). */
export function TypeFilter({
  value,
  onChange,
  types = CLOUD_RESOURCE_TYPES,
  testId = 'filter-type',
}: {
  value: string;
  onChange: (type: string) => void;
  types?: readonly CloudResourceType[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select<string>
      allowClear
      placeholder={t('resources.filter.type')}
      style={{ width: 140 }}
      value={value || undefined}
      options={codeOptions(t, 'cloud.type', types)}
      onChange={(v) => onChange(v ?? '')}
      data-testid={testId}
    />
  );
}
