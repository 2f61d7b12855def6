import type { ProviderCode } from '@ecloud/contract';

/**
 * Each provider's metric-read API: how much one call may cover and how fast calls may go
 * (research/next-capabilities.md §2a). `pairsPerCall` counts resource x metric pairs; a call
 * covers at most `resourcesPerCall` resources and `metricsPerCall` metrics.
 */
export interface MetricApiLimits {
  api: string;
  resourcesPerCall: number;
  metricsPerCall: number;
  pairsPerCall: number;
  /** The documented ceiling (or our assumption where none is documented: `assumed`). */
  callsPerSecond: number;
  assumed?: boolean;
  /** A free monthly quota beyond which calls are billed (Alibaba). */
  freeCallsPerMonth?: number;
}

export const METRIC_LIMITS: Record<ProviderCode, MetricApiLimits> = {
  ALI: {
    api: 'CMS DescribeMetricList',
    resourcesPerCall: 50,
    metricsPerCall: 1,
    pairsPerCall: 50,
    callsPerSecond: 50,
    freeCallsPerMonth: 1_000_000,
  },
  TENGXUN: {
    api: 'Monitor GetMonitorData',
    resourcesPerCall: 10,
    metricsPerCall: 1,
    pairsPerCall: 10,
    callsPerSecond: 20,
  },
  HUAWEI: {
    api: 'CES BatchListMetricData',
    resourcesPerCall: 500,
    metricsPerCall: 500,
    pairsPerCall: 500,
    callsPerSecond: 500 / 60,
  },
  AWS: {
    api: 'CloudWatch GetMetricData',
    resourcesPerCall: 500,
    metricsPerCall: 500,
    pairsPerCall: 500,
    callsPerSecond: 50,
  },
  JINGDONG: {
    api: 'Monitor describeMetricData',
    resourcesPerCall: 1,
    metricsPerCall: 1,
    pairsPerCall: 1,
    callsPerSecond: 10,
    assumed: true,
  },
  QINGYUN: {
    api: 'GetMonitor',
    resourcesPerCall: 1,
    metricsPerCall: 10,
    pairsPerCall: 10,
    callsPerSecond: 10,
    assumed: true,
  },
};

const MINUTES_PER_MONTH = 30 * 24 * 60;

/**
 * Calls an account may make a minute: half the documented rate, and (Alibaba) half of the free
 * monthly quota spread evenly, so monitoring never costs money or starves the console's own calls.
 */
export function callBudgetPerMinute(p: ProviderCode): number {
  const l = METRIC_LIMITS[p];
  const rate = (l.callsPerSecond * 60) / 2;
  return l.freeCallsPerMonth ? Math.min(rate, l.freeCallsPerMonth / MINUTES_PER_MONTH / 2) : rate;
}

export interface MetricPair<R = string> {
  resource: R;
  metric: string;
}

/**
 * Batches resource x metric pairs into calls as the provider takes them: pairs of one metric
 * together (the providers that read one metric a call), each call within the per-call maxima.
 */
export function batchCalls<R>(p: ProviderCode, pairs: readonly MetricPair<R>[]): MetricPair<R>[][] {
  const l = METRIC_LIMITS[p];
  const calls: MetricPair<R>[][] = [];
  const key = (x: MetricPair<R>) => (l.metricsPerCall === 1 ? x.metric : String(x.resource));
  const byKey = new Map<string, MetricPair<R>[]>();
  for (const x of pairs) byKey.set(key(x), [...(byKey.get(key(x)) ?? []), x]);
  // Fill each call up to its maxima; a new resource or metric past a limit starts a new call.
  let cur: MetricPair<R>[] = [];
  let res = new Set<R>();
  let met = new Set<string>();
  const flush = () => {
    if (cur.length) calls.push(cur);
    cur = [];
    res = new Set();
    met = new Set();
  };
  for (const group of byKey.values()) {
    if (l.metricsPerCall === 1) flush();
    for (const x of group) {
      const addsRes = !res.has(x.resource);
      const addsMet = !met.has(x.metric);
      if (
        cur.length >= l.pairsPerCall ||
        (addsRes && res.size >= l.resourcesPerCall) ||
        (addsMet && met.size >= l.metricsPerCall)
      )
        flush();
      cur.push(x);
      res.add(x.resource);
      met.add(x.metric);
    }
  }
  flush();
  return calls;
}
