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
  /** Points one call may answer (all its series together); a longer window takes fewer pairs. */
  pointsPerCall: number;
  /** The period we ask for, in seconds: how far apart a series' points are. */
  periodSeconds: number;
  /** The call names one namespace (a product: ECS, RDS ...), so it holds one resource type. */
  typePerCall?: boolean;
}

export const METRIC_LIMITS: Record<ProviderCode, MetricApiLimits> = {
  ALI: {
    api: 'CMS DescribeMetricList',
    resourcesPerCall: 50,
    metricsPerCall: 1,
    pairsPerCall: 50,
    callsPerSecond: 50,
    freeCallsPerMonth: 1_000_000,
    // Length: points a page (NextToken pages on); sized so a call is one page.
    pointsPerCall: 1000,
    periodSeconds: 60,
    typePerCall: true,
  },
  TENGXUN: {
    api: 'Monitor GetMonitorData',
    resourcesPerCall: 10,
    metricsPerCall: 1,
    pairsPerCall: 10,
    callsPerSecond: 20,
    // 1,440 points an instance.
    pointsPerCall: 14_400,
    periodSeconds: 60,
    typePerCall: true,
  },
  HUAWEI: {
    api: 'CES BatchListMetricData',
    resourcesPerCall: 500,
    metricsPerCall: 500,
    pairsPerCall: 500,
    callsPerSecond: 500 / 60,
    // metrics x (to - from) / period; past it CES silently moves `from`.
    pointsPerCall: 3000,
    periodSeconds: 300,
  },
  AWS: {
    api: 'CloudWatch GetMetricData',
    resourcesPerCall: 500,
    metricsPerCall: 500,
    pairsPerCall: 500,
    callsPerSecond: 50,
    pointsPerCall: 100_800,
    periodSeconds: 60,
  },
  JINGDONG: {
    api: 'Monitor describeMetricData',
    resourcesPerCall: 1,
    metricsPerCall: 1,
    pairsPerCall: 1,
    callsPerSecond: 10,
    assumed: true,
    pointsPerCall: 1440,
    periodSeconds: 60,
  },
  QINGYUN: {
    api: 'GetMonitor',
    resourcesPerCall: 1,
    metricsPerCall: 10,
    pairsPerCall: 10,
    callsPerSecond: 10,
    assumed: true,
    // The shortest step GetMonitor offers is 5m.
    pointsPerCall: 10 * 288,
    periodSeconds: 300,
  },
};

const MINUTES_PER_MONTH = 30 * 24 * 60;

/**
 * A metric API named by its provider (the provider's main monitoring call) or given by its
 * limits (a second call kind, such as Alibaba's per-disk ECS call: metric-call-kinds.ts).
 */
export type MetricApi = ProviderCode | MetricApiLimits;
export const limitsOf = (p: MetricApi): MetricApiLimits =>
  typeof p === 'string' ? METRIC_LIMITS[p] : p;

/**
 * Calls an account may make a minute: half the documented rate, and (Alibaba) half of the free
 * monthly quota spread evenly, so monitoring never costs money or starves the console's own calls.
 */
export function callBudgetPerMinute(p: MetricApi): number {
  const l = limitsOf(p);
  const rate = (l.callsPerSecond * 60) / 2;
  return l.freeCallsPerMonth ? Math.min(rate, l.freeCallsPerMonth / MINUTES_PER_MONTH / 2) : rate;
}

function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = out.get(k);
    if (list) list.push(x);
    else out.set(k, [x]);
  }
  return out;
}

export interface MetricPair<R = string> {
  resource: R;
  metric: string;
  /**
   * Series the pair becomes at the provider (default 1): Huawei reads a DDS instance per node,
   * so its pair counts once per node against the call's metrics and points.
   */
  weight?: number;
}

/** Pairs one call may take over a window of `windowMs` (the provider's point cap). */
export function pairsPerCall(p: MetricApi, windowMs?: number): number {
  const l = limitsOf(p);
  if (!windowMs) return l.pairsPerCall;
  const perSeries = Math.max(1, Math.ceil(windowMs / (l.periodSeconds * 1000)));
  return Math.max(1, Math.min(l.pairsPerCall, Math.floor(l.pointsPerCall / perSeries)));
}

/**
 * Batches resource x metric pairs into calls as the provider takes them: pairs of one metric
 * together (the providers that read one metric a call), each call within the per-call maxima
 * and, given the window read, within the points one call may answer.
 */
export function batchCalls<P extends MetricPair<unknown>>(
  p: MetricApi,
  pairs: readonly P[],
  windowMs?: number,
): P[][] {
  const l = limitsOf(p);
  const maxPairs = pairsPerCall(p, windowMs);
  const calls: P[][] = [];
  const key = (x: P) => (l.metricsPerCall === 1 ? x.metric : String(x.resource));
  const byKey = groupBy(pairs, key);
  // Fill each call up to its maxima; a new resource or metric past a limit starts a new call.
  let cur: P[] = [];
  let size = 0;
  let res = new Set<unknown>();
  let met = new Set<string>();
  const flush = () => {
    if (cur.length) calls.push(cur);
    cur = [];
    size = 0;
    res = new Set();
    met = new Set();
  };
  for (const group of byKey.values()) {
    if (l.metricsPerCall === 1) flush();
    for (const x of group) {
      const addsRes = !res.has(x.resource);
      const addsMet = !met.has(x.metric);
      const w = x.weight ?? 1;
      if (
        (cur.length && size + w > maxPairs) ||
        (addsRes && res.size >= l.resourcesPerCall) ||
        (addsMet && met.size >= l.metricsPerCall)
      )
        flush();
      cur.push(x);
      size += w;
      res.add(x.resource);
      met.add(x.metric);
    }
  }
  flush();
  return calls;
}

/** A pair as the poller plans it: where the resource is and what type it is. */
export interface PlannedPair extends MetricPair {
  region: string;
  type: string;
}

/**
 * An account's pairs as the provider's calls: one region a call (every monitoring API is
 * regional), one resource type a call where the call names a product namespace, then batched.
 */
export function planCalls<P extends PlannedPair>(
  p: MetricApi,
  pairs: readonly P[],
  windowMs?: number,
): { region: string; pairs: P[] }[] {
  const groups = groupBy(pairs, (x) =>
    limitsOf(p).typePerCall ? `${x.region}|${x.type}` : x.region,
  );
  return [...groups.values()].flatMap((g) =>
    batchCalls(p, g, windowMs).map((call) => ({ region: g[0]!.region, pairs: call })),
  );
}
