import type { CloudAdapter } from '../../adapter.ts';
import { PER, mapQueries, seriesOf, type ProviderMetricTable } from '../metric-kit.ts';

/**
 * JD Cloud Monitor describeMetricData, GET /v1/regions/{region}/metrics/{metric}/metricData:
 * one resource (resourceId + serviceCode) and one metric a call; points come back in
 * result.metricDatas[].data[] as {timestamp (ms), value}. No rate is documented (assumed in
 * metric-limits).
 */
export const JINGDONG_METRICS: ProviderMetricTable = {
  host: {
    namespace: 'vm',
    dimension: 'resourceId',
    metrics: {
      cpu: { name: 'vm.cpu.util', scale: PER.same },
      memory: { name: 'vm.memory.usage', scale: PER.same },
      diskRead: { name: 'vm.disk.bytes.read', scale: PER.bytesToKB },
      diskWrite: { name: 'vm.disk.bytes.write', scale: PER.bytesToKB },
      netIn: { name: 'vm.network.bytes.incoming', scale: PER.bitsToKbit },
      netOut: { name: 'vm.network.bytes.outgoing', scale: PER.bitsToKbit },
    },
  },
  // JD's metric docs (documentation/Management/Monitoring/Metrics/*.md): disk.md, rds.md
  // (MySQL), redis.md, mongodb.md, ip.md.
  disk: {
    namespace: 'disk',
    dimension: 'resourceId',
    metrics: {
      diskRead: { name: 'ebs.volume.bytes.read', scale: PER.bytesToKB },
      diskWrite: { name: 'ebs.volume.bytes.write', scale: PER.bytesToKB },
    },
  },
  database: {
    namespace: 'database',
    dimension: 'resourceId',
    metrics: {
      cpu: { name: 'database.docker.cpu.util', scale: PER.same },
      memory: { name: 'database.docker.memory.pused', scale: PER.same },
      connections: { name: 'database.DBMonitor.ConnectCount', scale: PER.same },
      diskRead: { name: 'database.DBMonitor.InnodbBytesRW.Read', scale: PER.bytesToKB },
      diskWrite: { name: 'database.DBMonitor.InnodbBytesRW.Write', scale: PER.bytesToKB },
    },
  },
  // The instance group has no CPU (only per node), so CPU is not read.
  redis: {
    namespace: 'redis',
    dimension: 'resourceId',
    metrics: {
      memory: { name: 'jmiss.redis.cluster.memory_usage', scale: PER.same },
      connections: { name: 'jmiss.redis.cluster.connected_clients', scale: PER.same },
      netIn: { name: 'jmiss.redis.cluster.net_io_in_per_sec', scale: PER.bytesToKbit },
      netOut: { name: 'jmiss.redis.cluster.net_io_out_per_sec', scale: PER.bytesToKbit },
    },
  },
  mongo: {
    namespace: 'mongodb',
    dimension: 'resourceId',
    metrics: {
      cpu: { name: 'jmiss.mongo.instance.cpu_percent', scale: PER.same },
      memory: { name: 'jmiss.mongo.instance.mem_percent', scale: PER.same },
      connections: { name: 'jmiss.mongo.instance.connections', scale: PER.same },
    },
  },
  eip: {
    namespace: 'ip',
    dimension: 'resourceId',
    metrics: {
      bandwidthIn: { name: 'floatingip.incoming.bytes', scale: PER.bitsToMbit },
      bandwidthOut: { name: 'floatingip.outgoing.bytes', scale: PER.bitsToMbit },
    },
  },
};

export type JdCall = (
  service: string,
  region: string,
  method: 'GET' | 'POST',
  path: string,
  query?: Record<string, string>,
) => Promise<Record<string, unknown>>;

interface JdMetricData {
  data?: { timestamp: number; value?: number | string }[];
}

/** JD's times: ISO 8601 with the offset written +0000. */
const jdTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/** Reads each query with its own describeMetricData call (the poller gives one a call). */
/** Types whose metrics JD keys by node role as well (rds.md, mongodb.md). */
const ROLE_TAGGED = new Set(['database', 'mongo']);

export const jdMetrics =
  (call: JdCall): NonNullable<CloudAdapter['readMetrics']> =>
  async (region, queries, { fromMs, toMs }) => {
    const out = [];
    for (const m of mapQueries(JINGDONG_METRICS, queries)) {
      const result = await call(
        'monitor',
        region,
        'GET',
        `/metrics/${encodeURIComponent(m.metric.name)}/metricData`,
        {
          serviceCode: m.type.namespace,
          resourceId: m.query.providerId,
          startTime: jdTime(fromMs),
          endTime: jdTime(toMs - 1),
          aggrType: 'avg',
          downSampleType: 'avg',
          // The databases answer per role; the primary's (M) is the instance's.
          ...(ROLE_TAGGED.has(m.query.type)
            ? { 'tags.1.key': 'role', 'tags.1.values.1': 'M' }
            : {}),
        },
      );
      const data = ((result.metricDatas as JdMetricData[] | undefined) ?? []).flatMap(
        (d) => d.data ?? [],
      );
      out.push(
        seriesOf(
          m,
          data.map((p): [number, unknown] => [p.timestamp, p.value]),
        ),
      );
    }
    return out;
  };
