import { createHmac } from 'node:crypto';
import { canonicalQuery, rfc3986, sha } from './canonical.ts';
import { requestId, startFakeServer, type RestFake, type WireRequest } from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';
import { hwBillReply } from './huawei-bills.ts';
import { hwRenewReply } from './huawei-renew.ts';
import { FakeSubscriptions } from './subscriptions.ts';
import { hwCesReply } from './huawei-ces.ts';
import { HW_LIMITS } from './quota-replies.ts';

/**
 * A fake Huawei Cloud: checks SDK-HMAC-SHA256 as API Gateway does (401 APIGW.0301 on a
 * mismatch) and answers each service's JSON. Point endpointFor at `${url}/${service}`: the
 * first path segment tells the fake which service was meant (rds and dds share paths).
 * Throttled, it answers 429 APIGW.0308.
 */
export type FakeHuawei = RestFake<{ body: unknown }> & { subs: FakeSubscriptions };

export const HW_PROJECT = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

function verify(req: WireRequest, keys: CloudCredentials): boolean {
  const m = /^SDK-HMAC-SHA256 Access=([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!m || m[1] !== keys.accessKeyId) return false;
  const names = m[2]!.split(';');
  if (!names.includes('host') || !names.includes('x-sdk-date')) return false;
  let path = req.path
    .split('/')
    .map((s) => rfc3986(decodeURIComponent(s)))
    .join('/');
  if (!path.endsWith('/')) path += '/';
  const canonical = [
    req.method,
    path,
    canonicalQuery(req.query.entries()),
    names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join(''),
    m[2],
    sha(req.body),
  ].join('\n');
  const toSign = `SDK-HMAC-SHA256\n${String(req.headers['x-sdk-date'])}\n${sha(canonical)}`;
  return createHmac('sha256', keys.secret).update(toSign).digest('hex') === m[3];
}

export const HW_SERVERS = Array.from({ length: 150 }, (_, i) => ({
  id: `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `ecs-${i}`,
  status: i === 1 ? 'SHUTOFF' : 'ACTIVE',
  'OS-EXT-STS:task_state': i === 2 ? 'powering-off' : '',
  'OS-EXT-AZ:availability_zone': 'cn-north-4a',
  flavor: { id: 's6.large.2', name: 's6.large.2', vcpus: '2', ram: '4096' },
  addresses: {
    'vpc-hw01': [
      { version: 4, addr: `192.168.0.${i + 2}`, 'OS-EXT-IPS:type': 'fixed' },
      ...(i === 0 ? [{ version: 4, addr: '121.36.1.1', 'OS-EXT-IPS:type': 'floating' }] : []),
    ],
  },
  metadata: { vpc_id: 'vpc-hw01', charging_mode: i === 0 ? '1' : '0' },
  created: '2026-03-01T08:00:00Z',
  tags: i === 0 ? ['env=prod', 'owner=ops'] : [],
}));

const VOLUMES = [
  {
    id: 'vol-hw01',
    name: 'data',
    status: 'in-use',
    size: 40,
    volume_type: 'SSD',
    availability_zone: 'cn-north-4a',
    attachments: [{ server_id: HW_SERVERS[0]!.id, device: '/dev/vdb', attachment_id: 'att-1' }],
    created_at: '2026-03-01T08:00:00.000000',
    tags: { env: 'prod' },
  },
  {
    id: 'vol-hw02',
    name: 'spare',
    status: 'available',
    size: 20,
    volume_type: 'SSD',
    availability_zone: 'cn-north-4a',
    attachments: [],
    created_at: '2026-03-02T08:00:00.000000',
    tags: {},
  },
];
const RDS = [
  {
    id: 'rds-hw01',
    name: 'orders',
    status: 'ACTIVE',
    datastore: { type: 'MySQL', version: '8.0' },
    flavor_ref: 'rds.mysql.n1.large.2',
    cpu: '2',
    mem: '4',
    volume: { type: 'CLOUDSSD', size: 100 },
    vpc_id: 'vpc-hw01',
    subnet_id: 'subnet-hw01',
    private_ips: ['192.168.0.50'],
    public_ips: [],
    nodes: [{ availability_zone: 'cn-north-4a' }],
    created: '2026-03-01T08:00:00+0000',
    charge_info: { charge_mode: 'prePaid' },
    tags: [{ key: 'app', value: 'shop' }],
  },
];
const DCS = [
  {
    instance_id: 'dcs-hw01',
    name: 'cache',
    engine: 'Redis',
    engine_version: '5.0',
    status: 'RUNNING',
    ip: '192.168.0.60',
    max_memory: 1024,
    capacity: 1,
    spec_code: 'redis.single.xu1.large.1',
    vpc_id: 'vpc-hw01',
    subnet_id: 'subnet-hw01',
    az_codes: ['cn-north-4a'],
    created_at: '2026-03-01T08:00:00.000Z',
    charging_mode: 0,
  },
];
/** The DDS replica set's nodes: [id, role]. */
export const HW_DDS_NODES = [
  ['node-hw-p', 'Primary'],
  ['node-hw-s', 'Secondary'],
  ['node-hw-h', 'Hidden'],
] as const;
const DDS = [
  {
    id: 'dds-hw01',
    name: 'events',
    status: 'normal',
    mode: 'ReplicaSet',
    datastore: { type: 'DDS-Community', version: '4.0' },
    vpc_id: 'vpc-hw01',
    subnet_id: 'subnet-hw01',
    created: '2026-03-01T08:00:00',
    pay_mode: '0',
    groups: [
      {
        type: 'replica',
        volume: { size: '10', used: '1' },
        nodes: HW_DDS_NODES.map(([id, role]) => ({ id, name: `events_${role}`, role })),
      },
    ],
  },
];
const EIPS = [
  {
    id: 'eip-hw01',
    alias: 'web',
    status: 'ACTIVE',
    public_ip_address: '121.36.1.1',
    private_ip_address: '192.168.0.2',
    bandwidth_size: 5,
    port_id: 'port-1',
    create_time: '2026-03-01 08:00:00',
  },
  {
    id: 'eip-hw02',
    status: 'DOWN',
    public_ip_address: '121.36.1.2',
    bandwidth_size: 1,
    create_time: '2026-03-02 08:00:00',
  },
];
const VPCS = [{ id: 'vpc-hw01', name: 'main', cidr: '192.168.0.0/16', status: 'OK' }];
const SUBNETS = [
  {
    id: 'subnet-hw01',
    name: 'app',
    cidr: '192.168.0.0/24',
    vpc_id: 'vpc-hw01',
    status: 'ACTIVE',
    availability_zone: 'cn-north-4a',
  },
];

export async function startFakeHuawei(keys: CloudCredentials): Promise<FakeHuawei> {
  const json = (status: number, body: unknown, id = requestId()) => ({
    status,
    headers: { 'x-request-id': id },
    body: JSON.stringify(body),
  });
  const offsetPage = (items: unknown[], q: URLSearchParams, totalField: string, field: string) => {
    const offset = Number(q.get('offset') ?? 0);
    const limit = Number(q.get('limit') ?? 10);
    return json(200, { [field]: items.slice(offset, offset + limit), [totalField]: items.length });
  };
  const markerPage = (items: { id: string }[], q: URLSearchParams, field: string) => {
    const limit = Number(q.get('limit') ?? 2000);
    const marker = q.get('marker');
    const start = marker ? items.findIndex((i) => i.id === marker) + 1 : 0;
    return json(200, { [field]: items.slice(start, start + limit) });
  };

  const fake = (await startFakeServer((req) => {
    if (!verify(req, keys)) {
      const id = requestId();
      return json(
        401,
        {
          error_msg: 'Incorrect IAM authentication information: verify aksk signature fail',
          error_code: 'APIGW.0301',
          request_id: id,
        },
        id,
      );
    }
    const [, service = '', ...rest] = req.path.split('/');
    const path = `/${rest.join('/')}`;
    let body: unknown;
    try {
      body = req.body ? JSON.parse(req.body) : undefined;
    } catch {
      return json(400, { error_code: 'APIGW.0201', error_msg: 'Request body is not JSON' });
    }
    fake.calls.push({
      service,
      method: req.method,
      path,
      query: Object.fromEntries(req.query),
      body,
    });
    if (fake.deny.has(service)) {
      return json(403, {
        error: {
          code: `${service}.0403`,
          message: `Policy doesn't allow ${service}:*:list to be performed.`,
        },
      });
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return json(429, {
        error_msg:
          'The throttling threshold has been reached: policy user over ratelimit,limit:20,time:1 second',
        error_code: 'APIGW.0308',
        request_id: 'throttled',
      });
    }
    const q = req.query;
    const p = `/${HW_PROJECT}/`;
    // IAM and BSS are global services: no project in the path.
    if (service === 'bss' && path === '/v2/bills/customer-bills/res-records/query') {
      return json(...hwBillReply(body as Record<string, unknown> | undefined));
    }
    const renewal = service === 'bss' && hwRenewReply(fake.subs, req.method, path, q, body);
    if (renewal) return json(...renewal);
    if (service !== 'iam' && !path.includes(p)) {
      return json(400, { error: { code: 'Common.0001', message: 'project id mismatch' } });
    }
    if (service !== 'iam' && req.headers['x-project-id'] !== HW_PROJECT) {
      return json(400, { error: { code: 'Common.0002', message: 'X-Project-Id missing' } });
    }
    const route = `${service} ${req.method} ${path.replace(p, '/{pid}/')}`;
    switch (route) {
      case 'iam GET /v3/regions':
        return json(200, {
          regions: [
            {
              id: 'cn-north-4',
              type: 'public',
              locales: { 'zh-cn': '华北-北京四', 'en-us': 'CN North-Beijing4' },
            },
            { id: 'ap-southeast-1', type: 'public', locales: { 'en-us': 'CN-Hong Kong' } },
          ],
        });
      case 'iam GET /v3/auth/projects':
        return json(200, {
          projects: [{ id: HW_PROJECT, name: 'cn-north-4', domain_id: 'dom-hw-0001' }],
        });
      case 'iam GET /v3/projects':
        return json(200, {
          projects:
            q.get('name') === 'cn-north-4'
              ? [{ id: HW_PROJECT, name: 'cn-north-4', domain_id: 'dom-hw-0001' }]
              : [],
        });
      case 'ecs GET /v1/{pid}/cloudservers/detail': {
        const page = Number(q.get('offset') ?? 1);
        const limit = Number(q.get('limit') ?? 25);
        return json(200, {
          count: HW_SERVERS.length,
          servers: HW_SERVERS.slice((page - 1) * limit, page * limit),
        });
      }
      case 'ecs POST /v1/{pid}/cloudservers/action':
        return json(200, { job_id: 'job-hw-0001' });
      case 'evs GET /v2/{pid}/cloudvolumes/detail':
        return offsetPage(VOLUMES, q, 'count', 'volumes');
      case 'rds GET /v3/{pid}/instances':
        return offsetPage(RDS, q, 'total_count', 'instances');
      case 'dcs GET /v2/{pid}/instances':
        return offsetPage(DCS, q, 'instance_num', 'instances');
      case 'dds GET /v3/{pid}/instances':
        return offsetPage(DDS, q, 'total_count', 'instances');
      case 'vpc GET /v1/{pid}/publicips':
        return markerPage(EIPS, q, 'publicips');
      case 'vpc GET /v1/{pid}/vpcs':
        return markerPage(VPCS, q, 'vpcs');
      case 'ecs GET /v1/{pid}/cloudservers/limits':
        return json(200, HW_LIMITS);
      case 'ces POST /V1.0/{pid}/batch-query-metric-data':
        return json(200, hwCesReply(body as Parameters<typeof hwCesReply>[0], VOLUMES, DDS));
      case 'vpc GET /v1/{pid}/subnets':
        return markerPage(SUBNETS, q, 'subnets');
      default:
        return json(404, {
          error_code: 'APIGW.0101',
          error_msg: 'The API does not exist or has not been published in the environment',
        });
    }
  })) as FakeHuawei;
  fake.calls = [];
  fake.throttle = 0;
  fake.deny = new Set();
  fake.subs = new FakeSubscriptions({ [HW_SERVERS[0]!.id]: '2027-03-01T15:59:59Z' });
  return fake;
}
