import type { ProviderCode } from '@ecloud/contract';
import type { FakeCloud, FakeCloudSetup } from '../../../../test/fake-clouds/adapter-kit.ts';
import type { MetricQuery } from '../../adapter.ts';
import { AWS_FAKE_PAGE } from '../../../../test/fake-clouds/metric-replies.ts';
import { ALIBABA, AWS, HUAWEI } from './cases-ali-aws-huawei.ts';
import { JD, QINGCLOUD, TENCENT } from './cases-jd-qing-tencent.ts';

/**
 * One provider in the metric scenarios (metrics.test.ts): its fake (the adapter cases'), what
 * a read of RAW (the fakes' value) comes to in our units, what the wire call names, and the
 * codes its throttling and bad credentials answer.
 */
export interface MetricCase {
  name: string;
  provider: ProviderCode;
  // The fakes differ in what they record; each case reads its own through these functions.
  setup: FakeCloudSetup<FakeCloud>;
  /** Two hosts' metrics and an address's, with RAW in our unit per `${type}.${metric}`. */
  expected: Record<string, number>;
  /** What the last wire call must contain (namespace and metric names, our window). */
  wire: object;
  /** How many resources a recorded call covered. */
  resourcesIn(call: unknown): number;
  /** The fake answers its throttled reply to the next call. */
  throttleNext(fake: FakeCloud): void;
  throttledCode: string;
  authCode: string;
  /** Points beyond which one call's answer comes in pages (the providers that page). */
  pagesAfter?: number;
}

type Call = Record<string, unknown> & { params: Record<string, unknown> };
const params = (c: unknown) => (c as Call).params;
const throttle = (fake: FakeCloud) => {
  (fake as FakeCloud & { throttle: number }).throttle = 1;
};

/** The last `minutes` whole minutes up to now, as a reader's window. */
export function recentWindow(minutes: number) {
  const to = Math.floor(Date.now() / 60_000) * 60_000;
  return { fromMs: to - minutes * 60_000, toMs: to };
}

export const hostQueries = (ids: string[], metrics: MetricQuery['metric'][]): MetricQuery[] =>
  ids.flatMap((providerId) =>
    metrics.map((metric) => ({ type: 'host' as const, providerId, metric })),
  );

export const METRIC_CASES: MetricCase[] = [
  {
    name: 'Alibaba CloudMonitor',
    provider: 'ALI',
    setup: ALIBABA.setup as FakeCloudSetup<FakeCloud>,
    expected: { 'host.cpu': 2048, 'host.netIn': 2.048, 'eip.bandwidthOut': 0.002 },
    wire: {
      action: 'DescribeMetricList',
      version: '2019-01-01',
      params: { Namespace: 'acs_vpc_eip', MetricName: 'net_tx.rate', Period: '60' },
    },
    resourcesIn: (c) => (JSON.parse(String(params(c).Dimensions)) as unknown[]).length,
    throttleNext: throttle,
    throttledCode: 'Throttling.User',
    authCode: 'SignatureDoesNotMatch',
    pagesAfter: 1000,
  },
  {
    name: 'AWS CloudWatch',
    provider: 'AWS',
    setup: AWS.setup as FakeCloudSetup<FakeCloud>,
    // NetworkIn is bytes a minute (Sum): 2048 x 8 / 1000 / 60 kbit/s.
    expected: { 'host.cpu': 2048, 'host.netIn': 0.2731 },
    wire: {
      service: 'monitoring',
      action: 'GetMetricData',
      params: {
        'MetricDataQueries.member.1.MetricStat.Metric.Namespace': 'AWS/EC2',
        'MetricDataQueries.member.1.MetricStat.Stat': 'Average',
        'MetricDataQueries.member.2.MetricStat.Stat': 'Sum',
      },
    },
    resourcesIn: (c) =>
      new Set(
        Object.entries(params(c))
          .filter(([k]) => k.endsWith('Dimensions.member.1.Value'))
          .map(([, v]) => v),
      ).size,
    throttleNext: throttle,
    throttledCode: 'Throttling',
    authCode: 'SignatureDoesNotMatch',
    pagesAfter: AWS_FAKE_PAGE,
  },
  {
    name: 'Huawei Cloud Eye',
    provider: 'HUAWEI',
    setup: HUAWEI.setup as FakeCloudSetup<FakeCloud>,
    // Bytes/s into kbit/s; the address's bandwidth from bit/s into Mbit/s.
    expected: { 'host.cpu': 2048, 'host.netIn': 16.384, 'eip.bandwidthOut': 0.002 },
    wire: {
      service: 'ces',
      method: 'POST',
      body: { period: '300', filter: 'average' },
    },
    resourcesIn: (c) =>
      new Set(
        (
          (c as { body: { metrics: { dimensions: { value: string }[] }[] } }).body.metrics ?? []
        ).map((m) => m.dimensions[0]!.value),
      ).size,
    throttleNext: throttle,
    throttledCode: 'APIGW.0308',
    authCode: 'APIGW.0301',
  },
  {
    name: 'JD Cloud Monitor',
    provider: 'JINGDONG',
    setup: JD.setup as FakeCloudSetup<FakeCloud>,
    expected: { 'host.cpu': 2048, 'host.netIn': 2.048, 'eip.bandwidthOut': 0.002 },
    wire: {
      service: 'monitor',
      method: 'GET',
      path: '/metrics/floatingip.outgoing.bytes/metricData',
      query: { serviceCode: 'ip', aggrType: 'avg' },
    },
    resourcesIn: () => 1,
    throttleNext: throttle,
    throttledCode: 'RESOURCE_EXHAUSTED',
    authCode: 'UNAUTHENTICATED',
  },
  {
    name: 'QingCloud GetMonitor',
    provider: 'QINGYUN',
    setup: QINGCLOUD.setup as FakeCloudSetup<FakeCloud>,
    // Tenths of a per cent; the address's traffic [in, out] in bit/s.
    expected: { 'host.cpu': 204.8, 'host.diskWrite': 1, 'eip.bandwidthOut': 0.001 },
    wire: { action: 'GetMonitor', params: { 'meters.1': 'traffic', step: '5m' } },
    resourcesIn: () => 1,
    throttleNext: (fake) => {
      (fake as FakeCloud & { busy: number }).busy = 1;
    },
    throttledCode: '5100',
    authCode: '1200',
  },
  {
    name: 'Tencent Cloud Monitor',
    provider: 'TENGXUN',
    setup: TENCENT.setup as FakeCloudSetup<FakeCloud>,
    // Mbit/s into kbit/s.
    expected: { 'host.cpu': 2048, 'host.netIn': 2_048_000, 'eip.bandwidthOut': 2048 },
    wire: {
      service: 'monitor',
      action: 'GetMonitorData',
      params: { Namespace: 'QCE/LB', MetricName: 'VipOuttraffic', Period: 60 },
    },
    resourcesIn: (c) => (params(c).Instances as unknown[]).length,
    throttleNext: throttle,
    throttledCode: 'RequestLimitExceeded',
    authCode: 'AuthFailure.SignatureFailure',
  },
];
