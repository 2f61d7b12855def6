import type { CloudAdapter } from '../../adapter.ts';
import { PER, PointsBy, mapQueries, seriesOf, type ProviderMetricTable } from '../metric-kit.ts';
import {
  cesSeriesOf,
  combineNodes,
  type CesDimension,
  type CesSeries,
} from './metric-dimensions.ts';

/**
 * Cloud Eye (CES) batch query, POST /V1.0/{project_id}/batch-query-metric-data: up to 500
 * metrics of any namespaces a call; metrics x (to - from) / period must stay within 3,000
 * points or CES silently moves `from` (the poller sizes calls to that, metric-limits).
 */
export const HUAWEI_METRICS: ProviderMetricTable = {
  host: {
    namespace: 'SYS.ECS',
    dimension: 'instance_id',
    metrics: {
      cpu: { name: 'cpu_util', scale: PER.same },
      memory: { name: 'mem_util', scale: PER.same },
      diskRead: { name: 'disk_read_bytes_rate', scale: PER.bytesToKB },
      diskWrite: { name: 'disk_write_bytes_rate', scale: PER.bytesToKB },
      netIn: { name: 'network_incoming_bytes_rate_inband', scale: PER.bytesToKbit },
      netOut: { name: 'network_outgoing_bytes_rate_inband', scale: PER.bytesToKbit },
    },
  },
  // Named "<server ID>-<drive letter>" from the disk's attachment (metric-dimensions.ts).
  disk: {
    namespace: 'SYS.EVS',
    dimension: 'disk_name',
    metrics: {
      diskRead: { name: 'disk_device_read_bytes_rate', scale: PER.bytesToKB },
      diskWrite: { name: 'disk_device_write_bytes_rate', scale: PER.bytesToKB },
    },
  },
  database: {
    namespace: 'SYS.RDS',
    dimension: 'rds_cluster_id',
    metrics: {
      cpu: { name: 'rds001_cpu_util', scale: PER.same },
      memory: { name: 'rds002_mem_util', scale: PER.same },
      connections: { name: 'rds006_conn_count', scale: PER.same },
      diskRead: { name: 'rds049_disk_read_throughput', scale: PER.bytesToKB },
      diskWrite: { name: 'rds050_disk_write_throughput', scale: PER.bytesToKB },
    },
  },
  redis: {
    namespace: 'SYS.DCS',
    dimension: 'dcs_instance_id',
    metrics: {
      cpu: { name: 'cpu_usage', scale: PER.same },
      memory: { name: 'memory_usage', scale: PER.same },
      connections: { name: 'connected_clients', scale: PER.same },
      netIn: { name: 'instantaneous_input_kbps', scale: PER.kbytesToKbit },
      netOut: { name: 'instantaneous_output_kbps', scale: PER.kbytesToKbit },
    },
  },
  // Read per node (mongodb_instance_id, mongodb_node_id) and combined (metric-dimensions.ts).
  mongo: {
    namespace: 'SYS.DDS',
    dimension: 'mongodb_node_id',
    metrics: {
      cpu: { name: 'mongo031_cpu_usage', scale: PER.same },
      memory: { name: 'mongo032_mem_usage', scale: PER.same },
      // "Active Node Connections", a count per node (mongo007_connections_usage is its %).
      connections: { name: 'mongo007_connections', scale: PER.same },
    },
  },
  eip: {
    namespace: 'SYS.VPC',
    dimension: 'publicip_id',
    metrics: {
      // "Upstream" is what leaves the cloud through the address.
      bandwidthIn: { name: 'downstream_bandwidth', scale: PER.bitsToMbit },
      bandwidthOut: { name: 'upstream_bandwidth', scale: PER.bitsToMbit },
    },
  },
};

/** The adapter's signed call (service, region, method, path, query, body, project). */
export type HwCall = <T>(
  service: string,
  region: string,
  method: 'GET' | 'POST',
  path: string,
  query?: Record<string, string>,
  payload?: object,
  projectId?: string,
) => Promise<T>;

interface HwMetricData {
  namespace: string;
  metric_name: string;
  dimensions?: CesDimension[];
  datapoints?: { average?: number; timestamp: number }[];
}

const keyOf = (ns: string, name: string, dims: CesDimension[] | undefined) =>
  `${ns}|${name}|${(dims ?? []).map((d) => `${d.name}=${d.value}`).join(',')}`;

/**
 * Reads one batch query through the adapter's signed call, in the region's project. A query
 * may be asked as several series (a DDS instance's nodes) or none (a detached disk: it has no
 * metrics, so nothing is asked and its series is empty); a call with nothing to ask is not made.
 */
export const hwMetrics =
  (
    call: HwCall,
    projectFor: (region: string) => Promise<string>,
  ): NonNullable<CloudAdapter['readMetrics']> =>
  async (region, queries, { fromMs, toMs }) => {
    const mapped = mapQueries(HUAWEI_METRICS, queries).map((m) => ({
      m,
      asked: cesSeriesOf(m.query, m.type.dimension),
    }));
    const metrics = mapped.flatMap(({ m, asked }) =>
      asked.map((a) => ({
        namespace: m.type.namespace,
        metric_name: m.metric.name,
        dimensions: a.dimensions,
      })),
    );
    const points = new PointsBy();
    if (metrics.length) {
      const projectId = await projectFor(region);
      const reply = await call<{ metrics?: HwMetricData[] }>(
        'ces',
        region,
        'POST',
        `/V1.0/${projectId}/batch-query-metric-data`,
        {},
        { metrics, from: fromMs, to: toMs, period: '300', filter: 'average' },
        projectId,
      );
      for (const d of reply.metrics ?? []) {
        const key = keyOf(d.namespace, d.metric_name, d.dimensions);
        for (const p of d.datapoints ?? []) points.add(key, p.timestamp, p.average);
      }
    }
    return mapped.map(({ m, asked }) => {
      const of = (a: CesSeries) => points.get(keyOf(m.type.namespace, m.metric.name, a.dimensions));
      if (m.query.type !== 'mongo') return seriesOf(m, asked[0] ? of(asked[0]) : []);
      const perNode = asked.map((a) => ({ node: a.node!, points: of(a) }));
      return seriesOf(m, combineNodes(m.query.metric, perNode));
    });
  };
