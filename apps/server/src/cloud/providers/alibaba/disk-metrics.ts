import {
  CloudError,
  type MetricQuery,
  type MetricSeries,
  type MetricWindow,
} from '../../adapter.ts';
import { PER, mapQueries, seriesOf, type ProviderType } from '../metric-kit.ts';
import type { AliCall } from './call.ts';

/**
 * A disk's I/O at Alibaba: ECS DescribeDiskMonitorData, not CloudMonitor (which documents no
 * per-disk namespace). One disk a call; each entry of MonitorData.DiskMonitorData holds the
 * disk's IOPSRead/Write, BPSRead/Write (B/s), LatencyRead/Write (µs) at TimeStamp. Our disk
 * metrics are its throughput (contract TYPE_METRICS.disk); IOPS and latency have no metric of
 * ours yet. help.aliyun.com/document_detail/25614.html.
 */
export const ALI_DISK_METRICS: ProviderType = {
  namespace: 'ecs:DescribeDiskMonitorData',
  dimension: 'DiskId',
  metrics: {
    diskRead: { name: 'BPSRead', scale: PER.bytesToKB },
    diskWrite: { name: 'BPSWrite', scale: PER.bytesToKB },
  },
};

const MINUTE = 60_000;
/** (EndTime - StartTime) / Period may not pass 400 (InvalidParameter.TooManyDataQueried). */
const MAX_PERIODS = 400;

/** ECS times: ISO 8601 in UTC to the second (yyyy-MM-ddTHH:mm:ssZ). */
const ecsTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

interface DiskEntry {
  TimeStamp?: unknown;
  [field: string]: unknown;
}

/** The reply's entries, or a provider error naming what was wrong with it. */
function entriesOf(reply: Record<string, unknown>): DiskEntry[] {
  const data = reply.MonitorData as { DiskMonitorData?: unknown } | undefined;
  const list = data?.DiskMonitorData;
  if (!Array.isArray(list)) {
    throw new CloudError(
      'ALI',
      'provider',
      'DescribeDiskMonitorData: the reply has no MonitorData.DiskMonitorData list',
    );
  }
  return list as DiskEntry[];
}

/**
 * Reads each disk's queries with one call a disk (a window past 400 minutes in several, which
 * the poller, reading at most 6 h, never asks for). A point's time is its minute's start, as
 * the other readers give it; ECS rounds a time with seconds up to the next minute, so the
 * window's first whole minute is asked for, and its last (the window's end is not included).
 */
export async function readAliDisks(
  call: AliCall,
  region: string,
  queries: MetricQuery[],
  { fromMs, toMs }: MetricWindow,
): Promise<MetricSeries[]> {
  const mapped = mapQueries({ disk: ALI_DISK_METRICS }, queries);
  const disks = [...new Set(mapped.map((m) => m.query.providerId))];
  const first = Math.ceil(fromMs / MINUTE) * MINUTE;
  const last = Math.ceil(toMs / MINUTE) * MINUTE - MINUTE;
  const entries = new Map<string, DiskEntry[]>();
  for (const disk of disks) {
    const mine: DiskEntry[] = [];
    for (let start = first; start <= last; start += (MAX_PERIODS + 1) * MINUTE) {
      const end = Math.min(last, start + MAX_PERIODS * MINUTE);
      const reply = await call('ecs', 'DescribeDiskMonitorData', region, {
        DiskId: disk,
        StartTime: ecsTime(start),
        EndTime: ecsTime(end),
        Period: '60',
      });
      mine.push(...entriesOf(reply));
    }
    entries.set(disk, mine);
  }
  return mapped.map((m) =>
    seriesOf(
      m,
      (entries.get(m.query.providerId) ?? []).map((e): [number, unknown] => [
        Date.parse(String(e.TimeStamp)),
        e[m.metric.name],
      ]),
    ),
  );
}
