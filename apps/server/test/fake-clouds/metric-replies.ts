/**
 * What each fake provider's monitoring API answers, in its own wire format: every series holds
 * RAW at each of the provider's periods in the window asked for, so a test can check the
 * adapter's names, units, batching and paging from what went over the wire.
 */
export const RAW = 2048;
const MIN = 60_000;

/** Period starts in [from, to], as a provider lists them. */
export function stamps(fromMs: number, toMs: number, stepMs: number): number[] {
  const out: number[] = [];
  for (let t = Math.ceil(fromMs / stepMs) * stepMs; t <= toMs; t += stepMs) out.push(t);
  return out;
}

/**
 * Metric names CloudMonitor documents in the namespaces whose names were once guessed: a name
 * outside them answers no datapoints (Redis Standard: help.aliyun.com "Redis Standard" metrics).
 */
const ALI_DOCUMENTED: Record<string, string[]> = {
  acs_kvstore: [
    'StandardCpuUsage',
    'StandardMemoryUsage',
    'StandardUsedConnection',
    'StandardIntranetIn',
    'StandardIntranetOut',
  ],
};

/** Alibaba CMS DescribeMetricList: Datapoints is a JSON string, paged by Length/NextToken. */
export function aliMetricReply(params: Record<string, string>) {
  const known = ALI_DOCUMENTED[params.Namespace ?? ''];
  const documented = known ? known.includes(params.MetricName ?? '') : true;
  const dims = documented
    ? (JSON.parse(params.Dimensions ?? '[]') as Record<string, string>[])
    : [];
  const all = stamps(Number(params.StartTime), Number(params.EndTime), MIN).flatMap((timestamp) =>
    dims.map((d) => ({ timestamp, userId: '1234567890123456', ...d, Average: RAW, Maximum: RAW })),
  );
  const start = Number(params.NextToken ?? 0);
  const end = start + Number(params.Length ?? 1000);
  return {
    Code: '200',
    Period: '60',
    Success: true,
    Datapoints: JSON.stringify(all.slice(start, end)),
    ...(end < all.length ? { NextToken: String(end) } : {}),
  };
}

/** Points a page of the fake CloudWatch: fewer than the real 100,800, so a test can page. */
export const AWS_FAKE_PAGE = 6000;

/** AWS CloudWatch GetMetricData (Query protocol XML), newest first, paged by NextToken. */
export function awsMetricReply(params: Record<string, string>, rid: string): string {
  const ids = Object.entries(params)
    .filter(([k]) => /^MetricDataQueries\.member\.\d+\.Id$/.test(k))
    .map(([, v]) => v);
  const times = stamps(
    Date.parse(params.StartTime!),
    Date.parse(params.EndTime!) - 1,
    MIN,
  ).reverse();
  const all = ids.flatMap((id) => times.map((t) => [id, t] as const));
  const start = Number(params.NextToken ?? 0);
  const page = all.slice(start, start + AWS_FAKE_PAGE);
  const members = ids
    .map((id) => {
      const mine = page.filter((p) => p[0] === id);
      if (!mine.length) return '';
      const ts = mine.map((p) => `<member>${new Date(p[1]).toISOString()}</member>`).join('');
      const vs = mine.map(() => `<member>${RAW}</member>`).join('');
      return `<member><Timestamps>${ts}</Timestamps><StatusCode>Complete</StatusCode><Values>${vs}</Values><Label>${id}</Label><Id>${id}</Id></member>`;
    })
    .join('');
  const end = start + AWS_FAKE_PAGE;
  const next = end < all.length ? `<NextToken>${end}</NextToken>` : '';
  return `<GetMetricDataResponse xmlns="http://monitoring.amazonaws.com/doc/2010-08-01/"><GetMetricDataResult><MetricDataResults>${members}</MetricDataResults>${next}<Messages/></GetMetricDataResult><ResponseMetadata><RequestId>${rid}</RequestId></ResponseMetadata></GetMetricDataResponse>`;
}

/** Huawei CES batch-query-metric-data. */
export function hwMetricReply(body: {
  metrics: { namespace: string; metric_name: string; dimensions: object[] }[];
  from: number;
  to: number;
  period: string;
}) {
  const times = stamps(body.from, body.to - 1, Number(body.period) * 1000);
  return {
    metrics: body.metrics.map((m) => ({
      ...m,
      unit: '%',
      datapoints: times.map((timestamp) => ({ average: RAW, timestamp })),
    })),
  };
}

/** Tencent Monitor GetMonitorData: Timestamps in seconds beside Values, per instance. */
export function tcMetricReply(params: Record<string, unknown>) {
  const instances = params.Instances as { Dimensions: { Name: string; Value: string }[] }[];
  const times = stamps(
    Date.parse(String(params.StartTime)),
    Date.parse(String(params.EndTime)),
    MIN,
  );
  return {
    Period: params.Period,
    MetricName: params.MetricName,
    DataPoints: instances.map((i) => ({
      Dimensions: i.Dimensions,
      Timestamps: times.map((t) => t / 1000),
      Values: times.map(() => RAW),
    })),
    StartTime: params.StartTime,
    EndTime: params.EndTime,
  };
}

/** JD describeMetricData for /metrics/{metric}/metricData, or undefined for another path. */
export function jdMetricReply(path: string, query: URLSearchParams) {
  const metric = /^\/metrics\/([^/]+)\/metricData$/.exec(path)?.[1];
  if (!metric) return undefined;
  const times = stamps(Date.parse(query.get('startTime')!), Date.parse(query.get('endTime')!), MIN);
  return {
    result: {
      metricDatas: [
        {
          metric: { metric, metricName: metric, aggregator: 'avg' },
          tags: { resourceId: query.get('resourceId') },
          data: times.map((timestamp) => ({ timestamp, value: RAW })),
        },
      ],
    },
  };
}

/**
 * QingCloud GetMonitor: each meter compressed, [time (s), value] then values a step apart;
 * the third step is missing, so the fourth comes as [offset (s), value]. Two-valued meters
 * (disk I/O, traffic) answer [RAW, RAW / 2].
 */
export function qcMetricReply(params: Record<string, string>) {
  const meters = Object.entries(params)
    .filter(([k]) => /^meters\.\d+$/.test(k))
    .map(([, v]) => v);
  const step = 300;
  const times = stamps(Date.parse(params.start_time!), Date.parse(params.end_time!), step * 1000);
  return {
    action: 'GetMonitorResponse',
    ret_code: 0,
    resource_id: params.resource,
    meter_set: meters.map((meter_id) => {
      const v = meter_id === 'cpu' || meter_id === 'memory' ? RAW : [RAW, RAW / 2];
      const data: unknown[] = [];
      times.forEach((t, i) => {
        if (i === 0) data.push([t / 1000, v]);
        else if (i === 2) return;
        else if (i === 3) data.push([2 * step, v]);
        else data.push(v);
      });
      return { meter_id, data };
    }),
  };
}
