import type { CloudResource, HostAction, Page } from '../../adapter.ts';
import { intCursor, nextPageNumber, optDate, optNum, optStr, listed } from '../fields.ts';
import { defineAdapter, type Listers, type ResourceStatus, type StatusTable } from '../define.ts';
import { alibabaRenewal } from './renew.ts';
import { aliRpc } from './call.ts';
import { aliMetrics } from './metrics.ts';
import { aliQuotas } from './quotas.ts';

/**
 * Alibaba Cloud RPC APIs with our own HMAC-SHA1 signer (see signer.ts): a form POST to the
 * product's endpoint, JSON back. ECS pages with NextToken; RDS, R-KVStore, Dds and VPC with
 * PageNumber/PageSize. The fields we read are typed here; the rest of each reply is ignored.
 */
const PROVIDER = 'ALI' as const;

/** service -> [API version, endpoint host for a region]. */
const PRODUCTS: Record<string, [string, (region: string) => string]> = {
  ecs: ['2014-05-26', (r) => (r ? `ecs.${r}.aliyuncs.com` : 'ecs.aliyuncs.com')],
  rds: ['2014-08-15', () => 'rds.aliyuncs.com'],
  'r-kvstore': ['2015-01-01', () => 'r-kvstore.aliyuncs.com'],
  dds: ['2015-12-01', () => 'mongodb.aliyuncs.com'],
  vpc: ['2016-04-28', () => 'vpc.aliyuncs.com'],
  sts: ['2015-04-01', () => 'sts.aliyuncs.com'],
  cms: ['2019-01-01', (r) => `metrics.${r}.aliyuncs.com`],
  quotas: ['2020-05-10', () => 'quotas.aliyuncs.com'],
};

interface AliTag {
  TagKey?: string;
  TagValue?: string;
  Key?: string;
  Value?: string;
}
type Tags = { Tag?: AliTag[] } | undefined;
type Reply = Record<string, unknown> & {
  RequestId?: string;
  Code?: string;
  Message?: string;
  NextToken?: string;
  TotalCount?: number;
  TotalRecordCount?: number;
};
interface AliInstance {
  InstanceId: string;
  InstanceName?: string;
  InstanceType?: string;
  Cpu?: number;
  Memory?: number;
  Status: string;
  ZoneId?: string;
  VpcAttributes?: {
    VpcId?: string;
    VSwitchId?: string;
    PrivateIpAddress?: { IpAddress?: string[] };
  };
  InnerIpAddress?: { IpAddress?: string[] };
  PublicIpAddress?: { IpAddress?: string[] };
  EipAddress?: { IpAddress?: string; AllocationId?: string };
  InstanceChargeType?: string;
  CreationTime?: string;
  ExpiredTime?: string;
  Tags?: Tags;
}
interface AliDisk {
  DiskId: string;
  DiskName?: string;
  Size?: number;
  Category?: string;
  Status: string;
  InstanceId?: string;
  ZoneId?: string;
  DiskChargeType?: string;
  CreationTime?: string;
  ExpiredTime?: string;
  Tags?: Tags;
}
/** What ApsaraDB's RDS and MongoDB instances share, by the same names. */
interface ApsaraDb {
  DBInstanceId: string;
  DBInstanceDescription?: string;
  DBInstanceClass?: string;
  DBInstanceStatus: string;
  Engine?: string;
  EngineVersion?: string;
  ZoneId?: string;
  VpcId?: string;
  VSwitchId?: string;
}
interface AliRds extends ApsaraDb {
  PayType?: string;
  CreateTime?: string;
  ExpireTime?: string;
}
interface AliRedis {
  InstanceId: string;
  InstanceName?: string;
  InstanceClass?: string;
  Capacity?: number;
  InstanceStatus: string;
  EngineVersion?: string;
  ZoneId?: string;
  VpcId?: string;
  VSwitchId?: string;
  PrivateIp?: string;
  ChargeType?: string;
  CreateTime?: string;
  EndTime?: string;
  Tags?: Tags;
}
interface AliMongo extends ApsaraDb {
  DBInstanceStorage?: number;
  ChargeType?: string;
  CreationTime?: string;
  ExpireTime?: string;
  Tags?: Tags;
}
interface AliEip {
  AllocationId: string;
  IpAddress?: string;
  Name?: string;
  Bandwidth?: string;
  Status: string;
  InstanceId?: string;
  InstanceType?: string;
  ChargeType?: string;
  AllocationTime?: string;
  ExpiredTime?: string;
  Tags?: Tags;
}
interface AliVpc {
  VpcId: string;
  VpcName?: string;
  CidrBlock?: string;
  Status: string;
  CreationTime?: string;
  Tags?: Tags;
}
interface AliVSwitch {
  VSwitchId: string;
  VSwitchName?: string;
  VpcId?: string;
  CidrBlock?: string;
  ZoneId?: string;
  Status: string;
  CreationTime?: string;
  Tags?: Tags;
}

const STATES: StatusTable = {
  pending: 'pending',
  creating: 'pending',
  changing: 'pending',
  associating: 'pending',
  unassociating: 'pending',
  reiniting: 'pending',
  dbinstanceclasschanging: 'pending',
  restoring: 'pending',
  starting: 'starting',
  running: 'running',
  normal: 'running',
  stopping: 'stopping',
  stopped: 'stopped',
  inactive: 'stopped',
  rebooting: 'rebooting',
  available: 'available',
  in_use: 'in_use',
  inuse: 'in_use',
  attaching: 'in_use',
  detaching: 'in_use',
  deleting: 'deleting',
  releasing: 'deleting',
  released: 'deleting',
  error: 'error',
  unavailable: 'error',
};
const status = (raw: string): ResourceStatus => STATES[raw.toLowerCase()] ?? 'unknown';

const tags = (t: Tags): Record<string, string> =>
  Object.fromEntries(
    (t?.Tag ?? []).flatMap((x) => {
      const key = x.TagKey ?? x.Key;
      return key ? [[key, x.TagValue ?? x.Value ?? '']] : [];
    }),
  );

/** PrePaid/Prepaid vs PostPaid/Postpaid, spelled differently by each product. */
const chargeType = (raw: string | undefined) =>
  !raw ? undefined : raw.toLowerCase() === 'prepaid' ? ('prepaid' as const) : ('postpaid' as const);

const state = (raw: string) => ({ status: status(raw), rawStatus: raw });

/** The VPC and vSwitch an item sits in, as every product names them. */
const inVpc = (x: { VpcId?: string; VSwitchId?: string }) => ({
  vpcId: optStr(x.VpcId),
  subnetId: optStr(x.VSwitchId),
});

/** How an item is paid for, when it was made and runs out, and its tags. */
const billed = (
  charge: string | undefined,
  created: string | undefined,
  expires: string | undefined,
  t: Tags,
) => ({
  chargeType: chargeType(charge),
  createdAt: optDate(created),
  expiresAt: optDate(expires),
  tags: tags(t),
});

/** ECS instances and disks carry an expiry even when paid as they go; only a prepaid one runs out. */
const ecsBilled = (
  charge: string | undefined,
  x: { CreationTime?: string; ExpiredTime?: string; Tags?: Tags },
) => billed(charge, x.CreationTime, charge === 'PrePaid' ? x.ExpiredTime : undefined, x.Tags);

/** An ApsaraDB instance as listed: its identity, class, version and network. */
const apsara = (type: 'database' | 'mongo', region: string, d: ApsaraDb) => ({
  ...listed(
    type,
    region,
    d.DBInstanceId,
    d.DBInstanceDescription,
    d.ZoneId,
    state(d.DBInstanceStatus),
  ),
  spec: optStr(d.DBInstanceClass),
  engineVersion: optStr(d.EngineVersion),
  ...inVpc(d),
});

const ACTIONS: Record<HostAction, string> = {
  start: 'StartInstance',
  stop: 'StopInstance',
  reboot: 'RebootInstance',
};

/** Where a list is read: the service's action and its Outer.Inner wrapping (see listOf). */
type AliList = readonly [service: string, action: string, outer: string, inner: string];
/** A list read by page number also has its page size. */
type AliPagedList = readonly [...AliList, pageSize: number];

const LISTS = {
  host: ['ecs', 'DescribeInstances', 'Instances', 'Instance'],
  disk: ['ecs', 'DescribeDisks', 'Disks', 'Disk'],
  database: ['rds', 'DescribeDBInstances', 'Items', 'DBInstance', 100],
  redis: ['r-kvstore', 'DescribeInstances', 'Instances', 'KVStoreInstance', 50],
  mongo: ['dds', 'DescribeDBInstances', 'DBInstances', 'DBInstance', 100],
  eip: ['vpc', 'DescribeEipAddresses', 'EipAddresses', 'EipAddress', 100],
  vpc: ['vpc', 'DescribeVpcs', 'Vpcs', 'Vpc', 50],
  subnet: ['vpc', 'DescribeVSwitches', 'VSwitches', 'VSwitch', 50],
} as const satisfies Record<string, AliList | AliPagedList>;

export const createAlibabaAdapter = defineAdapter(PROVIDER, (setting) => {
  const { options } = setting;

  async function call(
    service: string,
    action: string,
    region: string,
    params: Record<string, string> = {},
  ): Promise<Reply> {
    const [version, host] = PRODUCTS[service]!;
    const base = options.endpointFor?.(service, region) ?? `https://${host(region)}`;
    const withRegion = region ? { RegionId: region, ...params } : params;
    return aliRpc<Reply>(
      setting,
      { base, action, version, params: withRegion },
      (json) => !!json.Code && json.Code !== '200',
    );
  }

  /** Reads Outer.Inner (Alibaba wraps every list: {"Instances": {"Instance": [...]}}). */
  const listOf = <T>(reply: Reply, outer: string, inner: string): T[] =>
    ((reply[outer] as Record<string, unknown> | undefined)?.[inner] as T[] | undefined) ?? [];

  /** A lister reading by NextToken, each item mapped with the region it was listed in. */
  const byToken =
    <T>(
      [service, action, outer, inner]: AliList,
      map: (item: T, region: string) => CloudResource,
    ) =>
    async (region: string, cursor: string | undefined): Promise<Page<CloudResource>> => {
      const params: Record<string, string> = { MaxResults: '100' };
      if (cursor) params.NextToken = cursor;
      const reply = await call(service, action, region, params);
      return {
        items: listOf<T>(reply, outer, inner).map((x) => map(x, region)),
        next: optStr(reply.NextToken),
      };
    };

  /** A lister reading by page number, each item mapped with the region it was listed in. */
  const byPage =
    <T>(
      [service, action, outer, inner, pageSize]: AliPagedList,
      map: (item: T, region: string) => CloudResource,
    ) =>
    async (region: string, cursor: string | undefined): Promise<Page<CloudResource>> => {
      const pageNumber = intCursor(cursor, 1);
      const reply = await call(service, action, region, {
        PageNumber: String(pageNumber),
        PageSize: String(pageSize),
      });
      const items = listOf<T>(reply, outer, inner);
      const total = optNum(reply.TotalCount ?? reply.TotalRecordCount);
      return {
        items: items.map((x) => map(x, region)),
        next: nextPageNumber(pageNumber, pageSize, items.length, total),
      };
    };

  const lists: Listers = {
    host: byToken<AliInstance>(LISTS.host, (i, region) => ({
      ...listed('host', region, i.InstanceId, i.InstanceName, i.ZoneId, state(i.Status)),
      spec: optStr(i.InstanceType),
      cpu: optNum(i.Cpu),
      memoryMb: optNum(i.Memory),
      privateIp: optStr(
        i.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0] ?? i.InnerIpAddress?.IpAddress?.[0],
      ),
      publicIp: optStr(i.EipAddress?.IpAddress) ?? optStr(i.PublicIpAddress?.IpAddress?.[0]),
      ...inVpc(i.VpcAttributes ?? {}),
      ...ecsBilled(i.InstanceChargeType, i),
    })),
    disk: byToken<AliDisk>(LISTS.disk, (d, region) => ({
      ...listed('disk', region, d.DiskId, d.DiskName, d.ZoneId, state(d.Status)),
      spec: optStr(d.Category),
      sizeGb: optNum(d.Size),
      hostId: optStr(d.InstanceId),
      ...ecsBilled(d.DiskChargeType, d),
    })),
    database: byPage<AliRds>(LISTS.database, (d, region) => ({
      ...apsara('database', region, d),
      engine: optStr(d.Engine),
      // The RDS list carries no tags.
      ...billed(d.PayType, d.CreateTime, d.ExpireTime, undefined),
    })),
    redis: byPage<AliRedis>(LISTS.redis, (r, region) => ({
      ...listed('redis', region, r.InstanceId, r.InstanceName, r.ZoneId, state(r.InstanceStatus)),
      spec: optStr(r.InstanceClass),
      memoryMb: optNum(r.Capacity),
      sizeGb: r.Capacity === undefined ? undefined : r.Capacity / 1024,
      engine: 'Redis',
      engineVersion: optStr(r.EngineVersion),
      privateIp: optStr(r.PrivateIp),
      ...inVpc(r),
      ...billed(r.ChargeType, r.CreateTime, r.EndTime, r.Tags),
    })),
    mongo: byPage<AliMongo>(LISTS.mongo, (m, region) => ({
      ...apsara('mongo', region, m),
      sizeGb: optNum(m.DBInstanceStorage),
      engine: optStr(m.Engine) ?? 'MongoDB',
      ...billed(m.ChargeType, m.CreationTime, m.ExpireTime, m.Tags),
    })),
    eip: byPage<AliEip>(LISTS.eip, (e, region) => ({
      ...listed('eip', region, e.AllocationId, e.Name || e.IpAddress, undefined, state(e.Status)),
      publicIp: optStr(e.IpAddress),
      bandwidthMbps: optNum(e.Bandwidth),
      hostId: e.InstanceType === 'EcsInstance' ? optStr(e.InstanceId) : undefined,
      ...billed(e.ChargeType, e.AllocationTime, e.ExpiredTime, e.Tags),
    })),
    vpc: byPage<AliVpc>(LISTS.vpc, (v, region) => ({
      ...listed('vpc', region, v.VpcId, v.VpcName, undefined, state(v.Status)),
      cidr: optStr(v.CidrBlock),
      createdAt: optDate(v.CreationTime),
      tags: tags(v.Tags),
    })),
    subnet: byPage<AliVSwitch>(LISTS.subnet, (s, region) => ({
      ...listed('subnet', region, s.VSwitchId, s.VSwitchName, s.ZoneId, state(s.Status)),
      vpcId: optStr(s.VpcId),
      cidr: optStr(s.CidrBlock),
      createdAt: optDate(s.CreationTime),
      tags: tags(s.Tags),
    })),
  };

  return {
    lists,
    ...alibabaRenewal(call),
    readMetrics: aliMetrics(call),
    readQuotas: aliQuotas(call),
    async verifyCredentials() {
      const reply = await call('sts', 'GetCallerIdentity', '');
      return { accountId: optStr(reply.AccountId) };
    },
    async listRegions() {
      const reply = await call('ecs', 'DescribeRegions', '', { AcceptLanguage: 'zh-CN' });
      return listOf<{ RegionId: string; LocalName?: string }>(reply, 'Regions', 'Region').map(
        (r) => ({ id: r.RegionId, name: r.LocalName || r.RegionId }),
      );
    },
    async hostAction(region, hostIds, action) {
      for (const id of hostIds) await call('ecs', ACTIONS[action], region, { InstanceId: id });
    },
  };
});
