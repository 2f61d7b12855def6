import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Card, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallDef, ExportColumn } from '@ecloud/contract';
import { ExportButton } from '../export-button.tsx';
import {
  applyColumnPrefs,
  readColumnPrefs,
  writeColumnPrefs,
  type ColumnPrefs,
} from './column-prefs.ts';
import { ColumnSettings } from './column-settings.tsx';
import { DensityContext, useDensity } from './density.ts';
import { DensityToggle } from './density-toggle.tsx';
import { columnKey, exportColumns, tableColumns, type ListColumn } from './list-columns.tsx';
import { ListState } from './list-state.tsx';
import type { ListPaging } from './use-list-state.ts';
import './data-list.css';

/** What the list reads of its query (a TanStack Query result fits). */
export interface ListQuery<R> {
  /** `totalIsLowerBound`: the server stopped counting; there are more than `total` rows. */
  data?: { list: R[]; total: number; totalIsLowerBound?: boolean } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch(): unknown;
}

export interface DataListProps<R extends object> {
  columns: readonly ListColumn<R>[];
  query: ListQuery<R>;
  /** Server paging and sorting; without it every row is shown on one page. */
  paging?: ListPaging;
  /** What an empty list says (a filtered one may say that nothing matches). */
  empty: string;
  /** Names the saved column settings; without it the columns are fixed. */
  tableId?: string;
  /** Columns that cannot be hidden. */
  locked?: readonly string[];
  filters?: ReactNode;
  /** Buttons beside export, density and column settings. */
  actions?: ReactNode;
  /** Below the filters, above the table: totals, notices. */
  head?: ReactNode;
  /** Export of the whole filtered list; columns default to the shown ones. */
  exportOf?: {
    list: CallDef;
    input: Record<string, unknown>;
    filename: string;
    columns?: ExportColumn[];
  };
  selection?: {
    keys: string[];
    /** The rows come along, from every page selected on (antd keeps those it has seen). */
    onChange(keys: string[], rows: R[]): void;
    disabled?(row: R): boolean;
  };
  onRowClick?(row: R): void;
  rowKey?: string;
  testId?: string;
  /** On the table element itself, for screens whose tests name it. */
  tableTestId?: string;
  /** Inside a card of its own (the default), or bare inside the caller's. */
  bare?: boolean;
}

/**
 * Every list screen's table: server paging and sorting, filters above it, column settings and
 * density kept in this browser, selection, export of the filtered list, and the loading, empty
 * and failed (with retry) states.
 */
export function DataList<R extends object>(props: DataListProps<R>) {
  const { t } = useTranslation();
  const { columns, query, paging, tableId, locked = [] } = props;
  const [density, setDensity] = useDensity();
  const [prefs, setPrefs] = useState<ColumnPrefs | null>(() =>
    tableId ? readColumnPrefs(tableId) : null,
  );
  const keyed = useMemo(() => columns.map((c) => ({ ...c, key: columnKey(c) })), [columns]);
  const shown = useMemo(() => applyColumnPrefs(keyed, prefs, locked), [keyed, prefs, locked]);
  const drawn = tableColumns(shown, paging?.sortField ?? '', paging?.sortOrder ?? '');
  const scrollX = shown.reduce(
    (sum, c) => sum + (typeof c.width === 'number' ? c.width : 150),
    props.selection ? 48 : 0,
  );
  const saveColumns = (next: ColumnPrefs | null) => {
    if (tableId) writeColumnPrefs(tableId, next);
    setPrefs(next);
  };
  const exported = props.exportOf?.columns ?? exportColumns(shown);
  // Columns the caller names are its choice; derived ones must leave something to write.
  const canExport = props.exportOf?.columns !== undefined || exported.length > 0;
  const rowKey = props.rowKey ?? 'id';

  const toolbar = (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
      {props.filters}
      <div style={{ flex: 1 }} />
      {props.actions}
      {props.exportOf && canExport && (
        <ExportButton
          list={props.exportOf.list}
          input={props.exportOf.input}
          filename={props.exportOf.filename}
          columns={exported}
        />
      )}
      <DensityToggle value={density} onChange={setDensity} />
      {tableId && (
        <ColumnSettings
          columns={keyed.map((c) => ({ key: c.key, title: String(c.title ?? c.key) }))}
          prefs={prefs}
          fixed={locked}
          onChange={saveColumns}
        />
      )}
    </Flex>
  );
  const table = (
    <DensityContext.Provider value={density}>
      {toolbar}
      {props.head}
      <Table<R>
        className={density === 'compact' ? 'data-list-compact' : undefined}
        data-testid={props.tableTestId}
        rowKey={rowKey}
        size={density === 'compact' ? 'small' : 'middle'}
        columns={drawn}
        dataSource={query.isError ? [] : query.data?.list}
        loading={query.isPending || (query.isFetching && !!query.isPlaceholderData)}
        scroll={{ x: scrollX }}
        locale={{
          emptyText: (
            <ListState
              error={query.isError}
              empty={props.empty}
              onRetry={() => void query.refetch()}
            />
          ),
        }}
        rowSelection={
          props.selection && {
            selectedRowKeys: props.selection.keys,
            preserveSelectedRowKeys: true,
            fixed: 'left',
            getCheckboxProps: props.selection.disabled
              ? (row: R) => ({ disabled: props.selection!.disabled!(row) })
              : undefined,
            onChange: (keys: Key[], rows: R[]) =>
              props.selection!.onChange(
                keys.map(String),
                rows.filter((r) => r !== undefined),
              ),
          }
        }
        onRow={(row) => ({
          onClick: (e) => {
            // Clicks on controls inside the row (buttons, checkboxes) are theirs; the name link opens the row.
            if (
              (e.target as HTMLElement).closest(
                'button,input,.ant-checkbox-wrapper,.ant-dropdown-trigger',
              )
            )
              return;
            props.onRowClick?.(row);
          },
          style: props.onRowClick ? { cursor: 'pointer' } : undefined,
        })}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action !== 'sort' || !paging) return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          paging.onSort(s?.order ? String(s.columnKey) : '', s?.order ?? '');
        }}
        pagination={
          paging
            ? {
                current: paging.page,
                pageSize: paging.pageSize,
                total: query.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (total) =>
                  query.data?.totalIsLowerBound
                    ? t('common.totalMore', { total })
                    : t('common.total', { count: total }),
                onChange: (page, pageSize) => paging.onPage(page, pageSize),
              }
            : false
        }
      />
    </DensityContext.Provider>
  );
  if (props.bare) return <div data-testid={props.testId}>{table}</div>;
  return <Card data-testid={props.testId}>{table}</Card>;
}

/** A query answering every row at once (no paging), as the list reads it. */
export function wholeList<R>(query: Omit<ListQuery<R>, 'data'> & { data?: R[] | undefined }) {
  return {
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
    data: query.data && { list: query.data, total: query.data.length },
  } satisfies ListQuery<R>;
}
