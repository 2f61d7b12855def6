import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { ACTIONS_KEY, type ListColumn } from './list-columns.tsx';
import { RowActions, type RowAction } from './row-actions.tsx';

/** What a builder takes besides key and title: antd's column fields, sortable, export. */
export type ColumnOptions<R> = Omit<ListColumn<R>, 'key' | 'title'>;

type Cell = string | number | boolean | null | undefined;

const DASH = '—';
const dashed = (v: Cell): ReactNode => (v === null || v === undefined || v === '' ? DASH : v);

function column<R>(
  key: string,
  title: string,
  base: ColumnOptions<R>,
  o: ColumnOptions<R> = {},
): ListColumn<R> {
  return { key, title, ...base, ...o };
}

/** Words for coded values, one per code: `wordsFor(STATUSES, (s) => t(`x.status.${s}`))`. */
export const wordsFor = <V extends string | number>(
  values: readonly V[],
  word: (v: V) => string,
): Record<string, string> => Object.fromEntries(values.map((v) => [String(v), word(v)]));

/**
 * Column builders: each declares a cell and how the export writes it from one place, so the
 * list and its file cannot drift. Options override what the builder chose.
 */
export const col = {
  /** The value as it is. */
  text: <R,>(key: string, title: string, o?: NoInfer<ColumnOptions<R>>) =>
    column<R>(key, title, {}, o),
  /** The value, or a dash when it is empty. */
  dash: <R,>(key: string, title: string, o?: NoInfer<ColumnOptions<R>>) =>
    column<R>(key, title, { render: (v: Cell) => dashed(v) }, o),
  dateTime: <R,>(key: string, title: string, o?: NoInfer<ColumnOptions<R>>) =>
    column<R>(
      key,
      title,
      { render: (v: string | null) => formatDateTime(v), export: { kind: 'datetime' } },
      o,
    ),
  date: <R,>(key: string, title: string, o?: NoInfer<ColumnOptions<R>>) =>
    column<R>(
      key,
      title,
      { render: (v: string | null) => formatDate(v), export: { kind: 'date' } },
      o,
    ),
  /** A count or measure: written as a number in the file. */
  number: <R,>(key: string, title: string, o?: NoInfer<ColumnOptions<R>>) =>
    column<R>(key, title, { export: { kind: 'number' } }, o),
  /** An amount in fen, right-aligned; the feature draws it (`render`), the file writes it exact. */
  money: <R,>(key: string, title: string, o?: NoInfer<ColumnOptions<R>>) =>
    column<R>(key, title, { align: 'right', export: { kind: 'money' } }, o),
  /** A coded value shown (and exported) in words; an unknown or empty code shows a dash. */
  words: <R,>(
    key: string,
    title: string,
    words: Record<string, string>,
    o?: NoInfer<ColumnOptions<R>>,
  ) =>
    column<R>(
      key,
      title,
      {
        render: (v: Cell) =>
          v === null || v === undefined ? DASH : (words[String(v)] ?? dashed(v)),
        export: { values: words },
      },
      o,
    ),
  /** The row's actions, pinned right, never exported; `gap` spaces the buttons. */
  actions: <R,>(
    title: string,
    width: number,
    items: (row: R) => readonly (RowAction | false | null | undefined)[],
    gap?: number,
  ) =>
    column<R>(ACTIONS_KEY, title, {
      width,
      render: (_: unknown, row: R) => <RowActions items={items(row)} gap={gap} />,
    }),
};
