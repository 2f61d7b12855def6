import { CloudError, type CloudResource, type HostAction, type Page } from '../../adapter.ts';
import { intCursor, nextPageNumber, optDate, optNum, optStr } from '../fields.ts';
import { kindForStatus, send } from '../http.ts';
import { defineAdapter, type Listers, type ResourceStatus, type StatusTable } from '../define.ts';
import { signedForm } from './signer.ts';

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
interface AliRds {
  DBInstanceId: string;
  DBInstanceDescription?: string;
  Engine?: string;
  EngineVersion?: string;
  DBInstanceClass?: string;
  DBInstanceStatus: string;
  ZoneId?: string;
  VpcId?: string;
  VSwitchId?: string;
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
interface AliMongo {
  DBInstanceId: string;
  DBInstanceDescription?: string;
  DBInstanceClass?: string;
  DBInstanceStorage?: number;
  DBInstanceStatus: string;
  Engine?: string;
  EngineVersion?: string;
  ZoneId?: string;
  VpcId?: string;
  VSwitchId?: string;
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

function errorKind(httpStatus: number, code: string | undefined): CloudError['kind'] {
  const c = code ?? '';
  if (
    c.startsWith('InvalidAccessKeyId') ||
    c === 'SignatureDoesNotMatch' ||
    c === 'IncompleteSignature' ||
    c === 'InvalidTimeStamp.Expired' ||
    c === 'SignatureNonceUsed'
  ) {
    return 'auth';
  }
  if (c.startsWith('Forbidden') || c === 'NoPermission' || c.endsWith('.NoPermission')) {
    return 'permission';
  }
  if (c.startsWith('Throttling') || c === 'ServiceUnavailable') return 'throttled';
  if (c.endsWith('.NotFound') || c.endsWith('NotFound')) return 'not_found';
  return kindForStatus(httpStatus);
}

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
  const { credentials, options, timeoutMs } = setting;

  async function call(
    service: string,
    action: string,
    region: string,
    params: Record<string, string> = {},
  ): Promise<Reply> {
    const [version, host] = PRODUCTS[service]!;
    const base = options.endpointFor?.(service, region) ?? `https://${host(region)}`;
    const body = signedForm(
      action,
      version,
      region ? { RegionId: region, ...params } : params,
      credentials,
    );
    const reply = await send(
      PROVIDER,
      {
        method: 'POST',
        url: `${base.replace(/\/$/, '')}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      },
      timeoutMs,
    );
    const json = reply.json as Reply | undefined;
    if (reply.status >= 400 || !json || json.Code) {
      throw new CloudError(
        PROVIDER,
        errorKind(reply.status, json?.Code),
        `${action}: ${json?.Message ?? `HTTP ${reply.status}`}`,
        { providerCode: json?.Code, requestId: json?.RequestId },
      );
    }
    return json;
  }

  /** Reads Outer.Inner (Alibaba wraps every list: {"Instances": {"Instance": [...]}}). */
  const listOf = <T>(reply: Reply, outer: string, inner: string): T[] =>
    ((reply[outer] as Record<string, unknown> | undefined)?.[inner] as T[] | undefined) ?? [];

  async function byToken<T>(
    [service, action, outer, inner]: AliList,
    region: string,
    cursor: string | undefined,
    map: (item: T) => CloudResource,
  ): Promise<Page<CloudResource>> {
    const params: Record<string, string> = { MaxResults: '100' };
    if (cursor) params.NextToken = cursor;
    const reply = await call(service, action, region, params);
    return { items: listOf<T>(reply, outer, inner).map(map), next: optStr(reply.NextToken) };
  }

  async function byPage<T>(
    [service, action, outer, inner, pageSize]: AliPagedList,
    region: string,
    cursor: string | undefined,
    map: (item: T) => CloudResource,
  ): Promise<Page<CloudResource>> {
    const pageNumber = intCursor(cursor, 1);
    const reply = await call(service, action, region, {
      PageNumber: String(pageNumber),
      PageSize: String(pageSize),
    });
    const items = listOf<T>(reply, outer, inner);
    const total = optNum(reply.TotalCount ?? reply.TotalRecordCount);
    return {
      items: items.map(map),
      next: nextPageNumber(pageNumber, pageSize, items.length, total),
    };
  }

  const lists: Listers = {
    host: (region, cursor) =>
      byToken<AliInstance>(LISTS.host, region, cursor, (i) => ({
        type: 'host',
        providerId: i.InstanceId,
        name: i.InstanceName || i.InstanceId,
        region,
        zone: optStr(i.ZoneId),
        status: status(i.Status),
        rawStatus: i.Status,
        spec: optStr(i.InstanceType),
        cpu: optNum(i.Cpu),
        memoryMb: optNum(i.Memory),
        privateIp: optStr(
          i.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0] ?? i.InnerIpAddress?.IpAddress?.[0],
        ),
        publicIp: optStr(i.EipAddress?.IpAddress) ?? optStr(i.PublicIpAddress?.IpAddress?.[0]),
        vpcId: optStr(i.VpcAttributes?.VpcId),
        subnetId: optStr(i.VpcAttributes?.VSwitchId),
        chargeType: chargeType(i.InstanceChargeType),
        createdAt: optDate(i.CreationTime),
        expiresAt: i.InstanceChargeType === 'PrePaid' ? optDate(i.ExpiredTime) : undefined,
        tags: tags(i.Tags),
      })),
    disk: (region, cursor) =>
      byToken<AliDisk>(LISTS.disk, region, cursor, (d) => ({
        type: 'disk',
        providerId: d.DiskId,
        name: d.DiskName || d.DiskId,
        region,
        zone: optStr(d.ZoneId),
        status: status(d.Status),
        rawStatus: d.Status,
        spec: optStr(d.Category),
        sizeGb: optNum(d.Size),
        hostId: optStr(d.InstanceId),
        chargeType: chargeType(d.DiskChargeType),
        createdAt: optDate(d.CreationTime),
        expiresAt: d.DiskChargeType === 'PrePaid' ? optDate(d.ExpiredTime) : undefined,
        tags: tags(d.Tags),
      })),
    database: (region, cursor) =>
      byPage<AliRds>(LISTS.database, region, cursor, (d) => ({
        type: 'database',
        providerId: d.DBInstanceId,
        name: d.DBInstanceDescription || d.DBInstanceId,
        region,
        zone: optStr(d.ZoneId),
        status: status(d.DBInstanceStatus),
        rawStatus: d.DBInstanceStatus,
        spec: optStr(d.DBInstanceClass),
        engine: optStr(d.Engine),
        engineVersion: optStr(d.EngineVersion),
        vpcId: optStr(d.VpcId),
        subnetId: optStr(d.VSwitchId),
        chargeType: chargeType(d.PayType),
        createdAt: optDate(d.CreateTime),
        expiresAt: optDate(d.ExpireTime),
        tags: {},
      })),
    redis: (region, cursor) =>
      byPage<AliRedis>(LISTS.redis, region, cursor, (r) => ({
        type: 'redis',
        providerId: r.InstanceId,
        name: r.InstanceName || r.InstanceId,
        region,
        zone: optStr(r.ZoneId),
        status: status(r.InstanceStatus),
        rawStatus: r.InstanceStatus,
        spec: optStr(r.InstanceClass),
        memoryMb: optNum(r.Capacity),
        sizeGb: r.Capacity === undefined ? undefined : r.Capacity / 1024,
        engine: 'Redis',
        engineVersion: optStr(r.EngineVersion),
        privateIp: optStr(r.PrivateIp),
        vpcId: optStr(r.VpcId),
        subnetId: optStr(r.VSwitchId),
        chargeType: chargeType(r.ChargeType),
        createdAt: optDate(r.CreateTime),
        expiresAt: optDate(r.EndTime),
        tags: tags(r.Tags),
      })),
    mongo: (region, cursor) =>
      byPage<AliMongo>(LISTS.mongo, region, cursor, (m) => ({
        type: 'mongo',
        providerId: m.DBInstanceId,
        name: m.DBInstanceDescription || m.DBInstanceId,
        region,
        zone: optStr(m.ZoneId),
        status: status(m.DBInstanceStatus),
        rawStatus: m.DBInstanceStatus,
        spec: optStr(m.DBInstanceClass),
        sizeGb: optNum(m.DBInstanceStorage),
        engine: optStr(m.Engine) ?? 'MongoDB',
        engineVersion: optStr(m.EngineVersion),
        vpcId: optStr(m.VpcId),
        subnetId: optStr(m.VSwitchId),
        chargeType: chargeType(m.ChargeType),
        createdAt: optDate(m.CreationTime),
        expiresAt: optDate(m.ExpireTime),
        tags: tags(m.Tags),
      })),
    eip: (region, cursor) =>
      byPage<AliEip>(LISTS.eip, region, cursor, (e) => ({
        type: 'eip',
        providerId: e.AllocationId,
        name: e.Name || e.IpAddress || e.AllocationId,
        region,
        status: status(e.Status),
        rawStatus: e.Status,
        publicIp: optStr(e.IpAddress),
        bandwidthMbps: optNum(e.Bandwidth),
        hostId: e.InstanceType === 'EcsInstance' ? optStr(e.InstanceId) : undefined,
        chargeType: chargeType(e.ChargeType),
        createdAt: optDate(e.AllocationTime),
        expiresAt: optDate(e.ExpiredTime),
        tags: tags(e.Tags),
      })),
    vpc: (region, cursor) =>
      byPage<AliVpc>(LISTS.vpc, region, cursor, (v) => ({
        type: 'vpc',
        providerId: v.VpcId,
        name: v.VpcName || v.VpcId,
        region,
        status: status(v.Status),
        rawStatus: v.Status,
        cidr: optStr(v.CidrBlock),
        createdAt: optDate(v.CreationTime),
        tags: tags(v.Tags),
      })),
    subnet: (region, cursor) =>
      byPage<AliVSwitch>(LISTS.subnet, region, cursor, (s) => ({
        type: 'subnet',
        providerId: s.VSwitchId,
        name: s.VSwitchName || s.VSwitchId,
        region,
        zone: optStr(s.ZoneId),
        status: status(s.Status),
        rawStatus: s.Status,
        vpcId: optStr(s.VpcId),
        cidr: optStr(s.CidrBlock),
        createdAt: optDate(s.CreationTime),
        tags: tags(s.Tags),
      })),
  };

  return {
    lists,
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
