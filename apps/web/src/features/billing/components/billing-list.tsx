import type { ReactNode } from 'react';
import { Card, DatePicker, Flex, Input, Select, Table, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallDef, ExportColumn, Page } from '@ecloud/contract';
import { ExportButton } from '../../../components/export-button.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { fromDays, rangeInstants, rangePresets, toDays } from '../lib/date-range.ts';
import { useBillingQuery } from '../api/use-billing.ts';
import { ListState } from './list-state.tsx';

export interface ListFilter {
  /** The list input's field (and the address parameter) it sets. */
  key: string;
  placeholder: string;
  options: { value: string; label: string }[];
  width?: number;
}

export interface ListInput {
  page: number;
  pageSize: number;
  [filter: string]: unknown;
}

export interface BillingListProps<T> {
  /** The list call (for the export of exactly what is filtered). */
  call: CallDef;
  columns: TableProps<T>['columns'];
  /** Export of the filtered rows, for calls the server can export. */
  exportColumns?: ExportColumn[];
  filename?: string;
  empty: string;
  filters?: ListFilter[];
  /** Whether the list is filtered by a time range (on by default). */
  dateRange?: boolean;
  keyword?: string;
  /** Actions beside the export button. */
  actions?: ReactNode;
  /** Above the table, below the filters: totals, notices. */
  head?: ReactNode;
  rowKey?: string;
  testId?: string;
  /** Input the screen fixes (not a filter the user sets). */
  fixedInput?: Record<string, unknown>;
}

/**
 * The cost centre's list: a time range with quick ranges, type and status filters, paging on
 * the server, and export of the filtered rows. Its state lives in the address.
 */
export function BillingList<T extends object>({
  call,
  columns,
  exportColumns = [],
  filename = '',
  empty,
  filters = [],
  dateRange = true,
  keyword,
  actions,
  head,
  rowKey = 'id',
  testId,
  fixedInput,
}: BillingListProps<T>) {
  const { t } = useTranslation();
  const [state, setState] = useSearchState<Record<string, string | number>>({
    page: 1,
    pageSize: 10,
    from: '',
    to: '',
    keyword: '',
    ...Object.fromEntries(filters.map((f) => [f.key, ''])),
  });
  const input = Object.fromEntries(
    Object.entries({
      ...fixedInput,
      page: Number(state.page),
      pageSize: Number(state.pageSize),
      ...(dateRange ? rangeInstants({ from: String(state.from), to: String(state.to) }) : {}),
      keyword: keyword !== undefined && state.keyword ? String(state.keyword) : undefined,
      ...Object.fromEntries(
        filters.map((f) => [f.key, state[f.key] ? String(state[f.key]) : undefined]),
      ),
    }).filter(([, v]) => v !== undefined),
  ) as ListInput;
  // Every list call answers a page of rows; the row type is the caller's.
  const list = useBillingQuery(call, input) as UseQueryResult<Page<T>>;

  return (
    <Card data-testid={testId}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        {dateRange && (
          <DatePicker.RangePicker
            value={fromDays({ from: String(state.from), to: String(state.to) })}
            presets={rangePresets().map((p) => ({
              label: t(`billing.range.${p.key}`),
              value: p.value,
            }))}
            onChange={(v) => setState({ ...toDays(v), page: 1 })}
            allowEmpty={[true, true]}
            data-testid="range-filter"
          />
        )}
        {filters.map((f) => (
          <Select<string>
            key={f.key}
            allowClear
            placeholder={f.placeholder}
            style={{ width: f.width ?? 160 }}
            value={state[f.key] ? String(state[f.key]) : undefined}
            options={f.options}
            onChange={(v) => setState({ [f.key]: v ?? '', page: 1 })}
            data-testid={`filter-${f.key}`}
          />
        ))}
        {keyword !== undefined && (
          <Input.Search
            allowClear
            placeholder={keyword}
            defaultValue={String(state.keyword)}
            style={{ width: 240 }}
            onSearch={(v) => setState({ keyword: v, page: 1 })}
            data-testid="keyword-filter"
          />
        )}
        <div style={{ flex: 1 }} />
        {actions}
        {call.exportable && (
          <ExportButton list={call} input={input} filename={filename} columns={exportColumns} />
        )}
      </Flex>
      {head}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={list.isError ? [] : list.data?.list}
        loading={list.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <ListState error={list.isError} empty={empty} onRetry={() => void list.refetch()} />
          ),
        }}
        pagination={{
          current: Number(state.page),
          pageSize: Number(state.pageSize),
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (page, pageSize) => setState({ page, pageSize }),
        }}
      />
    </Card>
  );
}
