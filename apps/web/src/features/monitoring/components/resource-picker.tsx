import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALL_CLOUDS,
  CLOUD_RESOURCE_TYPES,
  type CloudResourceType,
  type ProviderCode,
  type Resource,
  type ViewCloud,
} from '@ecloud/contract';
import { DataList } from '../../../components/list/index.ts';
import {
  ResourceFilters,
  TypeFilter,
  resourceColumns,
  useResourceList,
  useResourceListState,
  type FilterState,
} from '../../resources/index.ts';

/** The types a group can watch: what has metrics (networks have none). */
export const WATCHED_TYPES = CLOUD_RESOURCE_TYPES.filter((x) => x !== 'vpc' && x !== 'subnet');

/** The inventory's columns a picker shows (keys of `resourceColumns`). */
export const PICKER_COLUMNS = [
  'name',
  'type',
  'status',
  'provider',
  'accountName',
  'region',
  'privateIp',
];

/**
 * Picks resources from the inventory with the host list's filters (in the address); a view of
 * one cloud offers only that cloud's resources.
 */
export function ResourcePicker({
  cloud,
  selected,
  onChange,
}: {
  cloud: ViewCloud;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const locked = cloud !== ALL_CLOUDS;
  const { state, set, paging, input: base } = useResourceListState({ type: 'host' });
  const input = {
    ...base,
    type: (state.type || undefined) as CloudResourceType | undefined,
    ...(locked && { provider: cloud as ProviderCode }),
  };
  const list = useResourceList(undefined, input);
  const columns = useMemo(
    () => resourceColumns(t, 'any').filter((c) => PICKER_COLUMNS.includes(c.key ?? '')),
    [t],
  );
  return (
    <DataList<Resource>
      testId="picker-table"
      columns={columns}
      query={list}
      empty={t('resources.list.noMatch')}
      paging={paging}
      bare
      filters={
        <>
          <TypeFilter
            value={state.type}
            types={WATCHED_TYPES}
            onChange={(type) => set({ type, page: 1 })}
            testId="picker-type"
          />
          <ResourceFilters
            value={(locked ? { ...state, provider: cloud } : state) as FilterState}
            type={input.type}
            lockProvider={locked}
            onChange={(patch) => set(patch)}
          />
        </>
      }
      selection={{ keys: selected, onChange: (keys) => onChange(keys) }}
    />
  );
}
