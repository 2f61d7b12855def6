import type { TableColumnType } from 'antd';
import type { ExportColumn } from '@ecloud/contract';

/**
 * A list column: antd's column, plus what the list needs to sort on the server, save column
 * settings and export. `key` (or a string `dataIndex`) names it; it is also the sort field.
 */
export type ListColumn<R> = Omit<TableColumnType<R>, 'key' | 'sorter' | 'sortOrder'> & {
  key?: string;
  /** The server sorts by this column's key. */
  sortable?: boolean;
  /**
   * How the export writes it (key and title default to the column's); `false` leaves it out of
   * the file; a list writes several file columns, for a cell that shows several fields.
   */
  export?: false | (Omit<ExportColumn, 'title' | 'key'> & { key?: string }) | ExportColumn[];
  /** A group heading over these columns. */
  children?: readonly ListColumn<R>[];
};

export const ACTIONS_KEY = 'actions';

export const columnKey = <R,>(c: ListColumn<R>): string =>
  c.key ??
  (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? c.title ?? ''));

/**
 * The antd columns to draw: one-line cells titled with their text, the server's sort state, the first
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
      // antd's ellipsis titles a text cell with its full text: a tooltip that costs nothing per cell.
      ellipsis: isActions ? false : (c.ellipsis ?? true),
      fixed: c.fixed ?? (!pin ? undefined : i === 0 ? 'left' : isActions ? 'right' : undefined),
      sorter: sortable,
      sortOrder:
        sortable && sortField === key ? ((sortOrder || null) as 'ascend' | 'descend' | null) : null,
      render,
    };
  });
}

/**
 * The export's columns: the given ones (the shown ones, or all of a list that exports every
 * column), in their order, in the words of their titles; then any file-only columns.
 */
export function exportColumns<R>(
  columns: readonly ListColumn<R>[],
  ...fileOnly: ExportColumn[]
): ExportColumn[] {
  const listed = columns.flatMap((c): ExportColumn[] => {
    if (c.children) return exportColumns(c.children);
    const key = columnKey(c);
    if (Array.isArray(c.export)) return c.export;
    if (c.export === false || key === ACTIONS_KEY || typeof c.title !== 'string') return [];
    return [{ key, ...(c.export ?? {}), title: c.title }];
  });
  return [...listed, ...fileOnly];
}
