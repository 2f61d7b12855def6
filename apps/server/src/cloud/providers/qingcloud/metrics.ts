import type { CloudAdapter } from '../../adapter.ts';
import { PER, mapQueries, seriesOf, type Mapped, type ProviderMetricTable } from '../metric-kit.ts';

/**
 * QingCloud GetMonitor: one resource a call with its meters (meters.n), steps of 5m at the
 * finest; each meter's series comes compressed: the first item [time, value], then values a
 * step apart, an item [time or offset, value] after a gap (qingcloud-sdk-python). Databases
 * and caches have their own monitor calls, not read yet; a host's NIC meter needs its MAC.
 */
export const QINGYUN_METRICS: ProviderMetricTable = {
  host: {
    namespace: 'instance',
    dimension: 'resource',
    metrics: {
      // CPU and memory come in tenths of a per cent.
      cpu: { name: 'cpu', scale: 0.1 },
      memory: { name: 'memory', scale: 0.1 },
      diskRead: { name: 'disk-os', scale: PER.bytesToKB, index: 0 },
      diskWrite: { name: 'disk-os', scale: PER.bytesToKB, index: 1 },
    },
  },
  eip: {
    namespace: 'eip',
    dimension: 'resource',
    metrics: {
      bandwidthIn: { name: 'traffic', scale: PER.bitsToMbit, index: 0 },
      bandwidthOut: { name: 'traffic', scale: PER.bitsToMbit, index: 1 },
    },
  },
};

const STEP_S = 300;

type QcCall = (
  action: string,
  zone: string | undefined,
  params?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/** A meter's compressed series as [epoch ms, value]. */
export function decompress(data: unknown[]): [number, unknown][] {
  const out: [number, unknown][] = [];
  // A meter of several values ([in, out]) has arrays as values; a timed item holds one.
  const multi = Array.isArray(data[0]) && Array.isArray((data[0] as unknown[])[1]);
  let t = 0;
  for (const item of data) {
    const timed =
      Array.isArray(item) &&
      item.length === 2 &&
      typeof item[0] === 'number' &&
      (out.length === 0 || !multi || Array.isArray(item[1]));
    if (timed) {
      const [at, v] = item as [number, unknown];
      t = at > 1e9 ? at : t + at;
      out.push([t * 1000, v]);
    } else {
      t += STEP_S;
      out.push([t * 1000, item]);
    }
  }
  return out;
}

const valueAt = (m: Mapped, v: unknown) =>
  m.metric.index === undefined ? v : (v as unknown[])?.[m.metric.index];

/** Reads each resource's meters with one GetMonitor call through the adapter's signed call. */
export const qcMetrics =
  (call: QcCall): NonNullable<CloudAdapter['readMetrics']> =>
  async (zone, queries, { fromMs, toMs }) => {
    const mapped = mapQueries(QINGYUN_METRICS, queries);
    const byResource = new Map<string, Mapped[]>();
    for (const m of mapped)
      byResource.set(m.query.providerId, [...(byResource.get(m.query.providerId) ?? []), m]);
    const out = [];
    for (const [resource, ms] of byResource) {
      const meters = [...new Set(ms.map((m) => m.metric.name))];
      const reply = await call('GetMonitor', zone, {
        resource,
        ...Object.fromEntries(meters.map((x, i) => [`meters.${i + 1}`, x])),
        step: '5m',
        start_time: new Date(fromMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        end_time: new Date(toMs - 1).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      });
      const set = (reply.meter_set as { meter_id: string; data?: unknown[] }[] | undefined) ?? [];
      const data = new Map(set.map((x) => [x.meter_id, decompress(x.data ?? [])]));
      for (const m of ms) {
        const points = (data.get(m.metric.name) ?? []).map(([t, v]): [number, unknown] => [
          t,
          valueAt(m, v),
        ]);
        out.push(seriesOf(m, points));
      }
    }
    return out;
  };
