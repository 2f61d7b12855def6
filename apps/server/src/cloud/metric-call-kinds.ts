import type { ProviderCode } from '@ecloud/contract';
import type { ResourceType } from './adapter.ts';
import { METRIC_LIMITS, limitsOf, type MetricApi, type MetricApiLimits } from './metric-limits.ts';

/**
 * Alibaba ECS DescribeDiskMonitorData (2014-05-26): one disk a call, every metric of it in each
 * entry, at most 400 entries ((EndTime - StartTime) / Period <= 400, else
 * InvalidParameter.TooManyDataQueried), Period 60, 600 or 3600, the last 30 days
 * (help.aliyun.com/document_detail/25614.html). ECS throttles each API per region and account
 * at a threshold shown only in Quota Center's "API Rate Limits" page, not in the docs: 10 calls
 * a second is our assumption. The call is free, so it has no monthly quota, and it is budgeted
 * apart from CloudMonitor's free million.
 */
export const ALI_DISK_MONITOR: MetricApiLimits = {
  api: 'ECS DescribeDiskMonitorData',
  resourcesPerCall: 1,
  // A reply carries all of a disk's metrics; we read two (diskRead, diskWrite).
  metricsPerCall: 2,
  pairsPerCall: 2,
  callsPerSecond: 10,
  assumed: true,
  // 400 entries, each holding both series' points.
  pointsPerCall: 400 * 2,
  periodSeconds: 60,
};

/** Types a provider reads through another API than its monitoring service's main call. */
const SECOND_KINDS: Partial<
  Record<ProviderCode, { api: MetricApiLimits; types: ResourceType[] }[]>
> = {
  // CloudMonitor documents no per-disk namespace (docs/decisions.md, "Alibaba disks").
  ALI: [{ api: ALI_DISK_MONITOR, types: ['disk'] }],
};

/**
 * An account's pairs by the API that reads them: the provider's main monitoring call first,
 * then each second kind, which the poller plans with a budget of its own (half its own rate).
 */
export function pairsByApi<P extends { type: string }>(
  p: ProviderCode,
  pairs: readonly P[],
): { api: MetricApi; pairs: P[] }[] {
  const kinds = SECOND_KINDS[p] ?? [];
  const main = pairs.filter((x) => !kinds.some((k) => k.types.includes(x.type as ResourceType)));
  return [
    { api: p, pairs: main },
    ...kinds
      .map((k) => ({
        api: k.api,
        pairs: pairs.filter((x) => k.types.includes(x.type as ResourceType)),
      }))
      .filter((k) => k.pairs.length),
  ];
}

/**
 * The metrics adapter's pace: half the slowest of the provider's metric APIs' rates, so calls
 * of every kind are spread over the period rather than sent at once.
 */
export const metricCallRate = (p: ProviderCode): number =>
  Math.min(
    ...[METRIC_LIMITS[p], ...(SECOND_KINDS[p] ?? []).map((k) => k.api)].map(
      (api) => limitsOf(api).callsPerSecond / 2,
    ),
  );
