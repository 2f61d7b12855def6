import { useMemo } from 'react';
import { Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Budget } from '@ecloud/contract';
import { Chart, type ChartOption, yuanAsMoney } from '../../../components/chart/index.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useBudgetSeries } from '../api/use-budgets.ts';
import { yuan } from '../lib/format.ts';

/** A budget against its spend so far, cumulative by day, with the forecast's end point. */
export function BudgetChart({ budget, onClose }: { budget: Budget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const series = useBudgetSeries(budget?.id ?? null);
  const s = series.data;
  const option = useMemo<ChartOption | null>(() => {
    if (!s || !budget) return null;
    const end = budget.current.endDate;
    const days = [...s.days.map((d) => d.date), ...(s.days.at(-1)?.date === end ? [] : [end])];
    return {
      grid: { left: 8, right: 16, top: 24, bottom: 40, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: yuanAsMoney },
      legend: { bottom: 0 },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'line',
          name: t('costs.budget.actual'),
          areaStyle: { opacity: 0.15 },
          data: s.days.map((d) => yuan(d.cumulative)),
        },
        {
          type: 'line',
          name: t('costs.budget.forecast'),
          lineStyle: { type: 'dashed' },
          data: days.map((d, i) =>
            i === s.days.length - 1
              ? yuan(s.days.at(-1)!.cumulative)
              : d === end
                ? yuan(s.forecast)
                : null,
          ),
          connectNulls: true,
        },
        {
          type: 'line',
          name: t('costs.budget.amount'),
          symbol: 'none',
          lineStyle: { type: 'dotted', color: '#cf1322' },
          itemStyle: { color: '#cf1322' },
          data: days.map(() => yuan(s.amount)),
        },
      ],
    };
  }, [s, budget, t]);
  return (
    <Modal
      open={!!budget}
      onCancel={onClose}
      footer={null}
      width={760}
      title={budget ? `${budget.name} · ${budget.current.periodKey}` : ''}
    >
      {series.isPending && <Skeleton active />}
      {series.error && (
        <LoadFailedAlert error={series.error} onRetry={() => void series.refetch()} />
      )}
      {option && (
        <Chart
          option={option}
          height={320}
          label={t('costs.budget.chartLabel')}
          testId="budget-vs-actual"
        />
      )}
    </Modal>
  );
}
