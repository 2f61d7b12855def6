import { describe, expect, it } from 'vitest';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import type { CloudAdapter, MetricQuery } from '../../adapter.ts';
import { METRIC_LIMITS, planCalls } from '../../metric-limits.ts';
import { providerReads } from '../metric-tables.ts';
import { hostQueries, METRIC_CASES, type MetricCase } from './metric-cases.ts';

// Every provider's metric reader through the same scenarios, against its fake in its own wire
// format (signatures checked by the fake).
const MIN = 60_000;
const TO = Math.floor(Date.now() / MIN) * MIN;
const window = (minutes: number) => ({ fromMs: TO - minutes * MIN, toMs: TO });

/** Reads the queries as the poller would: planned into calls, each call read. */
async function readPlanned(
  c: MetricCase,
  adapter: CloudAdapter,
  region: string,
  qs: MetricQuery[],
  minutes: number,
) {
  const pairs = qs.map((q) => ({ ...q, resource: q.providerId, region }));
  const calls = planCalls(c.provider, pairs, minutes * MIN);
  const series = [];
  for (const call of calls)
    series.push(...(await adapter.readMetrics!(region, call.pairs, window(minutes))));
  return { calls, series };
}

for (const c of METRIC_CASES) {
  describe(`${c.name} metrics`, () => {
    const cloud = useFakeCloud(c.setup);
    const count = () => cloud.fake.calls.length;

    it('maps our metrics onto the provider’s names and its values into our units', async () => {
      const queries: MetricQuery[] = Object.keys(c.expected).map((k) => {
        const [type, metric] = k.split('.') as [MetricQuery['type'], MetricQuery['metric']];
        return { type, metric, providerId: `${type}-1` };
      });
      const { series } = await readPlanned(c, cloud.adapter, cloud.region, queries, 30);
      for (const [k, value] of Object.entries(c.expected)) {
        const s = series.find((x) => `${x.type}.${x.metric}` === k);
        expect(s?.points.length, k).toBeGreaterThan(0);
        for (const [t, v] of s!.points) {
          expect(v, k).toBeCloseTo(value, 3);
          expect(t).toBeGreaterThanOrEqual(window(30).fromMs);
          expect(t).toBeLessThan(TO);
        }
      }
      expect(cloud.fake.calls.at(-1)).toMatchObject(c.wire);
    });

    it('splits more resources than one call takes into calls of the per-call maximum', async () => {
      const max = METRIC_LIMITS[c.provider].resourcesPerCall;
      const n = Math.min(max, 500) * 2 + 1;
      const ids = Array.from({ length: n }, (_, i) => `i-${String(i).padStart(5, '0')}`);
      const before = count();
      const { calls, series } = await readPlanned(
        c,
        cloud.adapter,
        cloud.region,
        hostQueries(ids, ['cpu']),
        5,
      );
      expect(calls).toHaveLength(
        Math.ceil(n / Math.min(max, METRIC_LIMITS[c.provider].pairsPerCall)),
      );
      const sent = cloud.fake.calls.slice(before);
      expect(sent).toHaveLength(calls.length);
      expect(sent.map(c.resourcesIn)).toEqual(calls.map((x) => x.pairs.length));
      expect(Math.max(...sent.map(c.resourcesIn))).toBe(Math.min(max, n));
      expect(series).toHaveLength(n);
      expect(series.every((s) => s.points.length > 0)).toBe(true);
    });

    if (c.pagesAfter) {
      it('follows the provider’s next token through every page', async () => {
        const before = count();
        // Two hosts over 100 hours: 12,000 one-minute points, past one page.
        const qs = hostQueries(['i-a', 'i-b'], ['cpu']);
        const series = await cloud.adapter.readMetrics!(cloud.region, qs, window(6000));
        expect(count() - before).toBe(Math.ceil(12_000 / c.pagesAfter!));
        expect(series.map((s) => s.points.length)).toEqual([6000, 6000]);
        expect(series[0]!.points[0]![0]).toBeLessThan(series[0]!.points[1]![0]);
      });
    }

    it('surfaces throttling as a throttled error, and bad credentials as auth', async () => {
      const qs = hostQueries(['i-a'], ['cpu']);
      c.throttleNext(cloud.fake);
      await expect(cloud.adapter.readMetrics!(cloud.region, qs, window(5))).rejects.toMatchObject({
        kind: 'throttled',
        provider: c.provider,
        providerCode: c.throttledCode,
      });
      const bad = cloud.adapterWith({ secret: 'not-the-secret-0000' });
      await expect(bad.readMetrics!(cloud.region, qs, window(5))).rejects.toMatchObject({
        kind: 'auth',
        provider: c.provider,
        providerCode: c.authCode,
      });
    });
  });
}

describe('what each provider publishes', () => {
  it('plans no call for a metric the provider does not publish', () => {
    expect(providerReads('ALI', 'host', 'cpu')).toBe(true);
    // EC2 has no memory without its agent, and EIPs have no CloudWatch metrics.
    expect(providerReads('AWS', 'host', 'memory')).toBe(false);
    expect(providerReads('AWS', 'eip', 'bandwidthIn')).toBe(false);
    // QingCloud's caches answer other monitor calls.
    expect(providerReads('QINGYUN', 'redis', 'cpu')).toBe(false);
    for (const c of METRIC_CASES) {
      for (const k of Object.keys(c.expected)) {
        const [type, metric] = k.split('.') as [MetricQuery['type'], MetricQuery['metric']];
        expect(providerReads(c.provider, type, metric), `${c.provider} ${k}`).toBe(true);
      }
    }
  });
});

describe('Tencent EIP metrics', () => {
  const c = METRIC_CASES.find((x) => x.provider === 'TENGXUN')!;
  const cloud = useFakeCloud(c.setup);

  it('names an address by itself in the eip dimension, and maps its points back to the EIP', async () => {
    const q: MetricQuery = {
      type: 'eip',
      providerId: 'eip-7f3k2',
      metric: 'bandwidthOut',
      address: '119.29.1.1',
    };
    const [series] = await cloud.adapter.readMetrics!(cloud.region, [q], window(5));
    const sent = cloud.fake.calls.at(-1) as { params: { Instances: unknown } };
    expect(sent.params.Instances).toEqual([{ Dimensions: [{ Name: 'eip', Value: '119.29.1.1' }] }]);
    expect(series).toMatchObject({ providerId: 'eip-7f3k2', type: 'eip' });
    expect(series!.points.length).toBeGreaterThan(0);
  });
});

describe('JD database metrics', () => {
  const c = METRIC_CASES.find((x) => x.provider === 'JINGDONG')!;
  const cloud = useFakeCloud(c.setup);

  it('reads a MySQL instance’s connections by JD’s name, from its primary (role M)', async () => {
    const q: MetricQuery = { type: 'database', providerId: 'mysql-1', metric: 'connections' };
    const [series] = await cloud.adapter.readMetrics!(cloud.region, [q], window(5));
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      path: '/metrics/database.DBMonitor.ConnectCount/metricData',
      query: { serviceCode: 'database', 'tags.1.key': 'role', 'tags.1.values.1': 'M' },
    });
    expect(series!.points.length).toBeGreaterThan(0);
  });
});
