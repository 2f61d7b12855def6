import { mac, rfc3986, sigV4StringToSign } from './canonical.ts';
import { requestId, startFakeServer, type ThrottlingFake, type WireRequest } from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';
import { awsMetricReply } from './metric-replies.ts';
import { awsBillReply } from './aws-bills.ts';
import { AWS_QUOTAS } from './quota-replies.ts';

/**
 * A fake AWS for EC2 (ec2 query protocol), RDS, ElastiCache, DocumentDB and STS (awsquery):
 * checks Signature Version 4 as AWS does (AuthFailure / SignatureDoesNotMatch on a mismatch)
 * and answers each protocol's XML with NextToken or Marker paging.
 * Throttled, it answers RequestLimitExceeded (EC2) or Throttling (the others).
 */
export type FakeAws = ThrottlingFake<{
  service: string;
  region: string;
  action: string;
  params: Record<string, string>;
  /** A JSON protocol's body (Cost Explorer). */
  body?: Record<string, unknown>;
}>;

function verify(req: WireRequest, keys: CloudCredentials) {
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!m) return { error: 'IncompleteSignature' };
  const [, id, date, region, service, signed, signature] = m as unknown as string[];
  if (id !== keys.accessKeyId) return { error: 'InvalidClientTokenId' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const toSign = sigV4StringToSign(req, {
    path: req.path,
    query: [...req.query.entries()]
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .sort()
      .join('&'),
    signed: signed!,
    headerValue: (v) => v.trim().replace(/\s+/g, ' '),
    algorithm: 'AWS4-HMAC-SHA256',
    stamp: amzDate,
    scope: `${date}/${region}/${service}/aws4_request`,
  });
  let key = mac(`AWS4${keys.secret}`, date!);
  for (const part of [region!, service!, 'aws4_request']) key = mac(key, part);
  if (!amzDate.startsWith(date!) || mac(key, toSign).toString('hex') !== signature) {
    return { error: 'SignatureDoesNotMatch' };
  }
  return { region: region!, service: service! };
}

const esc = (v: unknown) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** <tag>children</tag>, where children is text or already-built XML. */
const el = (tag: string, ...children: (string | number | undefined)[]) =>
  `<${tag}>${children.filter((c) => c !== undefined).join('')}</${tag}>`;
const text = (tag: string, value: unknown) => (value === undefined ? '' : el(tag, esc(value)));
const items = (tag: string, list: string[], member = 'item') =>
  el(tag, ...list.map((x) => el(member, x)));
const ec2Tags = (tags: [string, string][]) =>
  items(
    'tagSet',
    tags.map(([k, v]) => text('key', k) + text('value', v)),
  );

export const AWS_HOSTS = Array.from({ length: 120 }, (_, i) => ({
  id: `i-${(0x0a0000 + i).toString(16).padStart(17, '0')}`,
  name: `web-${i}`,
  state: i === 1 ? 'stopped' : i === 2 ? 'pending' : 'running',
}));

const ec2Instance = (h: (typeof AWS_HOSTS)[number], i: number) =>
  text('instanceId', h.id) +
  text('imageId', 'ami-0abcdef1234567890') +
  el('instanceState', text('code', h.state === 'running' ? 16 : 80), text('name', h.state)) +
  text('instanceType', 't3.medium') +
  el('placement', text('availabilityZone', 'us-east-1a'), text('tenancy', 'default')) +
  text('privateIpAddress', `10.1.0.${i + 2}`) +
  (i === 0 ? text('ipAddress', '54.1.2.3') : '') +
  text('vpcId', 'vpc-aws01') +
  text('subnetId', 'subnet-aws01') +
  text('launchTime', '2026-05-01T00:00:00.000Z') +
  el('cpuOptions', text('coreCount', 1), text('threadsPerCore', 2)) +
  ec2Tags(
    i === 0
      ? [
          ['Name', h.name],
          ['env', 'prod'],
        ]
      : [['Name', h.name]],
  );

function ec2Reply(action: string, params: Record<string, string>, rid: string): string | undefined {
  const wrap = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><${action}Response xmlns="http://ec2.amazonaws.com/doc/2016-11-15/">${text('requestId', rid)}${body}</${action}Response>`;
  switch (action) {
    case 'DescribeRegions':
      return wrap(
        items('regionInfo', [
          text('regionName', 'us-east-1') +
            text('regionEndpoint', 'ec2.us-east-1.amazonaws.com') +
            text('optInStatus', 'opt-in-not-required'),
          text('regionName', 'eu-west-1') +
            text('regionEndpoint', 'ec2.eu-west-1.amazonaws.com') +
            text('optInStatus', 'opt-in-not-required'),
          text('regionName', 'af-south-1') +
            text('regionEndpoint', 'ec2.af-south-1.amazonaws.com') +
            text('optInStatus', 'not-opted-in'),
        ]),
      );
    case 'DescribeInstances': {
      const max = Number(params.MaxResults ?? 1000);
      const start = params.NextToken ? Number(params.NextToken.slice(4)) : 0;
      const page = AWS_HOSTS.slice(start, start + max);
      const end = start + page.length;
      // Two reservations per page, as launches in batches produce.
      const half = Math.ceil(page.length / 2);
      const reservation = (list: typeof page, from: number, r: number) =>
        text('reservationId', `r-${r}`) +
        text('ownerId', '123456789012') +
        items(
          'instancesSet',
          list.map((h, k) => ec2Instance(h, from + k)),
        );
      return wrap(
        items('reservationSet', [
          reservation(page.slice(0, half), start, start),
          reservation(page.slice(half), start + half, start + half),
        ]) + (end < AWS_HOSTS.length ? text('nextToken', `tok-${end}`) : ''),
      );
    }
    case 'DescribeInstanceTypes': {
      const wanted = Object.entries(params)
        .filter(([k]) => k.startsWith('InstanceType.'))
        .map(([, v]) => v);
      const known: Record<string, [number, number]> = { 't3.medium': [2, 4096] };
      return wrap(
        items(
          'instanceTypeSet',
          wanted
            .filter((t) => known[t])
            .map(
              (t) =>
                text('instanceType', t) +
                el('vCpuInfo', text('defaultVCpus', known[t]![0])) +
                el('memoryInfo', text('sizeInMiB', known[t]![1])),
            ),
        ),
      );
    }
    case 'DescribeVolumes':
      return wrap(
        items('volumeSet', [
          text('volumeId', 'vol-aws01') +
            text('size', 80) +
            text('availabilityZone', 'us-east-1a') +
            text('status', 'in-use') +
            text('createTime', '2026-05-01T00:00:00.000Z') +
            items('attachmentSet', [
              text('volumeId', 'vol-aws01') +
                text('instanceId', AWS_HOSTS[0]!.id) +
                text('device', '/dev/xvda') +
                text('status', 'attached'),
            ]) +
            text('volumeType', 'gp3') +
            ec2Tags([['Name', 'root']]),
        ]),
      );
    case 'DescribeAddresses':
      return wrap(
        items('addressesSet', [
          text('publicIp', '54.1.2.3') +
            text('allocationId', 'eipalloc-aws01') +
            text('domain', 'vpc') +
            text('instanceId', AWS_HOSTS[0]!.id) +
            text('associationId', 'eipassoc-1') +
            text('privateIpAddress', '10.1.0.2') +
            ec2Tags([['Name', 'web-ip']]),
          text('publicIp', '54.1.2.4') +
            text('allocationId', 'eipalloc-aws02') +
            text('domain', 'vpc'),
        ]),
      );
    case 'DescribeVpcs':
      return wrap(
        items('vpcSet', [
          text('vpcId', 'vpc-aws01') +
            text('state', 'available') +
            text('cidrBlock', '10.1.0.0/16') +
            text('isDefault', 'false') +
            ec2Tags([['Name', 'main']]),
        ]),
      );
    case 'DescribeSubnets':
      return wrap(
        items('subnetSet', [
          text('subnetId', 'subnet-aws01') +
            text('state', 'available') +
            text('vpcId', 'vpc-aws01') +
            text('cidrBlock', '10.1.0.0/24') +
            text('availabilityZone', 'us-east-1a'),
        ]),
      );
    case 'StartInstances':
    case 'StopInstances': {
      const ids = Object.entries(params)
        .filter(([k]) => k.startsWith('InstanceId.'))
        .map(([, v]) => v);
      const to = action === 'StartInstances' ? 'pending' : 'stopping';
      return wrap(
        items(
          'instancesSet',
          ids.map(
            (id) =>
              text('instanceId', id) +
              el('currentState', text('code', 0), text('name', to)) +
              el('previousState', text('code', 16), text('name', 'running')),
          ),
        ),
      );
    }
    case 'RebootInstances':
      return wrap(text('return', 'true'));
    default:
      return undefined;
  }
}

function queryReply(service: string, action: string, rid: string): string | undefined {
  const wrap = (ns: string, result: string) =>
    `<${action}Response xmlns="${ns}">${el(`${action}Result`, result)}${el('ResponseMetadata', text('RequestId', rid))}</${action}Response>`;
  if (service === 'sts' && action === 'GetCallerIdentity') {
    return wrap(
      'https://sts.amazonaws.com/doc/2011-06-15/',
      text('Arn', 'arn:aws:iam::123456789012:user/ops') +
        text('UserId', 'AIDAEXAMPLE') +
        text('Account', '123456789012'),
    );
  }
  if (service === 'rds' && action === 'DescribeDBInstances') {
    const db = (id: string, engine: string) =>
      text('DBInstanceIdentifier', id) +
      text('DBInstanceClass', 'db.t3.medium') +
      text('Engine', engine) +
      text('DBInstanceStatus', 'available') +
      text('AllocatedStorage', 100) +
      text('AvailabilityZone', 'us-east-1a') +
      text('EngineVersion', engine === 'mysql' ? '8.0.35' : '5.0.0') +
      el('DBSubnetGroup', text('DBSubnetGroupName', 'default'), text('VpcId', 'vpc-aws01')) +
      text('InstanceCreateTime', '2026-05-01T00:00:00.000Z') +
      items('TagList', [text('Key', 'app') + text('Value', 'shop')], 'Tag');
    return wrap(
      'http://rds.amazonaws.com/doc/2014-10-31/',
      items('DBInstances', [db('orders-db', 'mysql'), db('docs-1', 'docdb')], 'DBInstance'),
    );
  }
  if (service === 'rds' && action === 'DescribeDBClusters') {
    return wrap(
      'http://rds.amazonaws.com/doc/2014-10-31/',
      items(
        'DBClusters',
        [
          items('AvailabilityZones', ['us-east-1a', 'us-east-1b'].map(esc), 'AvailabilityZone') +
            text('DBClusterIdentifier', 'docs') +
            text('Status', 'creating') +
            text('Engine', 'docdb') +
            text('EngineVersion', '5.0.0') +
            text('ClusterCreateTime', '2026-05-01T00:00:00.000Z'),
        ],
        'DBCluster',
      ),
    );
  }
  if (service === 'elasticache' && action === 'DescribeCacheClusters') {
    const cluster = (id: string, engine: string) =>
      text('CacheClusterId', id) +
      text('CacheNodeType', 'cache.t3.small') +
      text('Engine', engine) +
      text('EngineVersion', engine === 'redis' ? '7.1' : '1.6.22') +
      text('CacheClusterStatus', 'available') +
      text('NumCacheNodes', 1) +
      text('PreferredAvailabilityZone', 'us-east-1a') +
      text('CacheClusterCreateTime', '2026-05-01T00:00:00.000Z');
    return wrap(
      'http://elasticache.amazonaws.com/doc/2015-02-02/',
      items(
        'CacheClusters',
        [cluster('sessions-001', 'redis'), cluster('memo', 'memcached')],
        'CacheCluster',
      ),
    );
  }
  return undefined;
}

export async function startFakeAws(keys: CloudCredentials): Promise<FakeAws> {
  const xml = (status: number, body: string, rid: string) => ({
    status,
    headers: { 'content-type': 'text/xml', 'x-amzn-requestid': rid },
    body,
  });
  const ec2Error = (status: number, code: string, message: string, rid: string) =>
    xml(
      status,
      `<?xml version="1.0" encoding="UTF-8"?><Response><Errors><Error><Code>${code}</Code><Message>${esc(message)}</Message></Error></Errors><RequestID>${rid}</RequestID></Response>`,
      rid,
    );
  const queryError = (status: number, code: string, message: string, rid: string) =>
    xml(
      status,
      `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${esc(message)}</Message></Error><RequestId>${rid}</RequestId></ErrorResponse>`,
      rid,
    );

  /** Cost Explorer speaks JSON 1.1: the action in x-amz-target, errors as {__type, message}. */
  const jsonReply = (status: number, body: object, rid: string) => ({
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': rid },
    body: JSON.stringify(body),
  });
  const costExplorer = (req: WireRequest, who: ReturnType<typeof verify>, rid: string) => {
    if ('error' in who) {
      return who.error === 'InvalidClientTokenId'
        ? jsonReply(
            400,
            {
              __type: 'UnrecognizedClientException',
              message: 'The security token included in the request is invalid.',
            },
            rid,
          )
        : jsonReply(
            403,
            {
              __type: 'InvalidSignatureException',
              message:
                'The request signature we calculated does not match the signature you provided.',
            },
            rid,
          );
    }
    const action = String(req.headers['x-amz-target'] ?? '').replace(
      'AWSInsightsIndexService.',
      '',
    );
    const body = JSON.parse(req.body || '{}') as Record<string, unknown>;
    fake.calls.push({ service: 'ce', region: who.region, action, params: {}, body });
    if (
      who.region !== 'us-east-1' ||
      req.headers['content-type'] !== 'application/x-amz-json-1.1'
    ) {
      return jsonReply(400, { __type: 'UnknownOperationException' }, rid);
    }
    if (fake.deny.has(action)) {
      return jsonReply(
        400,
        {
          __type: 'AccessDeniedException',
          message: `User is not authorized to perform: ce:${action}`,
        },
        rid,
      );
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return jsonReply(
        400,
        {
          __type: 'com.amazonaws.awsinsightsindexservice#LimitExceededException',
          message: 'You made too many calls in a short period of time.',
        },
        rid,
      );
    }
    if (action !== 'GetCostAndUsage') {
      return jsonReply(400, { __type: 'UnknownOperationException' }, rid);
    }
    const [status, reply] = awsBillReply(body);
    return jsonReply(status, reply, rid);
  };

  /** Service Quotas speaks JSON 1.1 too; an unknown quota is NoSuchResourceException. */
  const serviceQuotas = (req: WireRequest, who: ReturnType<typeof verify>, rid: string) => {
    if ('error' in who) {
      return jsonReply(403, { __type: 'InvalidSignatureException', message: who.error }, rid);
    }
    const action = String(req.headers['x-amz-target'] ?? '').replace('ServiceQuotasV20190624.', '');
    const body = JSON.parse(req.body || '{}') as { ServiceCode?: string; QuotaCode?: string };
    fake.calls.push({ service: 'servicequotas', region: who.region, action, params: {}, body });
    if (fake.throttle > 0) {
      fake.throttle--;
      return jsonReply(400, { __type: 'TooManyRequestsException', message: 'Rate exceeded' }, rid);
    }
    const value = AWS_QUOTAS[`${body.ServiceCode} ${body.QuotaCode}`];
    if (action !== 'GetServiceQuota' || value === undefined) {
      return jsonReply(400, { __type: 'NoSuchResourceException', message: 'no such quota' }, rid);
    }
    return jsonReply(
      200,
      {
        Quota: {
          ServiceCode: body.ServiceCode,
          QuotaCode: body.QuotaCode,
          QuotaArn: `arn:aws:servicequotas:${who.region}:123456789012:${body.ServiceCode}/${body.QuotaCode}`,
          Value: value,
          Unit: 'None',
          Adjustable: true,
          GlobalQuota: false,
        },
      },
      rid,
    );
  };

  const fake = (await startFakeServer((req) => {
    const rid = requestId();
    const form = new URLSearchParams(req.body);
    const action = form.get('Action') ?? '';
    const who = verify(req, keys);
    const scopeService = /\/(\w+)\/aws4_request/.exec(String(req.headers.authorization))?.[1] ?? '';
    const isEc2 = scopeService === 'ec2';
    if (scopeService === 'ce') return costExplorer(req, who, rid);
    if (scopeService === 'servicequotas') return serviceQuotas(req, who, rid);
    if ('error' in who) {
      const message =
        who.error === 'InvalidClientTokenId'
          ? 'The security token included in the request is invalid.'
          : 'The request signature we calculated does not match the signature you provided.';
      return isEc2
        ? ec2Error(
            401,
            'AuthFailure',
            'AWS was not able to validate the provided access credentials',
            rid,
          )
        : queryError(403, who.error!, message, rid);
    }
    const params = Object.fromEntries(
      [...form.entries()].filter(([k]) => k !== 'Action' && k !== 'Version'),
    );
    fake.calls.push({ service: who.service, region: who.region, action, params });
    if (fake.deny.has(action)) {
      return isEc2
        ? ec2Error(
            403,
            'UnauthorizedOperation',
            'You are not authorized to perform this operation.',
            rid,
          )
        : queryError(
            403,
            'AccessDenied',
            `User is not authorized to perform: ${who.service}:${action}`,
            rid,
          );
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return isEc2
        ? ec2Error(503, 'RequestLimitExceeded', 'Request limit exceeded.', rid)
        : queryError(400, 'Throttling', 'Rate exceeded', rid);
    }
    if (isEc2 && ['StartInstances', 'StopInstances', 'RebootInstances'].includes(action)) {
      const missing = Object.entries(params).find(
        ([k, v]) => k.startsWith('InstanceId.') && !AWS_HOSTS.some((h) => h.id === v),
      );
      if (missing)
        return ec2Error(
          400,
          'InvalidInstanceID.NotFound',
          `The instance ID '${missing[1]}' does not exist`,
          rid,
        );
    }
    if (who.service === 'monitoring' && action === 'GetMetricData')
      return xml(200, awsMetricReply(params, rid), rid);
    const body = isEc2 ? ec2Reply(action, params, rid) : queryReply(who.service, action, rid);
    if (!body)
      return isEc2
        ? ec2Error(
            400,
            'InvalidAction',
            `The action ${action} is not valid for this web service.`,
            rid,
          )
        : queryError(400, 'InvalidAction', `Could not find operation ${action}`, rid);
    return xml(200, body, rid);
  })) as FakeAws;
  fake.calls = [];
  fake.throttle = 0;
  fake.deny = new Set();
  return fake;
}
