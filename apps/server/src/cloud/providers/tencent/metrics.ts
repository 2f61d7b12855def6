import type { CloudAdapter } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { lazy } from '../lazy.ts';
import {
  PER,
  PointsBy,
  mapQueries,
  seriesOf,
  type Mapped,
  type ProviderMetricTable,
} from '../metric-kit.ts';
import { tencentConfig } from './adapter.ts';

/**
 * Cloud Monitor (monitor 2018-07-24) GetMonitorData through the official SDK: one namespace
 * and one metric a call, up to 10 instances, each named by its dimensions; DataPoints answers
 * each instance's Timestamps (seconds) and Values side by side.
 */
export const TENGXUN_METRICS: ProviderMetricTable = {
  host: {
    namespace: 'QCE/CVM',
    dimension: 'InstanceId',
    metrics: {
      cpu: { name: 'CpuUsage', scale: PER.same },
      memory: { name: 'MemUsage', scale: PER.same },
      // Mbit/s on the public network.
      netIn: { name: 'WanIntraffic', scale: PER.mbitToKbit },
      netOut: { name: 'WanOuttraffic', scale: PER.mbitToKbit },
    },
  },
  disk: {
    namespace: 'QCE/BLOCK_STORAGE',
    dimension: 'diskId',
    metrics: {
      diskRead: { name: 'DiskReadTraffic', scale: PER.same },
      diskWrite: { name: 'DiskWriteTraffic', scale: PER.same },
    },
  },
  database: {
    namespace: 'QCE/CDB',
    dimension: 'InstanceId',
    metrics: {
      cpu: { name: 'CpuUseRate', scale: PER.same },
      memory: { name: 'MemoryUseRate', scale: PER.same },
      connections: { name: 'ThreadsConnected', scale: PER.same },
      diskRead: { name: 'InnodbDataRead', scale: PER.bytesToKB },
      diskWrite: { name: 'InnodbDataWritten', scale: PER.bytesToKB },
    },
  },
  redis: {
    namespace: 'QCE/REDIS_MEM',
    dimension: 'instanceid',
    metrics: {
      cpu: { name: 'CpuUtil', scale: PER.same },
      memory: { name: 'MemUtil', scale: PER.same },
      connections: { name: 'Connections', scale: PER.same },
      netIn: { name: 'InFlow', scale: PER.mbitToKbit },
      netOut: { name: 'OutFlow', scale: PER.mbitToKbit },
    },
  },
  mongo: {
    namespace: 'QCE/CMONGO',
    dimension: 'target',
    metrics: {
      cpu: { name: 'CpuUsage', scale: PER.same },
      memory: { name: 'MemUsage', scale: PER.same },
      // The instance's connections (document 248/35671); Conn is a node's.
      connections: { name: 'ClusterConn', scale: PER.same },
    },
  },
  // The eip dimension's value is the address itself (document 248/34646).
  eip: {
    namespace: 'QCE/LB',
    dimension: 'eip',
    byAddress: true,
    metrics: {
      bandwidthIn: { name: 'VipIntraffic', scale: PER.same },
      bandwidthOut: { name: 'VipOuttraffic', scale: PER.same },
    },
  },
};

const sdk = lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/monitor/index.js'));

type Caller = <T>(action: string, run: () => Promise<T>) => Promise<T>;

/** What names the resource in its dimension: its address where the type is keyed by it. */
const dimensionValue = (m: Mapped) => (m.type.byAddress && m.query.address) || m.query.providerId;

/** Reads one GetMonitorData call with the adapter's keys and error mapping. */
export const tcMetrics =
  (setting: AdapterSetting, call: Caller): NonNullable<CloudAdapter['readMetrics']> =>
  async (region, queries, { fromMs, toMs }) => {
    const mapped = mapQueries(TENGXUN_METRICS, queries);
    const first = mapped[0];
    if (!first) return [];
    const client = new (await sdk()).monitor.v20180724.Client(
      tencentConfig(setting, 'monitor', region),
    );
    const r = await call('GetMonitorData', () =>
      client.GetMonitorData({
        Namespace: first.type.namespace,
        MetricName: first.metric.name,
        Period: 60,
        StartTime: new Date(fromMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        EndTime: new Date(toMs - 1).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Instances: mapped.map((m) => ({
          Dimensions: [{ Name: m.type.dimension, Value: dimensionValue(m) }],
        })),
      }),
    );
    const points = new PointsBy();
    for (const d of r.DataPoints ?? []) {
      const id = d.Dimensions?.find((x) => x.Name === first.type.dimension)?.Value ?? '';
      (d.Timestamps ?? []).forEach((t, i) => points.add(id, t * 1000, d.Values?.[i]));
    }
    return mapped.map((m) => seriesOf(m, points.get(dimensionValue(m))));
  };
