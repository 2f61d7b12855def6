import type { ReactNode } from 'react';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import {
  ACTIONS_KEY,
  col,
  fitColumn,
  wordsFor,
  type ColumnOptions,
  type ListColumn,
} from '../../../components/list/index.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { MoneyText } from './money-text.tsx';
import { StatusTag } from './status-tag.tsx';

/** A coded field: the locale prefix of its words and the codes it takes. */
export interface Codes {
  prefix: string;
  values: readonly string[];
}

/** A select filter offering every code of a coded field. */
export const codesFilter = (t: TFunction, key: string, placeholder: string, codes: Codes) => ({
  key,
  placeholder,
  options: codeOptions(t, codes.prefix, codes.values),
});

type Look = { strong?: boolean; signed?: boolean };

/**
 * The cost centre's column builders on the list kit's `col`: money drawn as MoneyText, coded
 * fields in their locale words, and the columns most lists share.
 */
export function billingColumns<T>(t: TFunction) {
  const money = (key: string, title: string, look: Look = {}, o: ColumnOptions<T> = {}) =>
    col.money<T>(key, title, { render: (v: number) => <MoneyText fen={v} {...look} />, ...o });
  /** A coded field in words (or drawn by `draw`); the export writes the same words. */
  const coded = (
    key: string,
    title: string,
    codes: Codes,
    draw?: (code: string, row: T) => ReactNode,
  ): ListColumn<T> =>
    col.words<T>(
      key,
      title,
      wordsFor(codes.values, (v) => t(`${codes.prefix}.${v}`)),
      draw ? { render: (code: string, row: T) => draw(code, row) } : {},
    );
  return {
    // The kit's builders for this row type, so a list declares all its columns from here.
    text: (key: string, title: string, o?: ColumnOptions<T>) => col.text<T>(key, title, o),
    orDash: (key: string, title: string, o?: ColumnOptions<T>) => col.dash<T>(key, title, o),
    date: (key: string, title: string, o?: ColumnOptions<T>) => col.date<T>(key, title, o),
    dateTime: (key: string, title: string, o?: ColumnOptions<T>) => col.dateTime<T>(key, title, o),
    money,
    coded,
    /**
     * The status as a coloured tag; `tagOf` picks the colour's state when it is not the code. The
     * column is as wide as its longest tag, which a cell's ellipsis would otherwise cut.
     */
    status: (codes: Codes, tagOf: (code: string) => string = (code) => code) => ({
      ...coded('status', t('billing.col.status'), codes, (code) => (
        <StatusTag status={tagOf(code)} label={t(`${codes.prefix}.${code}`)} />
      )),
      width: fitColumn(
        codes.values.map((v) => t(`${codes.prefix}.${v}`)),
        'tag',
      ),
    }),
    createdAt: (o?: ColumnOptions<T>) => col.dateTime<T>('createdAt', t('billing.col.time'), o),
    amount: (look: Look = {}, o: ColumnOptions<T> = {}) =>
      money('amount', t('billing.col.amount'), look, o),
    remark: () => col.dash<T>('remark', t('billing.col.remark')),
    rejectReason: () => col.dash<T>('rejectReason', t('billing.col.rejectReason')),
    reviewedAt: () => col.dateTime<T>('reviewedAt', t('billing.col.reviewedAt')),
    /** The row's actions side by side, pinned right; never exported. */
    actions: (cell: (row: T) => ReactNode): ListColumn<T> => ({
      title: t('common.actions'),
      key: ACTIONS_KEY,
      fixed: 'right',
      render: (_: unknown, row: T) => <Space size={0}>{cell(row)}</Space>,
    }),
  };
}
