import { describe, expect, it } from 'vitest';
import { useFakeCloud, type FakeCloudSetup } from '../../../../test/fake-clouds/adapter-kit.ts';
import type { FakeAlibaba } from '../../../../test/fake-clouds/alibaba.ts';
import { RAW } from '../../../../test/fake-clouds/metric-replies.ts';
import { CloudError, type MetricQuery } from '../../adapter.ts';
import { ALIBABA } from '../conformance/cases-ali-aws-huawei.ts';
import { recentWindow } from '../conformance/metric-cases.ts';
import { providerReads, seriesPerQuery, whyNoMetrics } from '../metric-tables.ts';

// Alibaba disks by ECS DescribeDiskMonitorData (docs/decisions.md, "Alibaba disks by ECS"):
// the fake ECS checks the signature, answers ECS's wire format and refuses past 400 periods.
const MIN = 60_000;
const disk = (providerId: string, metric: MetricQuery['metric']): MetricQuery => ({
  type: 'disk',
  providerId,
  metric,
  hostId: 'i-bp01',
});

describe('Alibaba disks by ECS DescribeDiskMonitorData', () => {
  const cloud = useFakeCloud(ALIBABA.setup as unknown as FakeCloudSetup<FakeAlibaba>);
  /** Reads the queries over the last `minutes`: the series, and the calls the fake received. */
  async function readDisks(queries: MetricQuery[], minutes: number) {
    const window = recentWindow(minutes);
    const before = cloud.fake.calls.length;
    const series = await cloud.adapter.readMetrics!(cloud.region, queries, window);
    const made = cloud.fake.calls.slice(before);
    return { window, series, made };
  }

  it('reads a disk’s read and write throughput in one ECS call, B/s into KB/s', async () => {
    const { window, series, made } = await readDisks(
      [disk('d-bp01', 'diskRead'), disk('d-bp01', 'diskWrite')],
      10,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      action: 'DescribeDiskMonitorData',
      version: '2014-05-26',
      params: {
        RegionId: cloud.region,
        DiskId: 'd-bp01',
        Period: '60',
        StartTime: new Date(window.fromMs).toISOString().replace('.000Z', 'Z'),
        // The window's last minute: its end is not ours.
        EndTime: new Date(window.toMs - MIN).toISOString().replace('.000Z', 'Z'),
      },
    });
    const [read, write] = series;
    expect(read).toMatchObject({ type: 'disk', providerId: 'd-bp01', metric: 'diskRead' });
    expect(read!.points.map(([t]) => t)).toEqual(
      Array.from({ length: 10 }, (_, i) => window.fromMs + i * MIN),
    );
    expect(read!.points.every(([, v]) => v === RAW / 1024)).toBe(true);
    expect(write!.points.every(([, v]) => v === (2 * RAW) / 1024)).toBe(true);
  });

  it('reads one disk a call, and a window past 400 minutes in calls of at most 400 periods', async () => {
    const { series, made } = await readDisks(
      [disk('d-bp01', 'diskRead'), disk('d-bp02', 'diskRead')],
      500,
    );
    expect(made.map((c) => c.params.DiskId)).toEqual(['d-bp01', 'd-bp01', 'd-bp02', 'd-bp02']);
    for (const c of made) {
      expect(Date.parse(c.params.EndTime!) - Date.parse(c.params.StartTime!)).toBeLessThanOrEqual(
        400 * MIN,
      );
    }
    // No minute twice, none missing.
    expect(series[0]!.points).toHaveLength(500);
    expect(new Set(series[1]!.points.map(([t]) => t)).size).toBe(500);
  });

  it('fails a refused, unknown or malformed reply as a provider error naming the call', async () => {
    const w = recentWindow(5);
    cloud.fake.deny.add('DescribeDiskMonitorData 2014-05-26');
    const refused = cloud.adapter.readMetrics!(cloud.region, [disk('d-bp01', 'diskRead')], w);
    await expect(refused).rejects.toMatchObject({ kind: 'permission' });
    cloud.fake.deny.clear();
    const unknown = cloud.adapter.readMetrics!(cloud.region, [disk('vol-x', 'diskRead')], w);
    await expect(unknown).rejects.toMatchObject({ providerCode: 'InvalidDiskId.NotFound' });
    cloud.fake.badDiskReplies = true;
    try {
      const bad = cloud.adapter.readMetrics!(cloud.region, [disk('d-bp01', 'diskRead')], w);
      await expect(bad).rejects.toBeInstanceOf(CloudError);
      await expect(
        cloud.adapter.readMetrics!(cloud.region, [disk('d-bp01', 'diskRead')], w),
      ).rejects.toThrow(/DescribeDiskMonitorData: the reply has no MonitorData/);
    } finally {
      cloud.fake.badDiskReplies = false;
    }
  });

  it('plans a disk’s throughput, not a detached disk, whose monitor data ECS does not keep', () => {
    expect(providerReads('ALI', 'disk', 'diskRead')).toBe(true);
    expect(providerReads('ALI', 'disk', 'diskWrite')).toBe(true);
    expect(seriesPerQuery('ALI', { type: 'disk', hostId: 'i-bp01' })).toBe(1);
    expect(seriesPerQuery('ALI', { type: 'disk' })).toBe(0);
    expect(whyNoMetrics('ALI', { type: 'disk' })).toBe('detached');
  });
});
