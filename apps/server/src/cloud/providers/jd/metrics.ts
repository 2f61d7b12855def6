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
  disk: {
    namespace: 'disk',
    dimension: 'resourceId',
    metrics: {
      diskRead: { name: 'disk.bytes.read', scale: PER.bytesToKB },
      diskWrite: { name: 'disk.bytes.write', scale: PER.bytesToKB },
    },
  },
  database: {
    namespace: 'database',
    dimension: 'resourceId',
    metrics: {
      cpu: { name: 'database.docker.cpu.util', scale: PER.same },
      memory: { name: 'database.docker.memory.pused', scale: PER.same },
      connections: { name: 'database.docker.connections', scale: PER.same },
    },
  },
  redis: {
    namespace: 'redis2',
    dimension: 'resourceId',
    metrics: {
      cpu: { name: 'redis2.cpu.util', scale: PER.same },
      memory: { name: 'redis2.memory.usage', scale: PER.same },
      connections: { name: 'redis2.connected.clients', scale: PER.same },
    },
  },
  mongo: {
    namespace: 'mongodb',
    dimension: 'resourceId',
    metrics: {
      cpu: { name: 'mongodb.cpu.util', scale: PER.same },
      memory: { name: 'mongodb.memory.usage', scale: PER.same },
      connections: { name: 'mongodb.connections.current', scale: PER.same },
    },
  },
  eip: {
    namespace: 'ip',
    dimension: 'resourceId',
    metrics: {
      bandwidthIn: { name: 'ip.bw.in', scale: PER.bitsToMbit },
      bandwidthOut: { name: 'ip.bw.out', scale: PER.bitsToMbit },
    },
  },
};

type JdCall = (
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
