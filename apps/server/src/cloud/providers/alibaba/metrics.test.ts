import { describe, expect, it } from 'vitest';
import {
  useFakeCloud,
  type FakeCloud,
  type FakeCloudSetup,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import { RAW } from '../../../../test/fake-clouds/metric-replies.ts';
import type { MetricQuery } from '../../adapter.ts';
import { ALIBABA } from '../conformance/cases-ali-aws-huawei.ts';
import { recentWindow } from '../conformance/metric-cases.ts';

// The CloudMonitor names checked against Alibaba's metric lists (docs/decisions.md, "Metric
// names, third look"); the fake CMS answers only documented names in acs_kvstore.
const window = recentWindow(10);

describe('Alibaba CloudMonitor names', () => {
  const cloud = useFakeCloud(ALIBABA.setup as FakeCloudSetup<FakeCloud>);
  const redis = (metric: MetricQuery['metric']): MetricQuery => ({
    type: 'redis',
    providerId: 'r-bp01',
    metric,
  });

  it('reads Redis (acs_kvstore) by the standard architecture’s Standard* names', async () => {
    const expected: [MetricQuery['metric'], string, number][] = [
      ['cpu', 'StandardCpuUsage', RAW],
      ['memory', 'StandardMemoryUsage', RAW],
      ['connections', 'StandardUsedConnection', RAW],
      // KB/s into kbit/s.
      ['netIn', 'StandardIntranetIn', RAW * 8],
      ['netOut', 'StandardIntranetOut', RAW * 8],
    ];
    for (const [metric, name, value] of expected) {
      const [series] = await cloud.adapter.readMetrics!(cloud.region, [redis(metric)], window);
      expect(cloud.fake.calls.at(-1)).toMatchObject({
        action: 'DescribeMetricList',
        params: { Namespace: 'acs_kvstore', MetricName: name },
      });
      expect(series!.points.length, metric).toBeGreaterThan(0);
      expect(series!.points.every(([, v]) => v === value)).toBe(true);
    }
  });
});
