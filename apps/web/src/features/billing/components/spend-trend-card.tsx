import { useMemo } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption, yuanAsMoney } from '../../../components/chart/index.ts';
import { fenToYuan } from '../lib/money.ts';

/** Daily spending over the last 30 days. */
export function SpendTrendCard({ trend }: { trend: { day: string; amount: number }[] }) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: yuanAsMoney,
      },
      xAxis: { type: 'category', data: trend.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'bar',
          barMaxWidth: 16,
          itemStyle: { color: '#1677ff', borderRadius: [3, 3, 0, 0] },
          name: t('billing.overview.monthSpend'),
          // Display only: the chart needs numbers; figures shown as text stay exact.
          data: trend.map((d) => Number(fenToYuan(d.amount))),
        },
      ],
    }),
    [trend, t],
  );
  const empty = trend.every((d) => d.amount === 0);
  return (
    <Card title={t('billing.overview.trend')} data-testid="spend-trend">
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.overview.noSpend')} />
      ) : (
        <Chart
          option={option}
          height={280}
          label={t('billing.overview.trendLabel')}
          testId="trend-chart"
        />
      )}
    </Card>
  );
}
