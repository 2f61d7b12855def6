import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { col, type ColumnOptions, type ListColumn } from '../../../components/list/index.ts';
import { cny, providerLabel } from '../lib/format.ts';

interface ResourceCost {
  resourceId: string;
  resourceName: string;
  provider: string;
  serviceName: string;
}

/** Whose cost a row is: the resource (its id on hover), its provider and its service. */
export function resourceColumns<R extends ResourceCost>(t: TFunction): TableColumnType<R>[] {
  return [
    {
      key: 'resource',
      title: t('costs.column.resource'),
      render: (_, r) => <span title={r.resourceId}>{r.resourceName || r.resourceId || '—'}</span>,
    },
    {
      key: 'provider',
      title: t('costs.column.provider'),
      render: (_, r) => providerLabel(t, r.provider),
    },
    { key: 'service', dataIndex: 'serviceName', title: t('costs.column.service') },
  ];
}

/** An amount in fen, right-aligned as money. */
export const cnyColumn = <R,>(
  key: string,
  title: string,
  fen: (row: R) => number,
): TableColumnType<R> => ({ key, title, align: 'right', render: (_, r) => cny(fen(r)) });

/** A list column of an amount in fen, drawn as money (the file writes it exact). */
export const cnyListColumn = <R,>(
  key: string,
  title: string,
  o: ColumnOptions<R> = {},
): ListColumn<R> => col.money<R>(key, title, { render: (v: number) => cny(v), ...o });
