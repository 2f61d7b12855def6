import { useMemo, useState, type ReactNode } from 'react';
import { Card, Flex, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallDef, ExportColumn } from '@ecloud/contract';
import { ExportButton } from '../../../components/export-button.tsx';
import {
  applyColumnPrefs,
  readColumnPrefs,
  writeColumnPrefs,
  type ColumnPrefs,
} from '../lib/column-prefs.ts';
import { ColumnSettings } from './column-settings.tsx';

export interface ResourceColumn<R> {
  /** Field of the row; also the sort field and the export key. */
  key: string;
  title: string;
  width?: number;
  sortable?: boolean;
  render?: (row: R) => ReactNode;
  /** How the export writes it; `false` leaves it out of the file. */
  export?: false | Omit<ExportColumn, 'title'>;
}

export interface ResourceTableProps<R extends { id: string }> {
  /** Names the saved column settings. */
  tableId: string;
  columns: ResourceColumn<R>[];
  /** Columns that cannot be hidden. */
  fixed?: readonly string[];
  rows: R[] | undefined;
  total: number;
  loading: boolean;
  error: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  sortField: string;
  sortOrder: string;
  onPage(page: number, pageSize: number): void;
  onSort(field: string, order: string): void;
  /** The filters above the table. */
  filters?: ReactNode;
  /** Buttons beside export and column settings. */
  actions?: ReactNode;
  exportOf?: { list: CallDef; input: Record<string, unknown>; filename: string };
  selection?: { keys: string[]; onChange(keys: string[]): void };
  onRowClick?: (row: R) => void;
  testId?: string;
}

/**
 * A server-paged, server-sorted table of resources with a filters bar, column settings kept in
 * localStorage, export of the filtered list, and optional selection.
 */
export function ResourceTable<R extends { id: string }>(props: ResourceTableProps<R>) {
  const { t } = useTranslation();
  const { tableId, columns, fixed = [] } = props;
  const [prefs, setPrefs] = useState<ColumnPrefs | null>(() => readColumnPrefs(tableId));
  const savePrefs = (next: ColumnPrefs | null) => {
    writeColumnPrefs(tableId, next);
    setPrefs(next);
  };
  const shown = useMemo(() => applyColumnPrefs(columns, prefs, fixed), [columns, prefs, fixed]);
  const tableColumns: TableProps<R>['columns'] = shown.map((c) => ({
    key: c.key,
    dataIndex: c.key.split('.'),
    title: c.title,
    width: c.width,
    ellipsis: true,
    sorter: c.sortable,
    sortOrder:
      c.sortable && props.sortField === c.key
        ? ((props.sortOrder || null) as 'ascend' | 'descend' | null)
        : null,
    render: c.render ? (_: unknown, row: R) => c.render!(row) : undefined,
  }));
  const exportColumns: ExportColumn[] = shown.flatMap((c) =>
    c.export === false ? [] : [{ key: c.key, ...(c.export ?? {}), title: c.title }],
  );
  const scrollX = shown.reduce((sum, c) => sum + (c.width ?? 150), props.selection ? 48 : 0);

  return (
    <Card data-testid={props.testId}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {props.filters}
      </Flex>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {props.actions}
        <div style={{ flex: 1 }} />
        {props.exportOf && exportColumns.length > 0 && (
          <ExportButton
            list={props.exportOf.list}
            input={props.exportOf.input}
            filename={props.exportOf.filename}
            columns={exportColumns}
          />
        )}
        <ColumnSettings
          columns={columns.map((c) => ({ key: c.key, title: c.title }))}
          prefs={prefs}
          fixed={fixed}
          onChange={savePrefs}
        />
      </Flex>
      <Table<R>
        rowKey="id"
        size="middle"
        columns={tableColumns}
        dataSource={props.rows}
        loading={props.loading}
        scroll={{ x: scrollX }}
        locale={{ emptyText: props.error ? t('common.loadFailed') : props.emptyText }}
        rowSelection={
          props.selection && {
            selectedRowKeys: props.selection.keys,
            preserveSelectedRowKeys: true,
            onChange: (keys) => props.selection!.onChange(keys as string[]),
          }
        }
        onRow={(row) => ({
          onClick: (e) => {
            // Clicks on controls inside the row (buttons, checkboxes) are theirs.
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
          if (extra.action !== 'sort') return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          props.onSort(s?.order ? String(s.columnKey) : '', s?.order ?? '');
        }}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          total: props.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (page, pageSize) => props.onPage(page, pageSize),
        }}
      />
    </Card>
  );
}
