import { CloudError, type CloudResource, type HostAction, type Page } from '../../adapter.ts';
import { intCursor, listed, nextOffset, optDate, optNum, optStr } from '../fields.ts';
import { send } from '../http.ts';
import {
  defineAdapter,
  type AdapterSetting,
  type Listers,
  type ResourceStatus,
  type StatusTable,
} from '../define.ts';
import { signedQuery } from './signer.ts';
import { qcMetrics } from './metrics.ts';

/**
 * QingCloud IaaS API (also what Zhongjin cloud runs): GET /iaas/?action=...&zone=..., signed
 * in the query. A region here is a QingCloud zone (pek3, sh1a, gd2 ...), which every call
 * takes as `zone`. Paging is offset/limit with total_count.
 */
const PROVIDER = 'QINGYUN' as const;
const PAGE_SIZE = 100;

/** QingCloud's DescribeZones has no display names; these are the console's. */
const ZONE_NAMES: Record<string, string> = {
  pek3: '北京3区',
  pek3a: '北京3区-A',
  pek3b: '北京3区-B',
  pek3c: '北京3区-C',
  pek3d: '北京3区-D',
  sh1: '上海1区',
  sh1a: '上海1区-A',
  sh1b: '上海1区-B',
  gd2: '广东2区',
  gd2a: '广东2区-A',
  gd2b: '广东2区-B',
  ap2a: '亚太2区-A',
  ap3: '亚太3区',
};

interface QcTag {
  tag_key?: string;
  tag_name?: string;
  tag_value?: string;
}
interface QcReply {
  ret_code: number;
  message?: string;
  total_count?: number;
  [set: string]: unknown;
}
interface QcInstance {
  instance_id: string;
  instance_name?: string;
  instance_type?: string;
  vcpus_current?: number;
  memory_current?: number;
  status: string;
  transition_status?: string;
  zone_id?: string;
  vxnets?: { vxnet_id?: string; private_ip?: string; vpc_router_id?: string }[];
  eip?: { eip_id?: string; eip_addr?: string };
  create_time?: string;
  lease_info?: { lease_time?: string };
  tags?: QcTag[];
}
interface QcVolume {
  volume_id: string;
  volume_name?: string;
  size?: number;
  status: string;
  transition_status?: string;
  zone_id?: string;
  instance?: { instance_id?: string };
  create_time?: string;
  tags?: QcTag[];
}
interface QcEip {
  eip_id: string;
  eip_name?: string;
  eip_addr?: string;
  bandwidth?: number;
  status: string;
  resource?: { resource_id?: string; resource_type?: string };
  create_time?: string;
  tags?: QcTag[];
}
interface QcRouter {
  router_id: string;
  router_name?: string;
  status: string;
  vpc_network?: string;
  create_time?: string;
  tags?: QcTag[];
}
interface QcVxnet {
  vxnet_id: string;
  vxnet_name?: string;
  vpc_router_id?: string;
  router?: { router_id?: string; ip_network?: string };
  create_time?: string;
  tags?: QcTag[];
}
interface QcRdb {
  rdb_id: string;
  rdb_name?: string;
  rdb_engine?: string;
  engine_version?: string;
  rdb_type?: number;
  storage_size?: number;
  status: string;
  transition_status?: string;
  vxnet?: { vxnet_id?: string; vpc_router_id?: string };
  master_ip?: string;
  create_time?: string;
  tags?: QcTag[];
}
interface QcCache {
  cache_id: string;
  cache_name?: string;
  cache_type?: string;
  cache_size?: number;
  status: string;
  transition_status?: string;
  vxnet?: { vxnet_id?: string; vpc_router_id?: string };
  nodes?: { private_ip?: string }[];
  create_time?: string;
  tags?: QcTag[];
}
interface QcMongo {
  mongo_id: string;
  mongo_name?: string;
  mongo_version?: string;
  mongo_type?: number;
  storage_size?: number;
  status: string;
  transition_status?: string;
  vxnet?: { vxnet_id?: string; vpc_router_id?: string };
  create_time?: string;
  tags?: QcTag[];
}

const TRANSITIONS: StatusTable = {
  creating: 'pending',
  starting: 'starting',
  stopping: 'stopping',
  restarting: 'rebooting',
  resetting: 'rebooting',
  terminating: 'deleting',
  deleting: 'deleting',
  ceasing: 'deleting',
};

/** Steady states by resource family; a transition_status, when set, wins. */
const STATES: StatusTable = {
  pending: 'pending',
  running: 'running',
  active: 'running',
  stopped: 'stopped',
  poweroffed: 'stopped',
  suspended: 'error',
  available: 'available',
  'in-use': 'in_use',
  associated: 'in_use',
  terminated: 'deleting',
  deleted: 'deleting',
  released: 'deleting',
  ceased: 'deleting',
};

function status(raw: string, transition?: string, steady?: ResourceStatus): ResourceStatus {
  if (transition && TRANSITIONS[transition]) return TRANSITIONS[transition];
  const mapped = STATES[raw] ?? 'unknown';
  return steady && mapped === 'running' ? steady : mapped;
}

/** A state QingCloud gives as a steady status and, while it changes, a transition. */
const moving = (x: { status: string; transition_status?: string }) => ({
  status: status(x.status, x.transition_status),
  rawStatus: x.transition_status || x.status,
});

/** The router (our VPC) and vxnet (our subnet) an item is attached to. */
const inVxnet = (x: { vpc_router_id?: string; vxnet_id?: string } | undefined) => ({
  vpcId: optStr(x?.vpc_router_id),
  subnetId: optStr(x?.vxnet_id),
});

const tags = (list: QcTag[] | undefined): Record<string, string> =>
  Object.fromEntries(
    (list ?? []).flatMap((t) => {
      const key = t.tag_key ?? t.tag_name;
      return key ? [[key, t.tag_value ?? '']] : [];
    }),
  );

function errorKind(retCode: number): CloudError['kind'] {
  if (retCode === 1200 || retCode === 1300) return 'auth';
  if (retCode === 1400) return 'permission';
  if (retCode === 2100) return 'not_found';
  // 2500 is also the API rate quota; 5100 is "server busy, try later".
  if (retCode === 2500 || retCode === 5100) return 'throttled';
  return 'provider';
}

const ACTIONS: Record<HostAction, string> = {
  start: 'StartInstances',
  stop: 'StopInstances',
  reboot: 'RestartInstances',
};

/**
 * One signed call of the IaaS API, its ret_code turned into a CloudError: shared by the
 * inventory adapter and the bill source.
 */
export function qingCloudCaller({
  credentials,
  options,
  timeoutMs,
}: Pick<AdapterSetting, 'credentials' | 'options' | 'timeoutMs'>) {
  return async function call(
    action: string,
    zone: string | undefined,
    params: Record<string, string> = {},
  ): Promise<QcReply> {
    const base = options.endpointFor?.('iaas', zone ?? '') ?? 'https://api.qingcloud.com';
    const query = signedQuery(action, zone ? { ...params, zone } : params, credentials);
    const reply = await send(
      PROVIDER,
      { method: 'GET', url: `${base.replace(/\/$/, '')}/iaas/?${query}`, headers: {} },
      timeoutMs,
    );
    const body = reply.json as QcReply | undefined;
    if (!body || typeof body.ret_code !== 'number') {
      throw new CloudError(
        PROVIDER,
        'provider',
        `${action}: HTTP ${reply.status}, not a QingCloud reply`,
      );
    }
    if (body.ret_code !== 0) {
      throw new CloudError(
        PROVIDER,
        errorKind(body.ret_code),
        `${action}: ${body.message ?? 'error'}`,
        {
          providerCode: String(body.ret_code),
        },
      );
    }
    return body;
  };
}

export type QingCloudCall = ReturnType<typeof qingCloudCaller>;

export const createQingCloudAdapter = defineAdapter(PROVIDER, (setting) => {
  const call = qingCloudCaller(setting);

  /** A lister reading by offset, each item mapped with the zone (our region) it was listed in. */
  const page =
    <T>(action: string, set: string, map: (item: T, zone: string) => CloudResource) =>
    async (zone: string, cursor: string | undefined): Promise<Page<CloudResource>> => {
      const offset = intCursor(cursor, 0);
      const body = await call(action, zone, {
        offset: String(offset),
        limit: String(PAGE_SIZE),
        verbose: '1',
      });
      const items = (body[set] as T[] | undefined) ?? [];
      return {
        items: items.map((x) => map(x, zone)),
        next: nextOffset(offset, items.length, body.total_count),
      };
    };

  const base = (item: { create_time?: string; tags?: QcTag[] }) => ({
    createdAt: optDate(item.create_time),
    tags: tags(item.tags),
  });

  const lists: Listers = {
    host: page<QcInstance>('DescribeInstances', 'instance_set', (i, zone) => ({
      ...listed('host', zone, i.instance_id, i.instance_name, i.zone_id, moving(i)),
      ...base(i),
      spec: i.instance_type,
      cpu: i.vcpus_current,
      memoryMb: i.memory_current,
      privateIp: optStr(i.vxnets?.[0]?.private_ip),
      publicIp: optStr(i.eip?.eip_addr),
      ...inVxnet(i.vxnets?.[0]),
      expiresAt: optDate(i.lease_info?.lease_time),
    })),
    disk: page<QcVolume>('DescribeVolumes', 'volume_set', (v, zone) => ({
      ...listed('disk', zone, v.volume_id, v.volume_name, v.zone_id, {
        status: status(v.status, v.transition_status === 'creating' ? 'creating' : undefined),
        rawStatus: v.status,
      }),
      ...base(v),
      sizeGb: optNum(v.size),
      hostId: optStr(v.instance?.instance_id),
    })),
    database: page<QcRdb>('DescribeRDBs', 'rdb_set', (r, zone) => ({
      ...listed('database', zone, r.rdb_id, r.rdb_name, undefined, moving(r)),
      ...base(r),
      spec: r.rdb_type === undefined ? undefined : String(r.rdb_type),
      sizeGb: optNum(r.storage_size),
      engine:
        r.rdb_engine === 'psql' ? 'PostgreSQL' : r.rdb_engine === 'mysql' ? 'MySQL' : r.rdb_engine,
      engineVersion: r.engine_version,
      privateIp: optStr(r.master_ip),
      ...inVxnet(r.vxnet),
    })),
    redis: page<QcCache>('DescribeCaches', 'cache_set', (c, zone) => ({
      ...listed('redis', zone, c.cache_id, c.cache_name, undefined, moving(c)),
      ...base(c),
      spec: c.cache_type,
      sizeGb: optNum(c.cache_size),
      engine: 'Redis',
      engineVersion: c.cache_type?.replace(/^redis/, ''),
      privateIp: optStr(c.nodes?.[0]?.private_ip),
      ...inVxnet(c.vxnet),
    })),
    mongo: page<QcMongo>('DescribeMongos', 'mongo_set', (m, zone) => ({
      ...listed('mongo', zone, m.mongo_id, m.mongo_name, undefined, moving(m)),
      ...base(m),
      spec: m.mongo_type === undefined ? undefined : String(m.mongo_type),
      sizeGb: optNum(m.storage_size),
      engine: 'MongoDB',
      engineVersion: m.mongo_version,
      ...inVxnet(m.vxnet),
    })),
    eip: page<QcEip>('DescribeEips', 'eip_set', (e, zone) => ({
      ...listed('eip', zone, e.eip_id, e.eip_name || e.eip_addr, undefined, {
        status: status(e.status),
        rawStatus: e.status,
      }),
      ...base(e),
      publicIp: optStr(e.eip_addr),
      bandwidthMbps: optNum(e.bandwidth),
      hostId: e.resource?.resource_type === 'instance' ? optStr(e.resource.resource_id) : undefined,
    })),
    // A QingCloud VPC is a router with a vpc_network; its vxnets are the subnets.
    vpc: page<QcRouter>('DescribeRouters', 'router_set', (r, zone) => ({
      ...listed('vpc', zone, r.router_id, r.router_name, undefined, {
        status: status(r.status, undefined, 'available'),
        rawStatus: r.status,
      }),
      ...base(r),
      cidr: optStr(r.vpc_network),
    })),
    subnet: page<QcVxnet>('DescribeVxnets', 'vxnet_set', (x, zone) => ({
      // Vxnets have no status of their own; an existing one is usable.
      ...listed('subnet', zone, x.vxnet_id, x.vxnet_name, undefined, {
        status: 'available',
        rawStatus: '',
      }),
      ...base(x),
      vpcId: optStr(x.vpc_router_id ?? x.router?.router_id),
      cidr: optStr(x.router?.ip_network),
    })),
  };

  return {
    lists,
    readMetrics: qcMetrics(call),
    async verifyCredentials() {
      await call('GetBalance', undefined);
      return {};
    },
    async listRegions() {
      const body = await call('DescribeZones', undefined);
      const zones = (body.zone_set as { zone_id: string; status?: string }[] | undefined) ?? [];
      return zones
        .filter((z) => !z.status || z.status === 'active')
        .map((z) => ({ id: z.zone_id, name: ZONE_NAMES[z.zone_id] ?? z.zone_id }));
    },
    async hostAction(region, hostIds, action) {
      const params = Object.fromEntries(hostIds.map((id, i) => [`instances.${i + 1}`, id]));
      await call(ACTIONS[action], region, params);
    },
  };
});
