import type { CloudAdapter, MetricQuery, MetricSeries, MetricWindow } from '../../adapter.ts';
import { PER, PointsBy, mapQueries, seriesOf, type ProviderMetricTable } from '../metric-kit.ts';
import type { AliCall } from './call.ts';
import { ALI_DISK_METRICS, readAliDisks } from './disk-metrics.ts';

/**
 * CloudMonitor (CMS 2019-01-01) DescribeMetricList: one namespace and one metric a call, up to
 * 50 instances in Dimensions, `Length` points a page and NextToken after. Datapoints is a JSON
 * string of {timestamp (ms), instanceId, Average, ...}.
 */
export const ALI_METRICS: ProviderMetricTable = {
  host: {
    namespace: 'acs_ecs_dashboard',
    dimension: 'instanceId',
    metrics: {
      cpu: { name: 'CPUUtilization', scale: PER.same },
      // Published by the CloudMonitor agent.
      memory: { name: 'memory_usedutilization', scale: PER.same },
      diskRead: { name: 'DiskReadBPS', scale: PER.bytesToKB },
      diskWrite: { name: 'DiskWriteBPS', scale: PER.bytesToKB },
      netIn: { name: 'InternetInRate', scale: PER.bitsToKbit },
      netOut: { name: 'InternetOutRate', scale: PER.bitsToKbit },
    },
  },
  // Not CloudMonitor, which documents no per-disk namespace (acs_ebs_dashboard was a guess
  // that answers nothing): ECS DescribeDiskMonitorData, one disk a call (disk-metrics.ts).
  disk: ALI_DISK_METRICS,
  database: {
    namespace: 'acs_rds_dashboard',
    dimension: 'instanceId',
    metrics: {
      cpu: { name: 'CpuUsage', scale: PER.same },
      memory: { name: 'MemoryUsage', scale: PER.same },
      connections: { name: 'MySQL_ActiveSessions', scale: PER.same },
      // KB/s, as CloudMonitor's RDS list gives them.
      diskRead: { name: 'MySQL_InnoDBDataRead', scale: PER.same },
      diskWrite: { name: 'MySQL_InnoDBDataWritten', scale: PER.same },
    },
  },
  // The standard architecture's names (CloudMonitor "Redis Standard": Standard*, KB/s traffic);
  // cluster and read/write-splitting instances publish Sharding* / Splitrw* names, not read.
  redis: {
    namespace: 'acs_kvstore',
    dimension: 'instanceId',
    metrics: {
      cpu: { name: 'StandardCpuUsage', scale: PER.same },
      memory: { name: 'StandardMemoryUsage', scale: PER.same },
      connections: { name: 'StandardUsedConnection', scale: PER.same },
      netIn: { name: 'StandardIntranetIn', scale: PER.kbytesToKbit },
      netOut: { name: 'StandardIntranetOut', scale: PER.kbytesToKbit },
    },
  },
  mongo: {
    namespace: 'acs_mongodb',
    dimension: 'instanceId',
    metrics: {
      cpu: { name: 'CPUUtilization', scale: PER.same },
      memory: { name: 'MemoryUtilization', scale: PER.same },
      connections: { name: 'ConnectionAmount', scale: PER.same },
    },
  },
  eip: {
    namespace: 'acs_vpc_eip',
    dimension: 'instanceId',
    metrics: {
      bandwidthIn: { name: 'net_rx.rate', scale: PER.bitsToMbit },
      bandwidthOut: { name: 'net_tx.rate', scale: PER.bitsToMbit },
    },
  },
};

/** Points a page: the poller sizes a call to one page (metric-limits pointsPerCall). */
const LENGTH = '1000';

interface AliPoint {
  timestamp: number;
  Average?: number;
  [dimension: string]: unknown;
}

/**
 * Reads one call's worth through the adapter's signed call: disks by ECS, one disk a call; the
 * rest by one DescribeMetricList call (every page of it). The poller never mixes the two.
 */
export const aliMetrics =
  (call: AliCall): NonNullable<CloudAdapter['readMetrics']> =>
  async (region, queries, window) => {
    const disks = queries.filter((q) => q.type === 'disk');
    const others = queries.filter((q) => q.type !== 'disk');
    return [
      ...(disks.length ? await readAliDisks(call, region, disks, window) : []),
      ...(others.length ? await readCms(call, region, others, window) : []),
    ];
  };

async function readCms(
  call: AliCall,
  region: string,
  queries: MetricQuery[],
  { fromMs, toMs }: MetricWindow,
): Promise<MetricSeries[]> {
  const mapped = mapQueries(ALI_METRICS, queries);
  const first = mapped[0];
  if (!first) return [];
  const points = new PointsBy();
  let next: string | undefined;
  do {
    const reply = await call('cms', 'DescribeMetricList', region, {
      Namespace: first.type.namespace,
      MetricName: first.metric.name,
      Period: '60',
      StartTime: String(fromMs),
      // CMS's EndTime is inclusive; ours is not.
      EndTime: String(toMs - 1),
      Dimensions: JSON.stringify(mapped.map((m) => ({ [m.type.dimension]: m.query.providerId }))),
      Length: LENGTH,
      ...(next ? { NextToken: next } : {}),
    });
    const list = JSON.parse(String(reply.Datapoints || '[]')) as AliPoint[];
    for (const p of list) {
      points.add(String(p[first.type.dimension] ?? ''), p.timestamp, p.Average);
    }
    next = typeof reply.NextToken === 'string' && reply.NextToken ? reply.NextToken : undefined;
  } while (next);
  return mapped.map((m): MetricSeries => seriesOf(m, points.get(m.query.providerId)));
}
