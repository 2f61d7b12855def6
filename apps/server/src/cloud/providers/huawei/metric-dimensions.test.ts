import { describe, expect, it } from 'vitest';
import {
  useFakeCloud,
  type FakeCloud,
  type FakeCloudSetup,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import { HW_DDS_NODES, HW_SERVERS } from '../../../../test/fake-clouds/huawei.ts';
import { RAW } from '../../../../test/fake-clouds/metric-replies.ts';
import type { MetricQuery } from '../../adapter.ts';
import { planCalls } from '../../metric-limits.ts';
import { seriesPerQuery, whyNoMetrics } from '../metric-tables.ts';
import { HUAWEI } from '../conformance/cases-ali-aws-huawei.ts';
import { recentWindow } from '../conformance/metric-cases.ts';
import { combineNodes, evsDiskName } from './metric-dimensions.ts';

// Cloud Eye names EVS disks by "<server ID>-<drive letter>" and reads DDS per node; the fake
// CES answers only those names (test/fake-clouds/huawei-ces.ts), after checking the signature.
const window = recentWindow(30);
const MIN = 60_000;
const SERVER = HW_SERVERS[0]!.id;
const NODES = HW_DDS_NODES.map(([id]) => ({ id, kind: 'replica' }));

interface CesCall {
  body: { metrics: { namespace: string; metric_name: string; dimensions: object[] }[] };
}

describe('Huawei EVS disks in Cloud Eye', () => {
  const cloud = useFakeCloud(HUAWEI.setup as FakeCloudSetup<FakeCloud>);

  it('names an attached disk "<server ID>-<drive letter>" from its attachment', async () => {
    expect(evsDiskName(SERVER, '/dev/vdb')).toBe(`${SERVER}-vdb`);
    const q: MetricQuery = {
      type: 'disk',
      providerId: 'vol-hw01',
      metric: 'diskRead',
      hostId: SERVER,
      keys: { device: '/dev/vdb' },
    };
    const [series] = await cloud.adapter.readMetrics!(cloud.region, [q], window);
    const sent = cloud.fake.calls.at(-1) as unknown as CesCall;
    expect(sent.body.metrics).toEqual([
      {
        namespace: 'SYS.EVS',
        metric_name: 'disk_device_read_bytes_rate',
        dimensions: [{ name: 'disk_name', value: `${SERVER}-vdb` }],
      },
    ]);
    // Bytes/s into KB/s.
    expect(series!.points.length).toBeGreaterThan(0);
    expect(series!.points.every(([, v]) => v === RAW / 1024)).toBe(true);
  });

  it('asks nothing for a detached disk: its series is empty and no call is made for it', async () => {
    const detached: MetricQuery = { type: 'disk', providerId: 'vol-hw02', metric: 'diskRead' };
    const before = cloud.fake.calls.length;
    const [alone] = await cloud.adapter.readMetrics!(cloud.region, [detached], window);
    expect(alone).toMatchObject({ providerId: 'vol-hw02', points: [] });
    expect(cloud.fake.calls.length).toBe(before);

    const host: MetricQuery = { type: 'host', providerId: SERVER, metric: 'cpu' };
    const series = await cloud.adapter.readMetrics!(cloud.region, [detached, host], window);
    const sent = cloud.fake.calls.at(-1) as unknown as CesCall;
    expect(sent.body.metrics.map((m) => m.namespace)).toEqual(['SYS.ECS']);
    expect(series.map((s) => s.points.length > 0)).toEqual([false, true]);
  });
});

describe('Huawei DDS in Cloud Eye', () => {
  const cloud = useFakeCloud(HUAWEI.setup as FakeCloudSetup<FakeCloud>);
  const dds = (metric: MetricQuery['metric']): MetricQuery => ({
    type: 'mongo',
    providerId: 'dds-hw01',
    metric,
    keys: { nodes: NODES },
  });

  it('reads each node by instance and node id and makes the instance’s series from them', async () => {
    const [cpu, connections] = await cloud.adapter.readMetrics!(
      cloud.region,
      [dds('cpu'), dds('connections')],
      window,
    );
    const sent = cloud.fake.calls.at(-1) as unknown as CesCall;
    expect(sent.body.metrics).toHaveLength(6);
    expect(sent.body.metrics[0]).toEqual({
      namespace: 'SYS.DDS',
      metric_name: 'mongo031_cpu_usage',
      dimensions: [
        { name: 'mongodb_instance_id', value: 'dds-hw01' },
        { name: 'mongodb_node_id', value: 'node-hw-p' },
      ],
    });
    expect(sent.body.metrics[3]).toMatchObject({ metric_name: 'mongo007_connections' });
    // The fake's nodes answer RAW, RAW / 2 and RAW / 4: CPU is the busiest node's, the
    // connections every node's together.
    expect(cpu!.points.length).toBeGreaterThan(0);
    expect(cpu!.points.every(([, v]) => v === RAW)).toBe(true);
    expect(connections!.points.every(([, v]) => v === RAW * 1.75)).toBe(true);
  });

  it('asks nothing for an instance whose nodes are not known yet', async () => {
    const before = cloud.fake.calls.length;
    const [s] = await cloud.adapter.readMetrics!(
      cloud.region,
      [{ type: 'mongo', providerId: 'dds-hw01', metric: 'cpu' }],
      window,
    );
    expect(s!.points).toEqual([]);
    expect(cloud.fake.calls.length).toBe(before);
  });

  it('counts a cluster’s connections on its mongos only, and its CPU on its busiest node', () => {
    const perNode = [
      { node: { id: 'm1', kind: 'mongos' }, points: [[1, 10] as [number, number]] },
      { node: { id: 'm2', kind: 'mongos' }, points: [[1, 5] as [number, number]] },
      { node: { id: 's1', kind: 'shard' }, points: [[1, 90] as [number, number]] },
      { node: { id: 'c1', kind: 'config' }, points: [[1, 40] as [number, number]] },
    ];
    expect(combineNodes('connections', perNode)).toEqual([[1, 15]]);
    expect(combineNodes('cpu', perNode)).toEqual([[1, 90]]);
  });

  it('weighs a resource by the series its provider reads for it, none where it has nothing', () => {
    expect(seriesPerQuery('HUAWEI', { type: 'mongo', keys: { nodes: NODES } })).toBe(3);
    expect(seriesPerQuery('HUAWEI', { type: 'mongo' })).toBe(0);
    expect(seriesPerQuery('HUAWEI', { type: 'disk' })).toBe(0);
    expect(
      seriesPerQuery('HUAWEI', { type: 'disk', hostId: SERVER, keys: { device: '/dev/vdb' } }),
    ).toBe(1);
    expect(whyNoMetrics('HUAWEI', { type: 'disk' })).toBe('detached');
    expect(whyNoMetrics('HUAWEI', { type: 'mongo' })).toBe('noNodes');
    // Elsewhere a disk is named by its own id.
    expect(seriesPerQuery('TENGXUN', { type: 'disk' })).toBe(1);
    expect(whyNoMetrics('TENGXUN', { type: 'disk' })).toBeUndefined();
  });

  it('plans an instance as one series per node against the call’s 3,000 points', () => {
    // 30 minutes at 300 s: 6 points a series, so 500 series a call; an instance of 3 nodes
    // weighs 3, so 166 instances fit, not 500.
    const pairs = Array.from({ length: 200 }, (_, i) => ({
      resource: `dds-${i}`,
      metric: 'cpu',
      region: cloud.region,
      type: 'mongo',
      weight: 3,
    }));
    const calls = planCalls('HUAWEI', pairs, 30 * MIN);
    expect(calls.map((c) => c.pairs.length)).toEqual([166, 34]);
  });
});
