import type { MetricName, ProviderCode } from '@ecloud/contract';
import type { MetricQuery, ResourceType } from '../adapter.ts';
import { ALI_METRICS } from './alibaba/metrics.ts';
import { AWS_METRICS } from './aws/metrics.ts';
import { HUAWEI_METRICS } from './huawei/metrics.ts';
import { hwSeriesPerQuery } from './huawei/metric-dimensions.ts';
import { JINGDONG_METRICS } from './jd/metrics.ts';
import { QINGYUN_METRICS } from './qingcloud/metrics.ts';
import { TENGXUN_METRICS } from './tencent/metrics.ts';
import type { ProviderMetricTable } from './metric-kit.ts';

/** Each real provider's names for our metrics (its metrics.ts), by provider code. */
const TABLES: Record<ProviderCode, ProviderMetricTable> = {
  ALI: ALI_METRICS,
  AWS: AWS_METRICS,
  HUAWEI: HUAWEI_METRICS,
  JINGDONG: JINGDONG_METRICS,
  QINGYUN: QINGYUN_METRICS,
  TENGXUN: TENGXUN_METRICS,
};

/**
 * Whether the provider publishes this metric of this type (EC2 has no memory without its
 * agent, QingCloud's databases have other calls ...): the poller plans no call for what it
 * does not, so no call of the budget goes to an empty answer.
 */
export const providerReads = (p: ProviderCode, type: ResourceType, metric: MetricName): boolean =>
  !!TABLES[p][type]?.metrics[metric];

/**
 * Series one resource's metric becomes in its provider's call: 1, except at Huawei, where a
 * DDS instance is read per node and a detached EVS disk has nothing to read (0: not planned),
 * and at Alibaba, where ECS answers a disk's monitor data only while it is attached (In_use).
 */
export function seriesPerQuery(
  p: ProviderCode,
  q: Pick<MetricQuery, 'type' | 'hostId' | 'keys'>,
): number {
  if (p === 'HUAWEI') return hwSeriesPerQuery(q);
  return p === 'ALI' && q.type === 'disk' && !q.hostId ? 0 : 1;
}

/**
 * Why a provider has no metrics for a resource as it is (the console says so rather than
 * showing an empty chart): a Huawei disk not attached, a Huawei DDS whose nodes are unknown.
 */
export function whyNoMetrics(
  p: ProviderCode,
  q: Pick<MetricQuery, 'type' | 'hostId' | 'keys'>,
): 'detached' | 'noNodes' | undefined {
  if (seriesPerQuery(p, q) > 0) return undefined;
  return q.type === 'disk' ? 'detached' : 'noNodes';
}
