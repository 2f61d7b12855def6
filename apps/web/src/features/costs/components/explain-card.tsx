import { useState } from 'react';
import { Card, DatePicker, Flex, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHANGE_KINDS, calls, type CostExplain } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { costKeys } from '../api/keys.ts';
import { cny } from '../lib/format.ts';
import { cnyColumn, resourceColumns } from './cost-table-columns.tsx';

const DAY = 'YYYY-MM-DD';
const KIND_COLOR = { new: 'blue', removed: 'default', usage: 'orange', price: 'purple' };
type Range = [Dayjs, Dayjs];
const signed = (n: number) => (n > 0 ? `+${cny(n)}` : cny(n));

/** Compare two periods and say, per resource, why the cost moved: largest change first. */
export function ExplainCard({
  provider,
  customerTenantId,
}: {
  provider?: string;
  customerTenantId?: string;
}) {
  const { t } = useTranslation();
  const last = dayjs().subtract(1, 'month');
  const [base, setBase] = useState<Range>([
    last.subtract(1, 'month').startOf('month'),
    last.subtract(1, 'month').endOf('month'),
  ]);
  const [compare, setCompare] = useState<Range>([last.startOf('month'), last.endOf('month')]);
  const input = {
    baseStart: base[0].format(DAY),
    baseEnd: base[1].format(DAY),
    compareStart: compare[0].format(DAY),
    compareEnd: compare[1].format(DAY),
    ...(provider ? { provider: provider as never } : {}),
    ...(customerTenantId ? { customerTenantId } : {}),
  };
  const q = useQuery({
    queryKey: [...costKeys.all, 'explain', input],
    queryFn: () => callApi(calls.costExplain, input),
  });
  const picker = (value: Range, set: (r: Range) => void, testId: string) => (
    <DatePicker.RangePicker
      value={value}
      allowClear={false}
      data-testid={testId}
      onChange={(v) => v?.[0] && v[1] && set([v[0], v[1]])}
    />
  );
  return (
    <Card title={t('costs.explain.title')} data-testid="explain-card" style={{ marginTop: 16 }}>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        {picker(base, setBase, 'explain-base')}
        <Typography.Text type="secondary">{t('costs.explain.versus')}</Typography.Text>
        {picker(compare, setCompare, 'explain-compare')}
      </Flex>
      {q.error && <LoadFailedAlert error={q.error} onRetry={() => void q.refetch()} />}
      {q.data && <ExplainResult data={q.data} />}
    </Card>
  );
}

function ExplainResult({ data }: { data: CostExplain }) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic title={t('costs.explain.base')} value={cny(data.base)} />
        <Statistic title={t('costs.explain.compare')} value={cny(data.compare)} />
        {CHANGE_KINDS.map((k) => (
          <Statistic
            key={k}
            title={t(`costs.explain.kind.${k}`)}
            value={signed(data.byKind[k] ?? 0)}
            valueStyle={{ fontSize: 18 }}
          />
        ))}
      </Flex>
      <Table<CostExplain['rows'][number]>
        rowKey={(r) => `${r.resourceId}|${r.serviceName}`}
        size="small"
        data-testid="explain-table"
        pagination={{ pageSize: 10 }}
        dataSource={data.rows}
        columns={[
          ...resourceColumns<CostExplain['rows'][number]>(t),
          {
            key: 'kind',
            title: t('costs.explain.cause'),
            render: (_, r) => (
              <Tag color={KIND_COLOR[r.kind]}>{t(`costs.explain.kind.${r.kind}`)}</Tag>
            ),
          },
          cnyColumn('base', t('costs.explain.base'), (r) => r.base),
          cnyColumn('compare', t('costs.explain.compare'), (r) => r.compare),
          {
            key: 'delta',
            title: t('costs.explain.delta'),
            align: 'right',
            render: (_, r) => <strong>{signed(r.compare - r.base)}</strong>,
          },
        ]}
      />
    </>
  );
}
