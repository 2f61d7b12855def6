import { createHmac } from 'node:crypto';
import { canonicalQuery } from './canonical.ts';
import { startFakeServer, type FakeProvider, type WireRequest } from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';
import { qcMetricReply } from './metric-replies.ts';
import { qcChargeReply } from './qingcloud-bills.ts';

/**
 * A fake QingCloud IaaS API: checks the HmacSHA256 query signature the way the service does
 * (ret_code 1200 on a mismatch) and answers in its JSON format with offset/limit paging.
 */
export interface FakeQingCloud extends FakeProvider<{
  action: string;
  /** Signature fields removed. */
  params: Record<string, string>;
}> {
  /** The next N calls answer ret_code 5100 (server busy). */
  busy: number;
}

function signatureOk(req: WireRequest, secret: string): boolean {
  const qs = canonicalQuery([...req.query.entries()].filter(([k]) => k !== 'signature'));
  const expected = createHmac('sha256', secret)
    .update(`${req.method}\n${req.path}\n${qs}`)
    .digest('base64');
  return req.query.get('signature') === expected;
}

/** QingCloud serves at most 100 items a page. */
const MAX_LIMIT = 100;

export const QC_HOSTS = [
  {
    instance_id: 'i-qc000001',
    instance_name: 'web-1',
    instance_type: 'c1m2',
    vcpus_current: 1,
    memory_current: 2048,
    status: 'running',
    transition_status: '',
    zone_id: 'pek3a',
    vxnets: [{ vxnet_id: 'vxnet-qc01', private_ip: '192.168.1.10', vpc_router_id: 'rtr-qc01' }],
    eip: { eip_id: 'eip-qc01', eip_addr: '139.198.1.1' },
    create_time: '2026-01-02T03:04:05Z',
    tags: [{ tag_id: 'tag-1', tag_key: 'env', tag_value: 'prod' }],
  },
  {
    instance_id: 'i-qc000002',
    instance_name: 'web-2',
    instance_type: 'c2m4',
    vcpus_current: 2,
    memory_current: 4096,
    status: 'stopped',
    transition_status: '',
    zone_id: 'pek3a',
    vxnets: [],
    eip: {},
    create_time: '2026-01-03T03:04:05Z',
    tags: [],
  },
  {
    instance_id: 'i-qc000003',
    instance_name: 'batch',
    instance_type: 'c4m8',
    vcpus_current: 4,
    memory_current: 8192,
    status: 'running',
    transition_status: 'restarting',
    zone_id: 'pek3a',
    create_time: '2026-01-04T03:04:05Z',
  },
  ...Array.from({ length: 127 }, (_, i) => ({
    instance_id: `i-qc1${String(i).padStart(5, '0')}`,
    instance_name: `node-${i}`,
    instance_type: 'c1m1',
    vcpus_current: 1,
    memory_current: 1024,
    status: 'running',
    transition_status: '',
    zone_id: 'pek3a',
  })),
];

const SETS: Record<string, [string, unknown[]]> = {
  DescribeInstances: ['instance_set', QC_HOSTS],
  DescribeVolumes: [
    'volume_set',
    [
      {
        volume_id: 'vol-qc01',
        volume_name: 'data',
        size: 100,
        status: 'in-use',
        transition_status: '',
        zone_id: 'pek3a',
        instance: { instance_id: 'i-qc000001', instance_name: 'web-1' },
        create_time: '2026-01-02T03:04:05Z',
      },
    ],
  ],
  DescribeEips: [
    'eip_set',
    [
      {
        eip_id: 'eip-qc01',
        eip_name: 'web-ip',
        eip_addr: '139.198.1.1',
        bandwidth: 5,
        status: 'associated',
        resource: { resource_id: 'i-qc000001', resource_type: 'instance' },
        create_time: '2026-01-02T03:04:05Z',
      },
    ],
  ],
  DescribeRouters: [
    'router_set',
    [
      {
        router_id: 'rtr-qc01',
        router_name: 'main',
        status: 'active',
        vpc_network: '192.168.0.0/16',
      },
    ],
  ],
  DescribeVxnets: [
    'vxnet_set',
    [
      {
        vxnet_id: 'vxnet-qc01',
        vxnet_name: 'app',
        vxnet_type: 1,
        vpc_router_id: 'rtr-qc01',
        router: { router_id: 'rtr-qc01', ip_network: '192.168.1.0/24' },
      },
    ],
  ],
  DescribeRDBs: [
    'rdb_set',
    [
      {
        rdb_id: 'rdb-qc01',
        rdb_name: 'orders',
        rdb_engine: 'mysql',
        engine_version: '5.7',
        rdb_type: 2,
        storage_size: 50,
        status: 'active',
        transition_status: '',
        master_ip: '192.168.1.20',
        vxnet: { vxnet_id: 'vxnet-qc01', vpc_router_id: 'rtr-qc01' },
      },
    ],
  ],
  DescribeCaches: [
    'cache_set',
    [
      {
        cache_id: 'c-qc01',
        cache_name: 'sessions',
        cache_type: 'redis3.0.5',
        cache_size: 2,
        status: 'active',
        transition_status: '',
        nodes: [{ private_ip: '192.168.1.30' }],
      },
    ],
  ],
  DescribeMongos: [
    'mongo_set',
    [
      {
        mongo_id: 'mongo-qc01',
        mongo_name: 'events',
        mongo_version: '3.4',
        storage_size: 20,
        status: 'active',
        transition_status: '',
      },
    ],
  ],
};

export async function startFakeQingCloud(keys: CloudCredentials): Promise<FakeQingCloud> {
  const reply = (body: object) => ({ body: JSON.stringify(body) });
  const fake = (await startFakeServer((req) => {
    if (req.method !== 'GET' || req.path !== '/iaas/') {
      return { status: 404, body: JSON.stringify({ ret_code: 1100, message: 'InvalidPath' }) };
    }
    if (req.query.get('access_key_id') !== keys.accessKeyId || !signatureOk(req, keys.secret)) {
      return reply({ ret_code: 1200, message: 'AuthenticationFailed, signature not matched' });
    }
    const action = req.query.get('action') ?? '';
    const params = Object.fromEntries(
      [...req.query.entries()].filter(([k]) => k !== 'signature' && k !== 'access_key_id'),
    );
    fake.calls.push({ action, params });
    if (fake.deny.has(action)) {
      return reply({
        ret_code: 1400,
        message: `PermissionDenied, you are not allowed to ${action}`,
      });
    }
    if (fake.busy > 0) {
      fake.busy--;
      return reply({ ret_code: 5100, message: 'ServerBusy, please retry later' });
    }
    if (action === 'DescribeZones') {
      return reply({
        action: 'DescribeZonesResponse',
        ret_code: 0,
        total_count: 3,
        zone_set: [
          { zone_id: 'pek3a', status: 'active' },
          { zone_id: 'sh1a', status: 'active' },
          { zone_id: 'old1', status: 'faulty' },
        ],
      });
    }
    if (action === 'GetMonitor') return reply(qcMetricReply(params));
    if (action === 'GetChargeRecords') return reply(qcChargeReply(params));
    if (action === 'GetBalance')
      return reply({ action: 'GetBalanceResponse', ret_code: 0, balance: 100 });
    if (['StartInstances', 'StopInstances', 'RestartInstances'].includes(action)) {
      return reply({ action: `${action}Response`, ret_code: 0, job_id: 'j-qc0001' });
    }
    const set = SETS[action];
    if (!set)
      return reply({ ret_code: 1100, message: `MessageFormatError, unknown action ${action}` });
    if (!req.query.get('zone'))
      return reply({ ret_code: 1100, message: 'MessageFormatError, zone' });
    const offset = Number(req.query.get('offset') ?? 0);
    const limit = Math.min(Number(req.query.get('limit') ?? 20), MAX_LIMIT);
    const [name, items] = set;
    return reply({
      action: `${action}Response`,
      ret_code: 0,
      total_count: items.length,
      [name]: items.slice(offset, offset + limit),
    });
  })) as FakeQingCloud;
  fake.calls = [];
  fake.busy = 0;
  fake.deny = new Set();
  return fake;
}
