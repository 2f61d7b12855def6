import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { METRICS, type MetricName, type Resource } from '@ecloud/contract';
import { col, type ListColumn } from '../../../components/list/index.ts';

/** The metrics a list row shows, in this order, where the resource reports them. */
const KEY_METRICS: readonly MetricName[] = [
  'cpu',
  'memory',
  'connections',
  'bandwidthOut',
  'diskWrite',
];
const SHOWN = 3;

type Latest = Map<string, Record<string, number>>;

/** Warm colours for busy resources, so a glance finds them. */
const colourOf = (m: MetricName, v: number) =>
  METRICS[m] !== '%' ? undefined : v >= 90 ? 'red' : v >= 70 ? 'orange' : 'green';

/** A group list's column of each resource's latest key metrics (not exported: it moves). */
export function keyMetricsColumn(t: TFunction, latest: Latest): ListColumn<Resource> {
  return col.text<Resource>('keyMetrics', t('monitoring.keyMetrics'), {
    width: 280,
    export: false,
    render: (_: unknown, r) => {
      const values = latest.get(r.id);
      const shown = KEY_METRICS.filter((m) => values?.[m] !== undefined).slice(0, SHOWN);
      if (!shown.length)
        return <Typography.Text type="secondary">{t('monitoring.noPointsShort')}</Typography.Text>;
      return (
        <Space size={4} wrap data-testid="key-metrics">
          {shown.map((m) => (
            <Tag key={m} color={colourOf(m, values![m]!)}>
              {t(`monitoring.metricShort.${m}`)} {values![m]}
              {METRICS[m] === '%' ? '%' : ` ${METRICS[m]}`}
            </Tag>
          ))}
        </Space>
      );
    },
  });
}
