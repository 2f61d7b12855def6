import { useMemo } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { COST_OTHER_KEY, type CostAnalysis } from '@ecloud/contract';
import {
  Chart,
  groupColor,
  providerItemStyle,
  type ChartOption,
  yuanAsMoney,
} from '../../../components/chart/index.ts';
import { yuan } from '../lib/format.ts';

/**
 * The chart's option: one series per group, each in its provider's colours or its own colour
 * (the rest always grey, so it never borrows a group's).
 */
export function analysisOption(
  data: CostAnalysis,
  kind: 'bar' | 'line',
  byProvider: boolean,
  label: (key: string) => string,
): ChartOption {
  const periods = [...new Set(data.points.map((p) => p.period))].sort();
  const at = new Map(data.points.map((p) => [`${p.period}|${p.key}`, p.amount]));
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 56, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: yuanAsMoney,
    },
    legend: { bottom: 0, type: 'scroll' },
    xAxis: { type: 'category', data: periods },
    yAxis: { type: 'value' },
    series: data.groups.map((g, i) => {
      const other = g.key === COST_OTHER_KEY;
      return {
        type: kind,
        name: label(g.key),
        ...(kind === 'bar'
          ? { stack: 'cost', barMaxWidth: 24 }
          : { smooth: true, showSymbol: false }),
        itemStyle:
          byProvider && !other ? providerItemStyle(g.key) : { color: groupColor(i, other) },
        data: periods.map((p) => yuan(at.get(`${p}|${g.key}`) ?? 0)),
      };
    }),
  };
}

/** Cost per period, one series per group: stacked bars, or lines to compare the groups' course. */
export function AnalysisChart({
  data,
  kind,
  byProvider,
  label,
}: {
  data: CostAnalysis;
  kind: 'bar' | 'line';
  byProvider: boolean;
  label: (key: string) => string;
}) {
  const { t } = useTranslation();
  const option = useMemo(
    () => analysisOption(data, kind, byProvider, label),
    [data, kind, byProvider, label],
  );
  if (data.groups.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('costs.analysis.empty')} />;
  }
  return (
    <Chart
      option={option}
      height={360}
      label={t('costs.analysis.chartLabel')}
      testId="analysis-chart"
    />
  );
}
