import { CloudError, type CloudResource, type HostAction, type Page } from '../../adapter.ts';
import { intCursor, nextOffset, optDate, optNum, optStr } from '../fields.ts';
import { send } from '../http.ts';
import { defineAdapter, type Listers, type ResourceStatus, type StatusTable } from '../define.ts';
import { signedQuery } from './signer.ts';

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

export const createQingCloudAdapter = defineAdapter(PROVIDER, (setting) => {
  const { credentials, options, timeoutMs } = setting;

  async function call(
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
  }

  async function page<T>(
    action: string,
    set: string,
    zone: string,
    cursor: string | undefined,
    map: (item: T) => CloudResource,
  ): Promise<Page<CloudResource>> {
    const offset = intCursor(cursor, 0);
    const body = await call(action, zone, {
      offset: String(offset),
      limit: String(PAGE_SIZE),
      verbose: '1',
    });
    const items = (body[set] as T[] | undefined) ?? [];
    return { items: items.map(map), next: nextOffset(offset, items.length, body.total_count) };
  }

  const base = (region: string, item: { create_time?: string; tags?: QcTag[] }) => ({
    region,
    createdAt: optDate(item.create_time),
    tags: tags(item.tags),
  });

  const lists: Listers = {
    host: (zone, cursor) =>
      page<QcInstance>('DescribeInstances', 'instance_set', zone, cursor, (i) => ({
        ...base(zone, i),
        type: 'host',
        providerId: i.instance_id,
        name: i.instance_name || i.instance_id,
        zone: i.zone_id,
        status: status(i.status, i.transition_status),
        rawStatus: i.transition_status || i.status,
        spec: i.instance_type,
        cpu: i.vcpus_current,
        memoryMb: i.memory_current,
        privateIp: optStr(i.vxnets?.[0]?.private_ip),
        publicIp: optStr(i.eip?.eip_addr),
        vpcId: optStr(i.vxnets?.[0]?.vpc_router_id),
        subnetId: optStr(i.vxnets?.[0]?.vxnet_id),
        expiresAt: optDate(i.lease_info?.lease_time),
      })),
    disk: (zone, cursor) =>
      page<QcVolume>('DescribeVolumes', 'volume_set', zone, cursor, (v) => ({
        ...base(zone, v),
        type: 'disk',
        providerId: v.volume_id,
        name: v.volume_name || v.volume_id,
        zone: v.zone_id,
        status: status(v.status, v.transition_status === 'creating' ? 'creating' : undefined),
        rawStatus: v.status,
        sizeGb: optNum(v.size),
        hostId: optStr(v.instance?.instance_id),
      })),
    database: (zone, cursor) =>
      page<QcRdb>('DescribeRDBs', 'rdb_set', zone, cursor, (r) => ({
        ...base(zone, r),
        type: 'database',
        providerId: r.rdb_id,
        name: r.rdb_name || r.rdb_id,
        status: status(r.status, r.transition_status),
        rawStatus: r.transition_status || r.status,
        spec: r.rdb_type === undefined ? undefined : String(r.rdb_type),
        sizeGb: optNum(r.storage_size),
        engine:
          r.rdb_engine === 'psql'
            ? 'PostgreSQL'
            : r.rdb_engine === 'mysql'
              ? 'MySQL'
              : r.rdb_engine,
        engineVersion: r.engine_version,
        privateIp: optStr(r.master_ip),
        vpcId: optStr(r.vxnet?.vpc_router_id),
        subnetId: optStr(r.vxnet?.vxnet_id),
      })),
    redis: (zone, cursor) =>
      page<QcCache>('DescribeCaches', 'cache_set', zone, cursor, (c) => ({
        ...base(zone, c),
        type: 'redis',
        providerId: c.cache_id,
        name: c.cache_name || c.cache_id,
        status: status(c.status, c.transition_status),
        rawStatus: c.transition_status || c.status,
        spec: c.cache_type,
        sizeGb: optNum(c.cache_size),
        engine: 'Redis',
        engineVersion: c.cache_type?.replace(/^redis/, ''),
        privateIp: optStr(c.nodes?.[0]?.private_ip),
        vpcId: optStr(c.vxnet?.vpc_router_id),
        subnetId: optStr(c.vxnet?.vxnet_id),
      })),
    mongo: (zone, cursor) =>
      page<QcMongo>('DescribeMongos', 'mongo_set', zone, cursor, (m) => ({
        ...base(zone, m),
        type: 'mongo',
        providerId: m.mongo_id,
        name: m.mongo_name || m.mongo_id,
        status: status(m.status, m.transition_status),
        rawStatus: m.transition_status || m.status,
        spec: m.mongo_type === undefined ? undefined : String(m.mongo_type),
        sizeGb: optNum(m.storage_size),
        engine: 'MongoDB',
        engineVersion: m.mongo_version,
        vpcId: optStr(m.vxnet?.vpc_router_id),
        subnetId: optStr(m.vxnet?.vxnet_id),
      })),
    eip: (zone, cursor) =>
      page<QcEip>('DescribeEips', 'eip_set', zone, cursor, (e) => ({
        ...base(zone, e),
        type: 'eip',
        providerId: e.eip_id,
        name: e.eip_name || e.eip_addr || e.eip_id,
        status: status(e.status),
        rawStatus: e.status,
        publicIp: optStr(e.eip_addr),
        bandwidthMbps: optNum(e.bandwidth),
        hostId:
          e.resource?.resource_type === 'instance' ? optStr(e.resource.resource_id) : undefined,
      })),
    // A QingCloud VPC is a router with a vpc_network; its vxnets are the subnets.
    vpc: (zone, cursor) =>
      page<QcRouter>('DescribeRouters', 'router_set', zone, cursor, (r) => ({
        ...base(zone, r),
        type: 'vpc',
        providerId: r.router_id,
        name: r.router_name || r.router_id,
        status: status(r.status, undefined, 'available'),
        rawStatus: r.status,
        cidr: optStr(r.vpc_network),
      })),
    subnet: (zone, cursor) =>
      page<QcVxnet>('DescribeVxnets', 'vxnet_set', zone, cursor, (x) => ({
        ...base(zone, x),
        type: 'subnet',
        providerId: x.vxnet_id,
        name: x.vxnet_name || x.vxnet_id,
        // Vxnets have no status of their own; an existing one is usable.
        status: 'available',
        rawStatus: '',
        vpcId: optStr(x.vpc_router_id ?? x.router?.router_id),
        cidr: optStr(x.router?.ip_network),
      })),
  };

  return {
    lists,
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
