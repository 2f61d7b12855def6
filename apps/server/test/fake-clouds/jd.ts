import { canonicalQuery, mac, rfc3986, sigV4StringToSign } from './canonical.ts';
import { jsonWithRequestId, startFakeServer, type RestFake, type WireRequest } from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';
import { jdBillReply } from './jd-bills.ts';
import { jdRenewReply } from './jd-renew.ts';
import { FakeSubscriptions } from './subscriptions.ts';
import { jdMetricReply } from './metric-replies.ts';
import { jdQuotaReply } from './quota-replies.ts';

/**
 * A fake JD Cloud OpenAPI: checks JDCLOUD2-HMAC-SHA256 as the gateway does (401
 * UNAUTHENTICATED on a mismatch) and answers {requestId, result} with pageNumber paging.
 * One server stands in for every service; the credential scope says which one was meant.
 * Throttled, it answers 429 RESOURCE_EXHAUSTED.
 */
export type FakeJd = RestFake<{ body?: unknown }> & { subs: FakeSubscriptions };

function verify(req: WireRequest, keys: CloudCredentials) {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^JDCLOUD2-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/jdcloud2_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      auth,
    );
  if (!m) return undefined;
  const [, ak, date, region, service, signed, signature] = m as unknown as string[];
  const stamp = String(req.headers['x-jdcloud-date'] ?? '');
  if (ak !== keys.accessKeyId || !stamp.startsWith(date!)) return undefined;
  const toSign = sigV4StringToSign(req, {
    path: req.path
      .split('/')
      .map((s) => rfc3986(decodeURIComponent(s)))
      .join('/'),
    query: canonicalQuery(req.query.entries()),
    signed: signed!,
    // As SigV4, which JDCLOUD2 copies: runs of white space in a value count as one space.
    headerValue: (v) => v.replace(/\s+/g, ' ').trim(),
    algorithm: 'JDCLOUD2-HMAC-SHA256',
    stamp,
    scope: `${date}/${region}/${service}/jdcloud2_request`,
  });
  let key = mac(`JDCLOUD2${keys.secret}`, date!);
  for (const part of [region!, service!, 'jdcloud2_request']) key = mac(key, part);
  return mac(key, toSign).toString('hex') === signature
    ? { region: region!, service: service! }
    : undefined;
}

export const JD_HOSTS = Array.from({ length: 130 }, (_, i) => ({
  instanceId: `i-jd${String(i).padStart(6, '0')}`,
  instanceName: `vm-${i}`,
  instanceType: 'g.n2.medium',
  vpcId: 'vpc-jd01',
  subnetId: 'subnet-jd01',
  privateIpAddress: `10.0.0.${i + 2}`,
  elasticIpAddress: i === 0 ? '114.67.1.1' : '',
  az: 'cn-north-1a',
  status: i === 1 ? 'stopped' : 'running',
  launchTime: '2026-02-01T08:00:00Z',
  charge: {
    chargeMode: i === 0 ? 'prepaid_by_duration' : 'postpaid_by_usage',
    chargeExpiredTime: i === 0 ? '2027-02-01T08:00:00Z' : '',
  },
  tags: i === 0 ? [{ key: 'team', value: 'web' }] : [],
}));

const LISTS: Record<string, [string, unknown[]]> = {
  'vm /instances': ['instances', JD_HOSTS],
  'disk /disks': [
    'disks',
    [
      {
        diskId: 'vol-jd01',
        name: 'data-1',
        diskSizeGB: 200,
        diskType: 'ssd.gp1',
        az: 'cn-north-1a',
        status: 'in-use',
        attachments: [{ instanceId: 'i-jd000000', status: 'attached' }],
        charge: { chargeMode: 'postpaid_by_usage' },
        createTime: '2026-02-01T08:00:00Z',
      },
    ],
  ],
  'rds /instances': [
    'dbInstances',
    [
      {
        instanceId: 'mysql-jd01',
        instanceName: 'orders',
        engine: 'MySQL',
        engineVersion: '8.0',
        instanceClass: 'db.mysql.s1.large',
        instanceStorageGB: 100,
        azId: ['cn-north-1a'],
        vpcId: 'vpc-jd01',
        subnetId: 'subnet-jd01',
        instanceStatus: 'RUNNING',
        createTime: '2026-02-01T08:00:00Z',
        charge: { chargeMode: 'prepaid_by_duration', chargeExpiredTime: '2027-02-01T08:00:00Z' },
      },
    ],
  ],
  'redis /cacheInstance': [
    'cacheInstances',
    [
      {
        cacheInstanceId: 'redis-jd01',
        cacheInstanceName: 'cache',
        cacheInstanceClass: 'redis.m.micro.basic',
        cacheInstanceMemoryMB: 2048,
        cacheInstanceStatus: 'running',
        azId: { master: 'cn-north-1a', slaves: ['cn-north-1b'] },
        vpcId: 'vpc-jd01',
        subnetId: 'subnet-jd01',
        redisVersion: '4.0',
        createTime: '2026-02-01T08:00:00Z',
      },
    ],
  ],
  'mongodb /instances': [
    'dbInstances',
    [
      {
        instanceId: 'mongo-jd01',
        instanceName: 'events',
        instanceType: 'replica',
        engine: 'MongoDB',
        engineVersion: '4.0',
        instanceStorageGB: 50,
        instanceStatus: 'CREATING',
        azId: ['cn-north-1a'],
      },
    ],
  ],
  'vpc /elasticIps': [
    'elasticIps',
    [
      {
        elasticIpId: 'fip-jd01',
        elasticIpAddress: '114.67.1.1',
        bandwidthMbps: 10,
        instanceId: 'i-jd000000',
        instanceType: 'compute',
        createdTime: '2026-02-01T08:00:00Z',
      },
      { elasticIpId: 'fip-jd02', elasticIpAddress: '114.67.1.2', bandwidthMbps: 1 },
    ],
  ],
  'vpc /vpcs': [
    'vpcs',
    [
      {
        vpcId: 'vpc-jd01',
        vpcName: 'main',
        addressPrefix: '10.0.0.0/16',
        createdTime: '2026-01-01T00:00:00Z',
      },
    ],
  ],
  'vpc /subnets': [
    'subnets',
    [
      {
        subnetId: 'subnet-jd01',
        subnetName: 'app',
        vpcId: 'vpc-jd01',
        addressPrefix: '10.0.0.0/24',
        az: 'cn-north-1a',
      },
    ],
  ],
};

export async function startFakeJd(keys: CloudCredentials): Promise<FakeJd> {
  const json = jsonWithRequestId('requestId');
  const fake = (await startFakeServer((req) => {
    const who = verify(req, keys);
    if (!who) {
      return json(401, {
        error: {
          code: 401,
          status: 'UNAUTHENTICATED',
          message: 'Authorization signature does not match',
        },
      });
    }
    const m = /^\/v[12]\/regions\/([^/]+)(\/.*)$/.exec(req.path);
    if (!m || m[1] !== who.region) {
      return json(400, {
        error: { code: 400, status: 'INVALID_ARGUMENT', message: 'bad path or region' },
      });
    }
    const path = decodeURIComponent(m[2]!);
    fake.calls.push({
      service: who.service,
      method: req.method,
      path,
      query: Object.fromEntries(req.query),
      body: req.body ? (JSON.parse(req.body) as unknown) : undefined,
    });
    if (fake.deny.has(`${who.service} ${path}`)) {
      return json(403, {
        error: {
          code: 403,
          status: 'PERMISSION_DENIED',
          message: 'sub-user has no permission for this action',
        },
      });
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return json(429, {
        error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Request rate too high' },
      });
    }
    const renewal =
      who.service === 'renewal' &&
      jdRenewReply(fake.subs, req.method, path, fake.calls.at(-1)!.body);
    if (renewal) return json(...renewal);
    if (who.service === 'billing' && req.method === 'POST' && path === '/billDetail:list') {
      return json(...jdBillReply(fake.calls.at(-1)!.body));
    }
    const action = /^\/instances\/([^/:]+):(startInstance|stopInstance|rebootInstance)$/.exec(path);
    if (req.method === 'POST' && who.service === 'vm' && action) {
      if (!JD_HOSTS.some((h) => h.instanceId === action[1])) {
        return json(404, {
          error: { code: 404, status: 'NOT_FOUND', message: `instance ${action[1]} not found` },
        });
      }
      return json(200, { result: {} });
    }
    if (req.method === 'GET' && who.service === 'vm' && path === '/instanceTypes') {
      const wanted = [...req.query.entries()]
        .filter(([k]) => /^filters\.1\.values\.\d+$/.test(k))
        .map(([, v]) => v);
      const known = [{ family: 'g.n2', instanceType: 'g.n2.medium', cpu: 2, memoryMB: 8192 }];
      return json(200, {
        result: {
          instanceTypes: known.filter(
            (t) =>
              req.query.get('filters.1.name') === 'instanceTypes' &&
              wanted.includes(t.instanceType),
          ),
          totalCount: 1,
        },
      });
    }
    if (req.method === 'GET' && who.service === 'vm' && path === '/quotas') {
      return json(200, { requestId: 'jd-quota-1', result: jdQuotaReply(req.query) });
    }
    const metrics = who.service === 'monitor' ? jdMetricReply(path, req.query) : undefined;
    if (metrics) return json(200, metrics);
    const list = LISTS[`${who.service} ${path}`];
    if (req.method !== 'GET' || !list) {
      return json(404, { error: { code: 404, status: 'NOT_FOUND', message: 'no such API' } });
    }
    const pageNumber = Number(req.query.get('pageNumber') ?? 1);
    const pageSize = Math.min(Number(req.query.get('pageSize') ?? 10), 100);
    const [field, items] = list;
    return json(200, {
      result: {
        [field]: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
        totalCount: items.length,
      },
    });
  })) as FakeJd;
  fake.calls = [];
  fake.throttle = 0;
  fake.deny = new Set();
  fake.subs = new FakeSubscriptions({
    [JD_HOSTS[0]!.instanceId]: JD_HOSTS[0]!.charge.chargeExpiredTime,
  });
  return fake;
}
