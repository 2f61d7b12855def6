import { useMemo } from 'react';
import { Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CLOUD_RESOURCE_TYPES,
  CONSOLE_BASE_PATH,
  PROVIDERS,
  type HomeSummary,
} from '@ecloud/contract';
import { Chart, providerItemStyle, type ChartOption } from '../../../components/chart/index.ts';
import { StateCard } from '../../../components/state-card.tsx';
import { useCloudSummary } from '../api/use-summary.ts';

/** Stacked bars: resources per type, one series per provider in the provider's chart colour. */
export function resourcesOption(
  summary: HomeSummary,
  typeLabel: (type: string) => string,
  providerLabel: (code: string) => string,
): ChartOption {
  const types = CLOUD_RESOURCE_TYPES.filter((type) =>
    summary.byProviderType.some((x) => x.type === type && x.count > 0),
  );
  const providers = PROVIDERS.filter((p) =>
    summary.byProviderType.some((x) => x.provider === p.code && x.count > 0),
  );
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: types.map(typeLabel) },
    yAxis: { type: 'value', minInterval: 1 },
    series: providers.map((p) => ({
      name: providerLabel(p.code),
      type: 'bar',
      stack: 'all',
      barMaxWidth: 36,
      itemStyle: providerItemStyle(p.code),
      data: types.map(
        (type) =>
          summary.byProviderType.find((x) => x.provider === p.code && x.type === type)?.count ?? 0,
      ),
    })),
  };
}

/** Home card of the cloud console: how many resources of each type each provider holds. */
export function HomeResourcesCard() {
  const { t } = useTranslation();
  const summary = useCloudSummary();
  const data = summary.data;
  const option = useMemo(
    () =>
      data &&
      resourcesOption(
        data,
        (type) => t(`cloud.type.${type}`),
        (code) => t(PROVIDERS.find((p) => p.code === code)?.label ?? code),
      ),
    [data, t],
  );
  return (
    <StateCard
      title={t('cloud.home.resources')}
      link={{
        to: `${CONSOLE_BASE_PATH}/resource/pubCloud/host`,
        label: t('cloud.home.toInventory'),
      }}
      testId="home-cloud-resources"
      loading={summary.isPending}
      failed={summary.isError || !data}
    >
      {data && (
        <>
          <Row gutter={16} style={{ marginBottom: 8 }}>
            <Col span={6}>
              <Statistic title={t('cloud.home.accounts')} value={data.totals.accounts} />
            </Col>
            <Col span={6}>
              <Statistic title={t('cloud.home.total')} value={data.totals.resources} />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('cloud.home.running')}
                value={data.totals.running}
                valueStyle={{ color: '#52c41a' }}
              />
            </Col>
            <Col span={6}>
              <Statistic title={t('cloud.home.stopped')} value={data.totals.stopped} />
            </Col>
          </Row>
          {data.totals.resources === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cloud.home.noResources')} />
          ) : (
            <Chart
              option={option!}
              height={280}
              label={t('cloud.home.resources')}
              testId="home-resources-chart"
            />
          )}
        </>
      )}
    </StateCard>
  );
}
