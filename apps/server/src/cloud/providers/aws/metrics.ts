import type { CloudError } from '../../adapter.ts';
import { type CloudAdapter, type CloudCredentials } from '../../adapter.ts';
import {
  canonicalQuery,
  canonicalRequest,
  hmac,
  isoBasic,
  sha256Hex,
} from '../../signing/crypto.ts';
import type { AdapterSetting } from '../define.ts';
import { send } from '../http.ts';
import {
  PER,
  PointsBy,
  mapQueries,
  seriesOf,
  type ProviderMetricTable,
  type ProviderType,
} from '../metric-kit.ts';

/**
 * CloudWatch GetMetricData over the Query protocol (form POST, XML back), signed with
 * Signature Version 4 here: the console ships no CloudWatch SDK client. Up to 500 queries and
 * 100,800 points a call; NextToken pages on. Counters published per period (bytes) are read as
 * their Sum and divided by the period.
 */
const PERIOD_S = 60;
/**
 * An RDS instance, or a DocumentDB one (built on RDS): named by DBInstanceIdentifier, with the
 * same metric names and units under its own namespace.
 */
const rdsFamily = (namespace: string): ProviderType => ({
  namespace,
  dimension: 'DBInstanceIdentifier',
  metrics: {
    cpu: { name: 'CPUUtilization', scale: PER.same, stat: 'Average' },
    connections: { name: 'DatabaseConnections', scale: PER.same, stat: 'Average' },
    diskRead: { name: 'ReadThroughput', scale: PER.bytesToKB, stat: 'Average' },
    diskWrite: { name: 'WriteThroughput', scale: PER.bytesToKB, stat: 'Average' },
  },
});
export const AWS_METRICS: ProviderMetricTable = {
  host: {
    namespace: 'AWS/EC2',
    dimension: 'InstanceId',
    metrics: {
      cpu: { name: 'CPUUtilization', scale: PER.same, stat: 'Average' },
      diskRead: { name: 'EBSReadBytes', scale: PER.bytesToKB / PERIOD_S, stat: 'Sum' },
      diskWrite: { name: 'EBSWriteBytes', scale: PER.bytesToKB / PERIOD_S, stat: 'Sum' },
      netIn: { name: 'NetworkIn', scale: PER.bytesToKbit / PERIOD_S, stat: 'Sum' },
      netOut: { name: 'NetworkOut', scale: PER.bytesToKbit / PERIOD_S, stat: 'Sum' },
    },
  },
  disk: {
    namespace: 'AWS/EBS',
    dimension: 'VolumeId',
    metrics: {
      diskRead: { name: 'VolumeReadBytes', scale: PER.bytesToKB / PERIOD_S, stat: 'Sum' },
      diskWrite: { name: 'VolumeWriteBytes', scale: PER.bytesToKB / PERIOD_S, stat: 'Sum' },
    },
  },
  database: rdsFamily('AWS/RDS'),
  redis: {
    namespace: 'AWS/ElastiCache',
    dimension: 'CacheClusterId',
    metrics: {
      cpu: { name: 'CPUUtilization', scale: PER.same, stat: 'Average' },
      memory: { name: 'DatabaseMemoryUsagePercentage', scale: PER.same, stat: 'Average' },
      connections: { name: 'CurrConnections', scale: PER.same, stat: 'Average' },
      netIn: { name: 'NetworkBytesIn', scale: PER.bytesToKbit / PERIOD_S, stat: 'Sum' },
      netOut: { name: 'NetworkBytesOut', scale: PER.bytesToKbit / PERIOD_S, stat: 'Sum' },
    },
  },
  mongo: rdsFamily('AWS/DocDB'),
};

/**
 * The SigV4 headers of a POST to `url` for `service` in `region`: a form by default, or the
 * content type and headers given (lower-case names; all of them signed, as the JSON protocols'
 * x-amz-target must be).
 */
export function sigV4Headers(
  url: URL,
  body: string,
  scope: { service: string; region: string },
  keys: CloudCredentials,
  now = new Date(),
  extra: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
  },
): Record<string, string> {
  const stamp = isoBasic(now);
  const date = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...extra,
    host: url.host,
    'x-amz-date': stamp,
  };
  const signed = Object.keys(headers).sort();
  const canonical = canonicalRequest({
    method: 'POST',
    path: '/',
    query: '',
    headers,
    signedHeaders: signed,
    body,
  });
  const credentialScope = `${date}/${scope.region}/${scope.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, credentialScope, sha256Hex(canonical)].join('\n');
  let key = hmac('sha256', `AWS4${keys.secret}`, date);
  for (const part of [scope.region, scope.service, 'aws4_request']) key = hmac('sha256', key, part);
  const signature = hmac('sha256', key, toSign).toString('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${credentialScope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
  };
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The reply's results (Id, Timestamps, Values), NextToken, or its error. */
export function readCloudWatchXml(xml: string) {
  const results: { id: string; timestamps: string[]; values: string[] }[] = [];
  const path: string[] = [];
  const found: Record<string, string> = {};
  let cur: (typeof results)[number] | undefined;
  for (const m of xml.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>([^<]*)/g)) {
    const [, close, tag, selfClose, text] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (close) {
      if (path.join('/').endsWith('MetricDataResults/member') && cur) results.push(cur);
      path.pop();
      continue;
    }
    if (selfClose) continue;
    path.push(tag);
    const at = path.join('/');
    if (at.endsWith('MetricDataResults/member')) cur = { id: '', timestamps: [], values: [] };
    else if (cur && at.endsWith('MetricDataResults/member/Id')) cur.id = text;
    else if (cur && at.endsWith('Timestamps/member')) cur.timestamps.push(text);
    else if (cur && at.endsWith('Values/member')) cur.values.push(text);
    else if (/(NextToken|Code|Message|RequestId)$/.test(at)) found[tag] = unescape(text);
  }
  return { results, ...found } as {
    results: typeof results;
    NextToken?: string;
    Code?: string;
    Message?: string;
    RequestId?: string;
  };
}

/** Reads one GetMetricData call (every page of it) with the account's keys. */
export const awsMetrics =
  (
    setting: AdapterSetting,
    toCloudError: (error: unknown, action: string) => CloudError,
  ): NonNullable<CloudAdapter['readMetrics']> =>
  async (region, queries, { fromMs, toMs }) => {
    const mapped = mapQueries(AWS_METRICS, queries);
    if (!mapped.length) return [];
    const url = new URL(
      setting.options.endpointFor?.('monitoring', region) ??
        `https://monitoring.${region}.amazonaws.com/`,
    );
    const params: [string, string][] = [
      ['Action', 'GetMetricData'],
      ['Version', '2010-08-01'],
      ['StartTime', new Date(fromMs).toISOString()],
      // EndTime is exclusive at CloudWatch too.
      ['EndTime', new Date(toMs).toISOString()],
    ];
    mapped.forEach((m, i) => {
      const q = `MetricDataQueries.member.${i + 1}`;
      params.push(
        [`${q}.Id`, `m${i}`],
        [`${q}.MetricStat.Metric.Namespace`, m.type.namespace],
        [`${q}.MetricStat.Metric.MetricName`, m.metric.name],
        [`${q}.MetricStat.Metric.Dimensions.member.1.Name`, m.type.dimension],
        [`${q}.MetricStat.Metric.Dimensions.member.1.Value`, m.query.providerId],
        [`${q}.MetricStat.Period`, String(PERIOD_S)],
        [`${q}.MetricStat.Stat`, m.metric.stat ?? 'Average'],
      );
    });
    const points = new PointsBy();
    let next: string | undefined;
    do {
      const body = canonicalQuery(next ? [...params, ['NextToken', next]] : params);
      const headers = sigV4Headers(
        url,
        body,
        { service: 'monitoring', region },
        setting.credentials,
      );
      const reply = await send(
        'AWS',
        { method: 'POST', url: url.toString(), headers, body },
        setting.timeoutMs,
      );
      const read = readCloudWatchXml(reply.text);
      if (reply.status >= 400 || read.Code) {
        throw toCloudError(
          {
            name: read.Code ?? 'Error',
            message: read.Message ?? `HTTP ${reply.status}`,
            $metadata: { httpStatusCode: reply.status, requestId: read.RequestId },
          },
          'GetMetricData',
        );
      }
      for (const r of read.results)
        r.timestamps.forEach((t, i) => points.add(r.id, Date.parse(t), r.values[i]));
      next = read.NextToken || undefined;
    } while (next);
    return mapped.map((m, i) => seriesOf(m, points.get(`m${i}`)));
  };
