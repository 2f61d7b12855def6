import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ExportColumn } from '@ecloud/contract';
import type { ListColumn } from '../../../components/list/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { valueWords } from '../lib/labels.ts';
import { MoneyText } from './money-text.tsx';
import { StatusTag } from './status-tag.tsx';

/**
 * A cost-centre list column. A cell drawn from several fields (a payer's name, bank and
 * account) exports those fields, listed in `exportAs`; any other column exports its own field.
 */
export type BillingColumn<T> = ListColumn<T> & { exportAs?: ExportColumn[] };

/** A coded field: the locale prefix of its words and the codes it takes. */
export interface Codes {
  prefix: string;
  values: readonly string[];
}

type Extra<T> = Partial<BillingColumn<T>>;

/** The export of a cost-centre list: every column's field, in the columns' order. */
export function exportOfColumns<T>(columns: readonly BillingColumn<T>[]): ExportColumn[] {
  return columns.flatMap((c): ExportColumn[] => {
    if (c.exportAs) return c.exportAs;
    if (c.children) return exportOfColumns(c.children);
    if (c.export === false || typeof c.dataIndex !== 'string' || typeof c.title !== 'string')
      return [];
    return [{ key: c.dataIndex, title: c.title, ...c.export }];
  });
}

/** Every code of a coded field as an option, in words. */
export const codeOptions = (t: TFunction, { prefix, values }: Codes) =>
  values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

/** A select filter offering every code of a coded field. */
export const codesFilter = (t: TFunction, key: string, placeholder: string, codes: Codes) => ({
  key,
  placeholder,
  options: codeOptions(t, codes),
});

/**
 * The column builders of the cost-centre lists, so each list declares a column (its cell and
 * its export) once. `extra` overrides or adds antd column settings.
 */
export function billingColumns<T>(t: TFunction) {
  const text = (dataIndex: string, title: string, extra: Extra<T> = {}): BillingColumn<T> => ({
    title,
    dataIndex,
    ...extra,
  });
  const orDash = (dataIndex: string, title: string) =>
    text(dataIndex, title, { render: (v: string) => v || '—' });
  const dateTime = (dataIndex: string, title: string, extra: Extra<T> = {}) =>
    text(dataIndex, title, {
      render: formatDateTime,
      export: { key: dataIndex, kind: 'datetime' },
      ...extra,
    });
  const date = (dataIndex: string, title: string, extra: Extra<T> = {}) =>
    text(dataIndex, title, {
      render: formatDate,
      export: { key: dataIndex, kind: 'date' },
      ...extra,
    });
  const money = (
    dataIndex: string,
    title: string,
    look: { strong?: boolean; signed?: boolean } = {},
    extra: Extra<T> = {},
  ) =>
    text(dataIndex, title, {
      align: 'right',
      render: (v: number) => <MoneyText fen={v} {...look} />,
      export: { key: dataIndex, kind: 'money' },
      ...extra,
    });
  /** A coded field in words (or drawn by `draw`); the export writes the same words. */
  const coded = (
    dataIndex: string,
    title: string,
    codes: Codes,
    draw: (code: string, row: T) => ReactNode = (code) => t(`${codes.prefix}.${code}`),
  ) =>
    text(dataIndex, title, {
      render: (code: string, row: T) => draw(code, row),
      export: { key: dataIndex, values: valueWords(t, codes.prefix, codes.values) },
    });
  const status = (codes: Codes, tagOf: (code: string) => string = (code) => code) =>
    coded('status', t('billing.col.status'), codes, (code) => (
      <StatusTag status={tagOf(code)} label={t(`${codes.prefix}.${code}`)} />
    ));
  return {
    text,
    orDash,
    dateTime,
    date,
    money,
    coded,
    status,
    createdAt: (extra: Extra<T> = {}) => dateTime('createdAt', t('billing.col.time'), extra),
    amount: (look: { strong?: boolean; signed?: boolean } = {}, extra: Extra<T> = {}) =>
      money('amount', t('billing.col.amount'), look, extra),
    remark: () => orDash('remark', t('billing.col.remark')),
    rejectReason: () => orDash('rejectReason', t('billing.col.rejectReason')),
    reviewedAt: () => dateTime('reviewedAt', t('billing.col.reviewedAt')),
  };
}
