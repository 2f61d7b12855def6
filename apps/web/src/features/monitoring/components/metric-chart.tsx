import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { METRIC_RANGES, type MetricName, type MetricRange } from '@ecloud/contract';
import { Chart, type ChartOption } from '../../../components/chart/index.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { codeOptions } from '../../../lib/code-options.ts';
import { useSeries } from '../api/use-metrics.ts';

/**
 * A metric over a range for a group (a line per resource) or one resource, with the range and the
 * metric to choose. ECharts comes with this component's lazy chunk only.
 */
export function MetricChart({
  target,
  metrics,
  testId = 'metric-chart',
}: {
  target: { groupId: string } | { resourceId: string };
  metrics: readonly MetricName[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<MetricRange>('1h');
  const [metric, setMetric] = useState<MetricName>(metrics[0] ?? 'cpu');
  const q = useSeries({ ...target, metric, range });
  const unit = q.data?.unit ?? '';
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
      legend: { type: 'scroll', top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: unit, ...(unit === '%' && { max: 100 }) },
      series: (q.data?.series ?? [])
        .filter((s) => s.points.length > 0)
        .map((s) => ({
          type: 'line',
          name: s.name,
          showSymbol: false,
          data: s.points,
        })),
    }),
    [q.data, unit],
  );
  const empty = q.data && q.data.series.every((s) => s.points.length === 0);
  // One resource the provider has no metrics for as it is (a detached disk): say why.
  const why = q.data?.series.length === 1 ? q.data.series[0]!.noMetrics : undefined;
  return (
    <Card
      size="small"
      data-testid={testId}
      title={
        <Flex gap={8} align="center" wrap>
          <Select<MetricName>
            size="small"
            style={{ width: 180 }}
            value={metric}
            onChange={setMetric}
            options={codeOptions(t, 'monitoring.metric', metrics)}
            data-testid="chart-metric"
          />
          <Segmented<MetricRange>
            size="small"
            value={range}
            onChange={setRange}
            options={codeOptions(t, 'monitoring.range', METRIC_RANGES)}
            data-testid="chart-range"
          />
        </Flex>
      }
      extra={q.data && t(`monitoring.grain.${q.data.grain}`)}
    >
      {q.isError ? (
        <LoadFailedAlert error={q.error} onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : empty ? (
        <Empty
          description={why ? t(`monitoring.noMetrics.${why}`) : t('monitoring.noPoints')}
          data-testid={why ? 'chart-no-metrics' : undefined}
        />
      ) : (
        <Chart
          option={option}
          height={260}
          label={t('monitoring.chartLabel', {
            metric: t(`monitoring.metric.${metric}`),
            from: dayjs(q.data.from).format('MM-DD HH:mm'),
            to: dayjs(q.data.to).format('MM-DD HH:mm'),
          })}
        />
      )}
    </Card>
  );
}
