import { useCallback } from 'react';
import { Card, DatePicker, Flex, Input, Segmented, Select, Skeleton, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COST_DIMENSIONS,
  COST_OTHER_KEY,
  COST_VIEW_KEYS,
  calls,
  type CostAnalysis,
  type CostDimension,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { ProviderFilter } from '../../../components/list/index.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { callApi } from '../../../lib/request.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { costKeys } from '../api/keys.ts';
import { AnalysisChart } from '../components/analysis-chart.tsx';
import { ExplainCard } from '../components/explain-card.tsx';
import { SavedViews } from '../components/saved-views.tsx';
import { cnyColumn } from '../components/cost-table-columns.tsx';
import { CustomerPicker } from '../components/customer-picker.tsx';
import { forCustomer, useCostCustomer } from '../lib/customer.ts';
import { cny, providerLabel } from '../lib/format.ts';

const DAY = 'YYYY-MM-DD';

/** v4-3: cost by any dimension or tag key over any range, per day or month, as chart and table. */
export default function CostAnalysisPage() {
  const { t } = useTranslation();
  const [s, set] = useSearchState({
    startDate: dayjs().subtract(2, 'month').startOf('month').format(DAY),
    endDate: dayjs().format(DAY),
    groupBy: 'service',
    tagKey: 'env',
    grain: 'day',
    chart: 'bar',
    provider: '',
  });
  const [customer] = useCostCustomer();
  const groupBy = s.groupBy as CostDimension;
  const input = forCustomer(
    {
      startDate: String(s.startDate),
      endDate: String(s.endDate),
      groupBy,
      grain: s.grain as 'day' | 'month',
      ...(groupBy === 'tag' ? { tagKey: String(s.tagKey) } : {}),
      ...(s.provider ? { provider: s.provider as never } : {}),
    },
    customer,
  );
  const q = useQuery({
    queryKey: [...costKeys.all, 'analysis', input],
    queryFn: () => callApi(calls.costAnalysis, input),
    placeholderData: (prev) => prev,
  });
  const label = useCallback(
    (key: string) => {
      if (key === COST_OTHER_KEY) return t('costs.overview.other');
      if (groupBy === 'provider') return providerLabel(t, key);
      if (groupBy === 'chargeCategory')
        return t(`costs.chargeCategory.${key}`, { defaultValue: key });
      const g = q.data?.groups.find((x) => x.key === key);
      return g?.label || key || t('costs.analysis.none');
    },
    [groupBy, q.data, t],
  );
  return (
    <>
      <PageHeader
        title={t('costs.analysis.title')}
        subtitle={t('costs.analysis.subtitle')}
        extra={
          <Space wrap>
            <CustomerPicker />
            <SavedViews
              current={s}
              apply={(v) =>
                set(Object.fromEntries(COST_VIEW_KEYS.map((k) => [k, v[k]])) as Partial<typeof s>)
              }
            />
            {q.data && (
              <ExportButton
                list={calls.costAnalysisRows}
                input={input}
                filename={t('costs.analysis.title')}
                columns={[
                  { key: 'period', title: t('costs.analysis.period') },
                  {
                    key: 'groupKey',
                    title: t(`costs.analysis.by.${groupBy}`),
                    // The screen's own names for the groups (providers, categories, "other").
                    values: Object.fromEntries(
                      q.data.groups.map((g) => [g.key.slice(0, 64), label(g.key).slice(0, 64)]),
                    ),
                  },
                  { key: 'amount', title: t('costs.column.amount'), kind: 'money' },
                ]}
              />
            )}
          </Space>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          <DatePicker.RangePicker
            value={[dayjs(input.startDate), dayjs(input.endDate)]}
            allowClear={false}
            onChange={(v) =>
              v?.[0] && v[1] && set({ startDate: v[0].format(DAY), endDate: v[1].format(DAY) })
            }
          />
          <Select<string>
            value={groupBy}
            style={{ width: 180 }}
            data-testid="analysis-group"
            options={codeOptions(t, 'costs.analysis.by', COST_DIMENSIONS)}
            onChange={(v) => set({ groupBy: v })}
          />
          {groupBy === 'tag' && (
            <Input.Search
              defaultValue={String(s.tagKey)}
              style={{ width: 180 }}
              placeholder={t('costs.analysis.tagKey')}
              onSearch={(v) => set({ tagKey: v.trim() })}
              data-testid="analysis-tag-key"
            />
          )}
          <ProviderFilter
            placeholder={t('costs.detail.allProviders')}
            value={String(s.provider)}
            onChange={(provider) => set({ provider })}
          />
          <Segmented
            value={String(s.grain)}
            options={[
              { value: 'day', label: t('costs.analysis.day') },
              { value: 'month', label: t('costs.analysis.month') },
            ]}
            onChange={(v) => set({ grain: String(v) })}
          />
          <Segmented
            value={String(s.chart)}
            options={[
              { value: 'bar', label: t('costs.analysis.stacked') },
              { value: 'line', label: t('costs.analysis.line') },
            ]}
            onChange={(v) => set({ chart: String(v) })}
          />
        </Flex>
      </Card>
      {q.isPending && <Skeleton active />}
      {q.error && <LoadFailedAlert error={q.error} onRetry={() => void q.refetch()} />}
      {q.data && (
        <>
          <Card style={{ marginBottom: 16 }}>
            <AnalysisChart
              data={q.data}
              kind={s.chart === 'line' ? 'line' : 'bar'}
              byProvider={groupBy === 'provider'}
              label={label}
            />
          </Card>
          <Table<CostAnalysis['groups'][number]>
            rowKey="key"
            size="small"
            data-testid="analysis-table"
            pagination={false}
            dataSource={q.data.groups}
            columns={[
              {
                key: 'group',
                title: t(`costs.analysis.by.${groupBy}`),
                render: (_, g) => label(g.key),
              },
              cnyColumn('total', t('costs.column.amount'), (g) => g.total),
              {
                key: 'share',
                title: t('costs.analysis.share'),
                align: 'right',
                render: (_, g) =>
                  q.data.total ? `${((g.total / q.data.total) * 100).toFixed(1)}%` : '—',
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('costs.analysis.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{cny(q.data.total)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
              </Table.Summary.Row>
            )}
          />
        </>
      )}
      <ExplainCard provider={String(s.provider) || undefined} customerTenantId={customer} />
    </>
  );
}
