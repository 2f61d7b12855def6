import type { MetricName } from '@ecloud/contract';
import type { MetricQuery, MetricSeries, ResourceType } from '../adapter.ts';

/**
 * What the six metric readers share: each provider's names for our metrics (a table per
 * provider, in its metrics.ts) and turning its points into ours. Sources and assumed names are
 * recorded in docs/decisions.md ("Metric adapters").
 */

/** One of our metrics at a provider: its metric name, and the factor into our unit. */
export interface ProviderMetric {
  name: string;
  /** Multiplies the provider's value into our unit (contract METRICS). */
  scale: number;
  /** The statistic to ask for where the provider takes one (AWS: Sum of a per-period count). */
  stat?: string;
  /** Which value of a meter that answers several at once (QingCloud's [in, out]). */
  index?: number;
}

/** A resource type at a provider: its namespace (or service code) and its metrics. */
export interface ProviderType {
  namespace: string;
  /** The dimension that names one resource. */
  dimension: string;
  /** The dimension's value is the resource's public address, not its id (Tencent's EIPs). */
  byAddress?: boolean;
  metrics: Partial<Record<MetricName, ProviderMetric>>;
}

export type ProviderMetricTable = Partial<Record<ResourceType, ProviderType>>;

/** Unit factors, named by what they convert (provider unit -> ours). */
export const PER = {
  same: 1,
  bytesToKB: 1 / 1024,
  bitsToKbit: 1 / 1000,
  bytesToKbit: 8 / 1000,
  kbytesToKbit: 8,
  mbitToKbit: 1000,
  bitsToMbit: 1 / 1_000_000,
  bytesToMbit: 8 / 1_000_000,
} as const;

/** A query with its provider names, or none where the provider does not publish that metric. */
export interface Mapped {
  query: MetricQuery;
  type: ProviderType;
  metric: ProviderMetric;
}

/** The queries the provider can answer, with their names there. */
export function mapQueries(table: ProviderMetricTable, queries: MetricQuery[]): Mapped[] {
  return queries.flatMap((query) => {
    const type = table[query.type];
    const metric = type?.metrics[query.metric];
    return type && metric ? [{ query, type, metric }] : [];
  });
}

/** Rounded to what a chart shows; providers answer floats with noise digits. */
const tidy = (v: number) => Math.round(v * 10_000) / 10_000;

/** A series in our unit, oldest first, without points that are not numbers. */
export function seriesOf(m: Mapped, points: Iterable<[number, unknown]>): MetricSeries {
  const out: [number, number][] = [];
  for (const [t, raw] of points) {
    const v = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof v === 'number' && Number.isFinite(v) && Number.isFinite(t))
      out.push([t, tidy(v * m.metric.scale)]);
  }
  out.sort((a, b) => a[0] - b[0]);
  return { ...m.query, points: out };
}

/** Points gathered by a key (a resource id, a query id) as a reply lists them. */
export class PointsBy {
  private readonly by = new Map<string, [number, unknown][]>();
  add(key: string, t: number, v: unknown): void {
    const list = this.by.get(key);
    if (list) list.push([t, v]);
    else this.by.set(key, [[t, v]]);
  }
  get(key: string): [number, unknown][] {
    return this.by.get(key) ?? [];
  }
}
