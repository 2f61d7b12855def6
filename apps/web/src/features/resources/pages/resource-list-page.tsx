import { useMemo, useState } from 'react';
import { Checkbox, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CloudResourceType, Resource } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { LIST_CALLS, useResourceList } from '../api/use-resources.ts';
import { HostActions } from '../components/host-actions.tsx';
import { resourceColumns } from '../components/resource-columns.tsx';
import { ResourceDrawer } from '../components/resource-drawer.tsx';
import { ResourceFilters, filterInput, type FilterState } from '../components/resource-filters.tsx';
import { DataList } from '../../../components/list/index.ts';
import { useResourceListState } from './use-resource-list-state.ts';
import { ReportsLink } from '../../reports/index.ts';
import { CurrentBillLink } from '../../costs/index.ts';
import { codeOptions } from '../../../lib/code-options.ts';

/** The page of one menu entry: a title, and the types it lists (priNet lists VPCs and subnets). */
export interface ResourcePageDef {
  title: string;
  types: readonly CloudResourceType[];
}

/**
 * /resource/pubCloud/*: one type's inventory with the filters, server paging and sorting,
 * column settings, export of the filtered list, a detail drawer, and for hosts start, stop and
 * reboot of the selection with live status.
 */
export function ResourceListPage({ title, types }: ResourcePageDef) {
  const { t } = useTranslation();
  const {
    state,
    set: setState,
    paging,
    input: base,
  } = useResourceListState({ type: types[0]! as string, deleted: '' });
  const type = (
    types.includes(state.type as CloudResourceType) ? state.type : types[0]!
  ) as CloudResourceType;
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const input = { ...base, includeDeleted: state.deleted === '1' || undefined };
  const list = useResourceList(type, input);
  const columns = useMemo(() => resourceColumns(t, type), [t, type]);
  const rows = list.data?.list;
  const selectedRows = (rows ?? []).filter((r) => selected.includes(r.id));
  const isHost = type === 'host';
  const filtered = Object.values(filterInput(state as FilterState)).some(Boolean);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('resources.list.subtitle', { type: t(`cloud.type.${type}`) })}
        extra={
          <Space>
            {types.length > 1 && (
              <Segmented<string>
                value={type}
                options={codeOptions(t, 'cloud.type', types)}
                onChange={(v) => {
                  setSelected([]);
                  setState({ type: v as CloudResourceType, page: 1, sortField: '', sortOrder: '' });
                }}
                data-testid="type-switch"
              />
            )}
            <CurrentBillLink />
            <ReportsLink />
          </Space>
        }
      />
      <DataList<Resource>
        key={type}
        testId={`resource-table-${type}`}
        tableId={type}
        columns={columns}
        locked={['name']}
        query={list}
        empty={filtered ? t('resources.list.noMatch') : t('resources.list.empty')}
        paging={paging}
        filters={
          <>
            <ResourceFilters
              value={state as FilterState}
              type={type}
              onChange={(patch) => {
                setSelected([]);
                setState(patch);
              }}
            />
            <Checkbox
              checked={state.deleted === '1'}
              onChange={(e) => setState({ deleted: e.target.checked ? '1' : '', page: 1 })}
              data-testid="filter-deleted"
            >
              {t('resources.filter.includeDeleted')}
            </Checkbox>
          </>
        }
        actions={isHost && <HostActions hosts={selectedRows} />}
        selection={isHost ? { keys: selected, onChange: setSelected } : undefined}
        exportOf={{ list: LIST_CALLS[type], input, filename: t(`cloud.type.${type}`) }}
        onRowClick={(r) => setOpen(r.id)}
      />
      <ResourceDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
