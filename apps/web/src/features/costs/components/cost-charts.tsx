import { useMemo } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CostOverview } from '@ecloud/contract';
import {
  Chart,
  providerItemStyle,
  type ChartOption,
  yuanAsMoney,
} from '../../../components/chart/index.ts';
import { providerLabel, yuan } from '../lib/format.ts';

/** The month's split by provider and the last 30 days stacked by provider, in their colours. */
export function CostCharts({ o }: { o: CostOverview }) {
  const { t } = useTranslation();
  const providers = useMemo(
    () => [...new Set([...o.byProvider.map((p) => p.provider), ...o.daily.map((d) => d.provider)])],
    [o],
  );
  const pie = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item', valueFormatter: yuanAsMoney },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          center: ['50%', '42%'],
          // The legend names the slices; labels around a small ring collide.
          label: { show: false },
          data: o.byProvider.map((p) => ({
            name: providerLabel(t, p.provider),
            value: yuan(p.amount),
            itemStyle: providerItemStyle(p.provider),
          })),
        },
      ],
    }),
    [o, t],
  );
  const trend = useMemo<ChartOption>(() => {
    const days = [...new Set(o.daily.map((d) => d.date))].sort();
    const at = new Map(o.daily.map((d) => [`${d.date}|${d.provider}`, d.amount]));
    return {
      grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: yuanAsMoney },
      legend: { bottom: 0 },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: { type: 'value' },
      series: providers.map((p) => ({
        type: 'bar',
        stack: 'cost',
        name: providerLabel(t, p),
        barMaxWidth: 18,
        itemStyle: providerItemStyle(p),
        data: days.map((d) => yuan(at.get(`${d}|${p}`) ?? 0)),
      })),
    };
  }, [o, providers, t]);
  const chart = (option: ChartOption, label: string, testId: string, empty: boolean) =>
    empty ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('costs.overview.empty')} />
    ) : (
      <Chart option={option} height={300} label={label} testId={testId} />
    );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={8}>
        <Card title={t('costs.overview.byProvider')}>
          {chart(pie, t('costs.overview.pieLabel'), 'provider-pie', o.byProvider.length === 0)}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('costs.overview.daily')}>
          {chart(trend, t('costs.overview.dailyLabel'), 'daily-trend', o.daily.length === 0)}
        </Card>
      </Col>
    </Row>
  );
}
