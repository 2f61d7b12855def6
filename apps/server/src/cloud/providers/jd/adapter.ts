import type { CloudResource, Page, ResourceStatus } from '../../adapter.ts';
import { intCursor, listed, nextPageNumber, optDate, optNum, optStr } from '../fields.ts';
import { defineAdapter, type Listers, type StatusTable, UNSTATED } from '../define.ts';
import { jdRenewal } from './renew.ts';
import { jdRequest } from './request.ts';
import { jdMetrics } from './metrics.ts';
import { jdQuotas } from './quotas.ts';

/**
 * JD Cloud OpenAPI: REST + JSON at https://{service}.jdcloud-api.com/v1/regions/{region}/...,
 * signed with JDCLOUD2-HMAC-SHA256. Paging is pageNumber (from 1) / pageSize with totalCount.
 * JD has no region-list API; the list below is its public regions.
 */
const PROVIDER = 'JINGDONG' as const;
const PAGE_SIZE = 100;

export const JD_REGIONS = [
  { id: 'cn-north-1', name: '华北-北京' },
  { id: 'cn-east-1', name: '华东-宿迁' },
  { id: 'cn-east-2', name: '华东-上海' },
  { id: 'cn-south-1', name: '华南-广州' },
];

interface JdTag {
  key?: string;
  value?: string;
}
interface JdCharge {
  chargeMode?: string;
  chargeExpiredTime?: string;
}
type JdResult = Record<string, unknown> & { totalCount?: number };
interface JdInstance {
  instanceId: string;
  instanceName?: string;
  instanceType?: string;
  vpcId?: string;
  subnetId?: string;
  privateIpAddress?: string;
  elasticIpAddress?: string;
  az?: string;
  status: string;
  launchTime?: string;
  charge?: JdCharge;
  tags?: JdTag[];
}
interface JdInstanceType {
  instanceType: string;
  cpu?: number;
  memoryMB?: number;
}
interface JdDisk {
  diskId: string;
  name?: string;
  diskSizeGB?: number;
  diskType?: string;
  az?: string;
  status: string;
  attachments?: { instanceId?: string; status?: string }[];
  charge?: JdCharge;
  createTime?: string;
  tags?: JdTag[];
}
interface JdDb {
  instanceId: string;
  instanceName?: string;
  instanceClass?: string;
  instanceType?: string;
  engine?: string;
  engineVersion?: string;
  instanceStorageGB?: number;
  instanceStatus: string;
  azId?: string[];
  vpcId?: string;
  subnetId?: string;
  createTime?: string;
  charge?: JdCharge;
  tags?: JdTag[];
}
interface JdCache {
  cacheInstanceId: string;
  cacheInstanceName?: string;
  cacheInstanceClass?: string;
  cacheInstanceMemoryMB?: number;
  cacheInstanceStatus: string;
  azId?: { master?: string };
  vpcId?: string;
  subnetId?: string;
  redisVersion?: string;
  createTime?: string;
  charge?: JdCharge;
  tags?: JdTag[];
}
interface JdEip {
  elasticIpId: string;
  elasticIpAddress?: string;
  bandwidthMbps?: number;
  instanceId?: string;
  instanceType?: string;
  createdTime?: string;
  charge?: JdCharge;
  tags?: JdTag[];
}
interface JdVpc {
  vpcId: string;
  vpcName?: string;
  addressPrefix?: string;
  createdTime?: string;
}
interface JdSubnet {
  subnetId: string;
  subnetName?: string;
  vpcId?: string;
  addressPrefix?: string;
  az?: string;
  createdTime?: string;
}

/** JD's statuses are lower-case for VMs and disks and upper-case for databases. */
const STATES: StatusTable = {
  pending: 'pending',
  creating: 'pending',
  building: 'pending',
  rebuilding: 'pending',
  resizing: 'pending',
  changing: 'pending',
  configuring: 'pending',
  starting: 'starting',
  running: 'running',
  stopping: 'stopping',
  stopped: 'stopped',
  rebooting: 'rebooting',
  available: 'available',
  'in-use': 'in_use',
  attaching: 'in_use',
  detaching: 'in_use',
  extending: 'in_use',
  deleting: 'deleting',
  deleted: 'deleting',
  error: 'error',
};

function status(raw: string): ResourceStatus {
  const key = raw.toLowerCase();
  if (key.startsWith('error')) return 'error';
  return STATES[key] ?? 'unknown';
}

const tags = (list: JdTag[] | undefined) =>
  Object.fromEntries((list ?? []).flatMap((t) => (t.key ? [[t.key, t.value ?? '']] : [])));

const state = (raw: string) => ({ status: status(raw), rawStatus: raw });
/** VPCs and subnets have no state at JD: they are there, so available. */

const inNetwork = (x: { vpcId?: string; subnetId?: string }) => ({
  vpcId: optStr(x.vpcId),
  subnetId: optStr(x.subnetId),
});

const charge = (c: JdCharge | undefined) => ({
  chargeType: c?.chargeMode?.startsWith('prepaid')
    ? ('prepaid' as const)
    : c?.chargeMode
      ? ('postpaid' as const)
      : undefined,
  expiresAt: optDate(c?.chargeExpiredTime),
});

/** When a JD item was made, how it is paid for, and its tags: every billed item has them. */
const billed = (created: string | undefined, x: { charge?: JdCharge; tags?: JdTag[] }) => ({
  createdAt: optDate(created),
  ...charge(x.charge),
  tags: tags(x.tags),
});

export const createJdAdapter = defineAdapter(PROVIDER, (setting) => {
  const call = (
    service: string,
    region: string,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
  ) =>
    jdRequest<JdResult>(setting, {
      service,
      region,
      version: 'v1',
      method,
      path,
      query,
      body: method === 'POST' ? '{}' : undefined,
    });

  /** Instance type -> CPU count and memory, per region: JD's instance list names only the type. */
  const typeSpecs = new Map<string, { cpu?: number; memoryMb?: number }>();

  /** One describeInstanceTypes for the unknown types of a page; best effort, like AWS's. */
  async function loadTypes(region: string, types: string[]): Promise<void> {
    const missing = [...new Set(types)].filter((t) => !typeSpecs.has(`${region} ${t}`));
    if (missing.length === 0) return;
    const query: Record<string, string> = { 'filters.1.name': 'instanceTypes' };
    missing.forEach((t, i) => (query[`filters.1.values.${i + 1}`] = t));
    try {
      const result = await call('vm', region, 'GET', '/instanceTypes', query);
      const list = (result.instanceTypes as JdInstanceType[] | undefined) ?? [];
      // A type JD does not describe is not asked for again.
      for (const t of missing) typeSpecs.set(`${region} ${t}`, {});
      for (const t of list) {
        typeSpecs.set(`${region} ${t.instanceType}`, {
          cpu: optNum(t.cpu),
          memoryMb: optNum(t.memoryMB),
        });
      }
    } catch {
      // Hosts still list without CPU and memory; a later page or sync asks again.
    }
  }

  async function page<T>(
    service: string,
    path: string,
    field: string,
    region: string,
    cursor: string | undefined,
    map: (item: T) => CloudResource,
    before?: (items: T[]) => Promise<void>,
  ): Promise<Page<CloudResource>> {
    const pageNumber = intCursor(cursor, 1);
    const result = await call(service, region, 'GET', path, {
      pageNumber: String(pageNumber),
      pageSize: String(PAGE_SIZE),
    });
    const items = (result[field] as T[] | undefined) ?? [];
    await before?.(items);
    const next = nextPageNumber(pageNumber, PAGE_SIZE, items.length, result.totalCount);
    return { items: items.map(map), next };
  }

  const lists: Listers = {
    host: (region, cursor) =>
      page<JdInstance>(
        'vm',
        '/instances',
        'instances',
        region,
        cursor,
        (i) => ({
          ...listed('host', region, i.instanceId, i.instanceName, i.az, state(i.status)),
          spec: optStr(i.instanceType),
          ...typeSpecs.get(`${region} ${i.instanceType}`),
          privateIp: optStr(i.privateIpAddress),
          publicIp: optStr(i.elasticIpAddress),
          ...inNetwork(i),
          ...billed(i.launchTime, i),
        }),
        (items) =>
          loadTypes(
            region,
            items.flatMap((i) => (i.instanceType ? [i.instanceType] : [])),
          ),
      ),
    disk: (region, cursor) =>
      page<JdDisk>('disk', '/disks', 'disks', region, cursor, (d) => ({
        ...listed('disk', region, d.diskId, d.name, d.az, state(d.status)),
        spec: optStr(d.diskType),
        sizeGb: optNum(d.diskSizeGB),
        hostId: optStr(d.attachments?.find((a) => a.instanceId)?.instanceId),
        ...billed(d.createTime, d),
      })),
    database: (region, cursor) =>
      page<JdDb>('rds', '/instances', 'dbInstances', region, cursor, (db) =>
        dbResource('database', region, db),
      ),
    redis: (region, cursor) =>
      page<JdCache>('redis', '/cacheInstance', 'cacheInstances', region, cursor, (c) => ({
        ...listed(
          'redis',
          region,
          c.cacheInstanceId,
          c.cacheInstanceName,
          c.azId?.master,
          state(c.cacheInstanceStatus),
        ),
        spec: optStr(c.cacheInstanceClass),
        memoryMb: optNum(c.cacheInstanceMemoryMB),
        sizeGb: c.cacheInstanceMemoryMB === undefined ? undefined : c.cacheInstanceMemoryMB / 1024,
        engine: 'Redis',
        engineVersion: optStr(c.redisVersion),
        ...inNetwork(c),
        ...billed(c.createTime, c),
      })),
    mongo: (region, cursor) =>
      page<JdDb>('mongodb', '/instances', 'dbInstances', region, cursor, (db) =>
        dbResource('mongo', region, { engine: 'MongoDB', ...db }),
      ),
    eip: (region, cursor) =>
      page<JdEip>('vpc', '/elasticIps', 'elasticIps', region, cursor, (e) => ({
        // JD reports no EIP status; bound or not is what it has.
        ...listed('eip', region, e.elasticIpId, e.elasticIpAddress, undefined, {
          status: e.instanceId ? 'in_use' : 'available',
          rawStatus: e.instanceId ? 'associated' : 'unassociated',
        }),
        publicIp: optStr(e.elasticIpAddress),
        bandwidthMbps: optNum(e.bandwidthMbps),
        hostId: e.instanceType === 'compute' ? optStr(e.instanceId) : undefined,
        ...billed(e.createdTime, e),
      })),
    vpc: (region, cursor) =>
      page<JdVpc>('vpc', '/vpcs', 'vpcs', region, cursor, (v) => ({
        ...listed('vpc', region, v.vpcId, v.vpcName, undefined, UNSTATED),
        cidr: optStr(v.addressPrefix),
        createdAt: optDate(v.createdTime),
        tags: {},
      })),
    subnet: (region, cursor) =>
      page<JdSubnet>('vpc', '/subnets', 'subnets', region, cursor, (s) => ({
        ...listed('subnet', region, s.subnetId, s.subnetName, s.az, UNSTATED),
        vpcId: optStr(s.vpcId),
        cidr: optStr(s.addressPrefix),
        createdAt: optDate(s.createdTime),
        tags: {},
      })),
  };

  function dbResource(type: 'database' | 'mongo', region: string, db: JdDb): CloudResource {
    return {
      ...listed(
        type,
        region,
        db.instanceId,
        db.instanceName,
        db.azId?.[0],
        state(db.instanceStatus),
      ),
      spec: optStr(db.instanceClass ?? db.instanceType),
      sizeGb: optNum(db.instanceStorageGB),
      engine: optStr(db.engine),
      engineVersion: optStr(db.engineVersion),
      ...inNetwork(db),
      ...billed(db.createTime, db),
    };
  }

  return {
    lists,
    ...jdRenewal(setting),
    readMetrics: jdMetrics(call),
    readQuotas: jdQuotas(call),
    async verifyCredentials() {
      // No identity API: the cheapest signed read proves the key and secret.
      await call('vm', JD_REGIONS[0]!.id, 'GET', '/instances', { pageNumber: '1', pageSize: '1' });
      return {};
    },
    listRegions: () => Promise.resolve(JD_REGIONS.map((r) => ({ ...r }))),
    async hostAction(region, hostIds, action) {
      // JD names each action after ours: startInstance, stopInstance, rebootInstance.
      for (const id of hostIds) {
        await call('vm', region, 'POST', `/instances/${encodeURIComponent(id)}:${action}Instance`);
      }
    },
  };
});
