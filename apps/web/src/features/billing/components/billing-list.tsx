import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CallDef, Page } from '@ecloud/contract';
import {
  DataList,
  SearchFilter,
  SelectFilter,
  exportColumns,
  useListState,
  type ListColumn,
} from '../../../components/list/index.ts';
import { rangeInstants } from '../lib/date-range.ts';
import { RangeFilter } from './range-filter.tsx';
import { useBillingQuery } from '../api/use-billing.ts';

export interface ListFilter {
  /** The list input's field (and the address parameter) it sets. */
  key: string;
  placeholder: string;
  options: { value: string; label: string }[];
  width?: number;
}

export interface BillingListProps<T extends object> {
  /** The list call (for the export of exactly what is filtered). */
  call: CallDef;
  /** The columns shown; all of them, hidden or not, say what the export writes. */
  columns: readonly ListColumn<T>[];
  filename?: string;
  empty: string;
  filters?: ListFilter[];
  /** Whether the list is filtered by a time range (on by default). */
  dateRange?: boolean;
  keyword?: string;
  actions?: ReactNode;
  head?: ReactNode;
  rowKey?: string;
  testId?: string;
  /** Input the screen fixes (not a filter the user sets). */
  fixedInput?: Record<string, unknown>;
}

/**
 * The cost centre's filter bar (a time range with quick ranges, select filters, a keyword) on
 * the shared list, fetching the screen's list call with those filters.
 */
export function BillingList<T extends object>({
  call,
  columns,
  filename = '',
  filters = [],
  dateRange = true,
  keyword,
  fixedInput,
  ...rest
}: BillingListProps<T>) {
  const list = useListState<Record<string, string>>({
    from: '',
    to: '',
    keyword: '',
    ...Object.fromEntries(filters.map((f) => [f.key, ''])),
  });
  const { state } = list;
  const input = Object.fromEntries(
    Object.entries({
      ...fixedInput,
      page: list.paging.page,
      pageSize: list.paging.pageSize,
      ...(dateRange ? rangeInstants({ from: String(state.from), to: String(state.to) }) : {}),
      keyword: keyword !== undefined && state.keyword ? String(state.keyword) : undefined,
      ...Object.fromEntries(filters.map((f) => [f.key, state[f.key] || undefined])),
    }).filter(([, v]) => v !== undefined),
  );
  // Every list call answers a page of rows; the row type is the caller's.
  const query = useBillingQuery(call, input) as UseQueryResult<Page<T>>;

  return (
    <DataList<T>
      {...rest}
      columns={columns}
      query={query}
      paging={list.paging}
      exportOf={
        call.exportable
          ? { list: call, input, filename, columns: exportColumns(columns) }
          : undefined
      }
      filters={
        <>
          {dateRange && (
            <RangeFilter
              value={{ from: String(state.from), to: String(state.to) }}
              onChange={(r) => list.filter(r)}
            />
          )}
          {filters.map((f) => (
            <SelectFilter
              key={f.key}
              placeholder={f.placeholder}
              width={f.width}
              value={String(state[f.key] ?? '')}
              options={f.options}
              onChange={(v) => list.filter({ [f.key]: v })}
              testId={`filter-${f.key}`}
            />
          ))}
          {keyword !== undefined && (
            <SearchFilter
              placeholder={keyword}
              value={String(state.keyword)}
              onSearch={(v) => list.filter({ keyword: v })}
              testId="keyword-filter"
            />
          )}
        </>
      }
    />
  );
}
