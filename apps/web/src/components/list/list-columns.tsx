import { isValidElement, type ReactNode } from 'react';
import { Tooltip, type TableColumnType } from 'antd';
import type { ExportColumn } from '@ecloud/contract';

/**
 * A list column: antd's column, plus what the list needs to sort on the server, save column
 * settings and export. `key` (or a string `dataIndex`) names it; it is also the sort field.
 */
export type ListColumn<R> = Omit<TableColumnType<R>, 'key' | 'sorter' | 'sortOrder'> & {
  key?: string;
  /** The server sorts by this column's key. */
  sortable?: boolean;
  /** How the export writes it; `false` leaves it out of the file. */
  export?: false | Omit<ExportColumn, 'title'>;
  /** A group heading over these columns. */
  children?: readonly ListColumn<R>[];
};

export const ACTIONS_KEY = 'actions';

export const columnKey = <R,>(c: ListColumn<R>): string =>
  c.key ??
  (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? c.title ?? ''));

const plainText = (node: ReactNode): string | null =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : null;

/** A value that is text gets a tooltip: its one-line cell may cut it short. */
function withTooltip(node: ReactNode): ReactNode {
  const text = plainText(node);
  if (text === null || isValidElement(node)) return node;
  return (
    <Tooltip title={text} placement="topLeft" mouseEnterDelay={0.4}>
      <span>{text}</span>
    </Tooltip>
  );
}

/**
 * The antd columns to draw: one-line cells with a tooltip, the server's sort state, the first
 * column pinned left and the actions pinned right, so both stay in view when the table scrolls
 * sideways.
 */
export function tableColumns<R extends object>(
  columns: readonly ListColumn<R>[],
  sortField: string,
  sortOrder: string,
  pin = true,
): TableColumnType<R>[] {
  return columns.map((c, i) => {
    const key = columnKey(c);
    if (c.children)
      return {
        title: c.title,
        key,
        children: tableColumns(c.children, sortField, sortOrder, false),
      } as TableColumnType<R>;
    const isActions = key === ACTIONS_KEY;
    const dataIndex = c.dataIndex ?? (isActions ? undefined : key.split('.'));
    const { sortable, export: _export, render, ...rest } = c;
    return {
      ...rest,
      key,
      dataIndex,
      ellipsis: isActions ? false : (c.ellipsis ?? { showTitle: false }),
      fixed: c.fixed ?? (!pin ? undefined : i === 0 ? 'left' : isActions ? 'right' : undefined),
      sorter: sortable,
      sortOrder:
        sortable && sortField === key ? ((sortOrder || null) as 'ascend' | 'descend' | null) : null,
      render: (value: unknown, row: R, index: number) => {
        // antd hands over the value at dataIndex.
        const shown = render ? (render(value, row, index) as ReactNode) : (value as ReactNode);
        return isActions ? shown : withTooltip(shown);
      },
    };
  });
}

/** The export's columns: the shown ones, in their order, in the words of their titles. */
export function exportColumns<R>(columns: readonly ListColumn<R>[]): ExportColumn[] {
  return columns.flatMap((c): ExportColumn[] => {
    if (c.children) return exportColumns(c.children);
    const key = columnKey(c);
    if (c.export === false || key === ACTIONS_KEY || typeof c.title !== 'string') return [];
    return [{ key, ...(c.export ?? {}), title: c.title }];
  });
}
