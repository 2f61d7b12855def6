import type { cvm } from 'tencentcloud-sdk-nodejs/tencentcloud/services/cvm/index.js';
import { CloudError, type CloudResource } from '../../adapter.ts';
import { intCursor, listed, nextOffset, optDate, optNum, optStr } from '../fields.ts';
import {
  defineAdapter,
  type AdapterSetting,
  type Listers,
  sdkCaller,
  stateIn,
  type StatusTable,
  UNSTATED,
} from '../define.ts';
import { lazy } from '../lazy.ts';
import { dialingAgent } from './agent.ts';
import { tencentRenewal } from './renew.ts';
import { tcMetrics } from './metrics.ts';
import { tcQuotas } from './quotas.ts';

/**
 * Tencent Cloud through its official SDK, one service module at a time (loading the whole
 * SDK costs about a second). Every list pages with Offset/Limit and TotalCount. The SDK
 * signs (TC3-HMAC-SHA256) and sends; we turn its exceptions into CloudErrors.
 */
const PROVIDER = 'TENGXUN' as const;
const PAGE_SIZE = 100;

const sdk = {
  cbs: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/cbs/index.js')),
  cdb: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/cdb/index.js')),
  cvm: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/cvm/index.js')),
  mongodb: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/mongodb/index.js')),
  redis: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/redis/index.js')),
  sts: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/sts/index.js')),
  vpc: lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/vpc/index.js')),
};

type ClientConfig = ConstructorParameters<typeof cvm.v20170312.Client>[0];

const CVM_STATES: StatusTable = {
  PENDING: 'pending',
  LAUNCH_FAILED: 'error',
  RUNNING: 'running',
  STOPPED: 'stopped',
  STARTING: 'starting',
  STOPPING: 'stopping',
  REBOOTING: 'rebooting',
  SHUTDOWN: 'stopped',
  TERMINATING: 'deleting',
};
const DISK_STATES: StatusTable = {
  UNATTACHED: 'available',
  ATTACHING: 'in_use',
  ATTACHED: 'in_use',
  DETACHING: 'in_use',
  EXPANDING: 'in_use',
  ROLLBACKING: 'in_use',
  DUMPING: 'in_use',
  TORECYCLE: 'deleting',
};
const EIP_STATES: StatusTable = {
  CREATING: 'pending',
  BINDING: 'pending',
  BIND: 'in_use',
  BIND_ENI: 'in_use',
  UNBINDING: 'pending',
  UNBIND: 'available',
  OFFLINING: 'deleting',
};
/** CDB: 0 creating, 1 running, 4 isolating, 5 isolated (in the recycle bin). */
const CDB_STATES: StatusTable<number> = {
  0: 'pending',
  1: 'running',
  4: 'deleting',
  5: 'deleting',
};
/** Redis: 0 waiting init, 1 in a workflow, 2 running, -2 isolated, -3 to be deleted. */
const REDIS_STATES: StatusTable<number> = {
  0: 'pending',
  1: 'pending',
  2: 'running',
  [-2]: 'deleting',
  [-3]: 'deleting',
};
/** MongoDB: 0 waiting init, 1 in a workflow, 2 running, -2 expired (isolated). */
const MONGO_STATES: StatusTable<number> = {
  0: 'pending',
  1: 'pending',
  2: 'running',
  [-2]: 'stopped',
  [-3]: 'deleting',
};

/** CVM answers ISO dates; the database products "2026-01-02 03:04:05" in Beijing time. */
const tcTime = (value: string | undefined): Date | undefined =>
  value && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value)
    ? optDate(`${value.replace(' ', 'T')}+08:00`)
    : value?.startsWith('0000')
      ? undefined
      : optDate(value);

const tags = (list: { Key?: string; Value?: string; TagKey?: string; TagValue?: string }[] = []) =>
  Object.fromEntries(
    list.flatMap((t) => {
      const key = t.Key ?? t.TagKey;
      return key ? [[key, t.Value ?? t.TagValue ?? '']] : [];
    }),
  );

/** MONGO_40_WT -> 4.0, MONGO_36_WT -> 3.6, MONGO_3_WT -> 3.2's family: keep as sent. */
const mongoVersion = (raw: string | undefined) => {
  const m = raw && /^MONGO_(\d)(\d+)/.exec(raw);
  return m ? `${m[1]}.${m[2]}` : optStr(raw);
};

const inVpc = (vpcId: string | undefined, subnetId: string | undefined) => ({
  vpcId: optStr(vpcId),
  subnetId: optStr(subnetId),
});

/**
 * How a resource is paid: prepaid ones run until their deadline (CVM answers an expiry for
 * either kind, so `alwaysExpires` keeps it as sent).
 */
const billed = (
  prepaid: boolean,
  created: string | undefined,
  deadline: string | undefined,
  alwaysExpires = false,
) => ({
  chargeType: prepaid ? ('prepaid' as const) : ('postpaid' as const),
  createdAt: tcTime(created),
  expiresAt: prepaid || alwaysExpires ? tcTime(deadline) : undefined,
});

function errorKind(code: string): CloudError['kind'] {
  if (code === 'AuthFailure.UnauthorizedOperation' || code.startsWith('UnauthorizedOperation')) {
    return 'permission';
  }
  if (code.startsWith('AuthFailure')) return 'auth';
  if (code.startsWith('RequestLimitExceeded')) return 'throttled';
  if (code.startsWith('ResourceNotFound') || code.endsWith('NotFound')) return 'not_found';
  return 'provider';
}

/** The SDK's errors: TencentCloudSDKHttpException (code, requestId) or node-fetch's. */
export function toCloudError(error: unknown, action: string): CloudError {
  if (error instanceof CloudError) return error;
  const e = (error ?? {}) as {
    code?: string;
    requestId?: string;
    message?: string;
    name?: string;
    type?: string;
  };
  // Transport failures reach us as node-fetch errors, or wrapped by the SDK with only
  // node-fetch's message ("network timeout at: <url>", "request to <url> failed, reason: ...").
  const message = e.message ?? '';
  if (!e.code && (e.name === 'FetchError' || /^(network timeout at|request to )/.test(message))) {
    if (e.type === 'request-timeout' || message.startsWith('network timeout')) {
      return new CloudError(PROVIDER, 'timeout', `${action}: no answer in time`);
    }
    const reason = /reason: (.*)$/.exec(message)?.[1];
    return new CloudError(
      PROVIDER,
      'network',
      `${action}: network error${reason ? `: ${reason}` : ''}`,
    );
  }
  if (e.code) {
    return new CloudError(PROVIDER, errorKind(e.code), `${action}: ${e.message ?? e.code}`, {
      providerCode: e.code,
      requestId: e.requestId || undefined,
    });
  }
  return new CloudError(PROVIDER, 'provider', `${action}: ${e.message ?? String(error)}`);
}

/** A service client's settings: the account's keys, and the fake's address in tests. */
export function tencentConfig(
  setting: Pick<AdapterSetting, 'credentials' | 'options' | 'timeoutMs'>,
  service: string,
  region: string | undefined,
): ClientConfig {
  const { credentials, options, timeoutMs } = setting;
  const endpoint = `${service}.tencentcloudapi.com`;
  const override = options.endpointFor?.(service, region ?? '');
  const target = override ? new URL(override) : undefined;
  return {
    credential: { secretId: credentials.accessKeyId, secretKey: credentials.secret },
    region: region || undefined,
    profile: {
      language: 'zh-CN',
      httpProfile: {
        endpoint,
        reqTimeout: Math.max(1, Math.ceil(timeoutMs / 1000)),
        ...(target ? { protocol: `${target.protocol}//`, agent: dialingAgent(target) } : {}),
      },
    },
  } as ClientConfig;
}

export const createTencentAdapter = defineAdapter(PROVIDER, (setting) => {
  const config = (service: string, region: string | undefined) =>
    tencentConfig(setting, service, region);

  const call = sdkCaller(toCloudError);

  /**
   * One page of a Describe call: every list pages by Offset/Limit and answers TotalCount.
   * `read` asks for the page at an offset and says where its items are.
   */
  const byOffset = async <I>(
    cursor: string | undefined,
    read: (offset: number) => Promise<{ items?: I[]; total?: number }>,
    map: (item: I) => CloudResource,
  ) => {
    const offset = intCursor(cursor, 0);
    const { items = [], total } = await read(offset);
    return { items: items.map(map), next: nextOffset(offset, items.length, total) };
  };

  const lists: Listers = {
    host: (region, cursor) =>
      byOffset(
        cursor,
        async (Offset) => {
          const client = new (await sdk.cvm()).cvm.v20170312.Client(config('cvm', region));
          const r = await call('DescribeInstances', () =>
            client.DescribeInstances({ Offset, Limit: PAGE_SIZE }),
          );
          return { items: r.InstanceSet, total: r.TotalCount };
        },
        (i) => ({
          ...listed(
            'host',
            region,
            i.InstanceId ?? '',
            i.InstanceName,
            i.Placement?.Zone,
            stateIn(CVM_STATES, i.InstanceState),
          ),
          spec: optStr(i.InstanceType),
          cpu: optNum(i.CPU),
          memoryMb: i.Memory === undefined ? undefined : i.Memory * 1024,
          privateIp: optStr(i.PrivateIpAddresses?.[0]),
          publicIp: optStr(i.PublicIpAddresses?.[0]),
          ...inVpc(i.VirtualPrivateCloud?.VpcId, i.VirtualPrivateCloud?.SubnetId),
          ...billed(i.InstanceChargeType === 'PREPAID', i.CreatedTime, i.ExpiredTime, true),
          tags: tags(i.Tags),
        }),
      ),
    disk: (region, cursor) =>
      byOffset(
        cursor,
        async (Offset) => {
          const client = new (await sdk.cbs()).cbs.v20170312.Client(config('cbs', region));
          const r = await call('DescribeDisks', () =>
            client.DescribeDisks({ Offset, Limit: PAGE_SIZE }),
          );
          return { items: r.DiskSet, total: r.TotalCount };
        },
        (d) => ({
          ...listed(
            'disk',
            region,
            d.DiskId ?? '',
            d.DiskName,
            d.Placement?.Zone,
            stateIn(DISK_STATES, d.DiskState),
          ),
          spec: optStr(d.DiskType),
          sizeGb: optNum(d.DiskSize),
          hostId: d.Attached ? optStr(d.InstanceId) : undefined,
          ...billed(d.DiskChargeType === 'PREPAID', d.CreateTime, d.DeadlineTime),
          tags: tags(d.Tags),
        }),
      ),
    database: (region, cursor) =>
      byOffset(
        cursor,
        async (Offset) => {
          const client = new (await sdk.cdb()).cdb.v20170320.Client(config('cdb', region));
          const r = await call('DescribeDBInstances', () =>
            client.DescribeDBInstances({ Offset, Limit: PAGE_SIZE }),
          );
          return { items: r.Items, total: r.TotalCount };
        },
        (d) => ({
          ...listed(
            'database',
            region,
            d.InstanceId ?? '',
            d.InstanceName,
            d.Zone,
            stateIn(CDB_STATES, d.Status),
          ),
          spec: d.Cpu && d.Memory ? `${d.Cpu}C${Math.round(d.Memory / 1024)}G` : undefined,
          cpu: optNum(d.Cpu),
          memoryMb: optNum(d.Memory),
          sizeGb: optNum(d.Volume),
          engine: 'MySQL',
          engineVersion: optStr(d.EngineVersion),
          privateIp: optStr(d.Vip),
          ...inVpc(d.UniqVpcId, d.UniqSubnetId),
          ...billed(d.PayType === 0, d.CreateTime, d.DeadlineTime),
          tags: tags(d.TagList),
        }),
      ),
    redis: (region, cursor) =>
      byOffset(
        cursor,
        async (Offset) => {
          const client = new (await sdk.redis()).redis.v20180412.Client(config('redis', region));
          const r = await call('DescribeInstances', () =>
            client.DescribeInstances({ Offset, Limit: PAGE_SIZE }),
          );
          return { items: r.InstanceSet, total: r.TotalCount };
        },
        (c) => ({
          ...listed(
            'redis',
            region,
            c.InstanceId ?? '',
            c.InstanceName,
            undefined,
            stateIn(REDIS_STATES, c.Status),
          ),
          spec: optStr(c.ProductType),
          memoryMb: optNum(c.Size),
          sizeGb: c.Size === undefined ? undefined : c.Size / 1024,
          engine: 'Redis',
          engineVersion: optStr(c.CurrentRedisVersion),
          privateIp: optStr(c.WanIp),
          ...inVpc(c.UniqVpcId, c.UniqSubnetId),
          ...billed(c.BillingMode === 1, c.Createtime, c.DeadlineTime),
          tags: tags(c.InstanceTags),
        }),
      ),
    mongo: (region, cursor) =>
      byOffset(
        cursor,
        async (Offset) => {
          const client = new (await sdk.mongodb()).mongodb.v20190725.Client(
            config('mongodb', region),
          );
          const r = await call('DescribeDBInstances', () =>
            client.DescribeDBInstances({ Offset, Limit: PAGE_SIZE }),
          );
          return { items: r.InstanceDetails, total: r.TotalCount };
        },
        (m) => ({
          ...listed(
            'mongo',
            region,
            m.InstanceId ?? '',
            m.InstanceName,
            m.Zone,
            stateIn(MONGO_STATES, m.Status),
          ),
          spec: optStr(m.MachineType),
          cpu: optNum(m.CpuNum),
          memoryMb: optNum(m.Memory),
          sizeGb: m.Volume === undefined ? undefined : m.Volume / 1024,
          engine: 'MongoDB',
          engineVersion: mongoVersion(m.MongoVersion),
          privateIp: optStr(m.Vip),
          ...inVpc(m.VpcId, m.SubnetId),
          ...billed(m.PayMode === 1, m.CreateTime, m.DeadLine),
          tags: tags(m.Tags),
        }),
      ),
    eip: (region, cursor) =>
      byOffset(
        cursor,
        async (Offset) => {
          const client = new (await sdk.vpc()).vpc.v20170312.Client(config('vpc', region));
          const r = await call('DescribeAddresses', () =>
            client.DescribeAddresses({ Offset, Limit: PAGE_SIZE }),
          );
          return { items: r.AddressSet, total: r.TotalCount };
        },
        (e) => ({
          ...listed(
            'eip',
            region,
            e.AddressId ?? '',
            e.AddressName || e.AddressIp,
            undefined,
            stateIn(EIP_STATES, e.AddressStatus),
          ),
          publicIp: optStr(e.AddressIp),
          privateIp: optStr(e.PrivateAddressIp),
          bandwidthMbps: optNum(e.Bandwidth),
          hostId:
            e.InstanceType === 'CVM' || e.InstanceId?.startsWith('ins-')
              ? optStr(e.InstanceId)
              : undefined,
          chargeType: e.InternetChargeType?.startsWith('BANDWIDTH_PREPAID')
            ? 'prepaid'
            : 'postpaid',
          createdAt: tcTime(e.CreatedTime),
          tags: tags(e.TagSet),
        }),
      ),
    // The VPC API takes Offset and Limit as strings.
    vpc: (region, cursor) =>
      byOffset(
        cursor,
        async (offset) => {
          const client = new (await sdk.vpc()).vpc.v20170312.Client(config('vpc', region));
          const r = await call('DescribeVpcs', () =>
            client.DescribeVpcs({ Offset: String(offset), Limit: String(PAGE_SIZE) }),
          );
          return { items: r.VpcSet, total: r.TotalCount };
        },
        (v) => ({
          ...listed('vpc', region, v.VpcId ?? '', v.VpcName, undefined, UNSTATED),
          cidr: optStr(v.CidrBlock),
          createdAt: tcTime(v.CreatedTime),
          tags: tags(v.TagSet),
        }),
      ),
    subnet: (region, cursor) =>
      byOffset(
        cursor,
        async (offset) => {
          const client = new (await sdk.vpc()).vpc.v20170312.Client(config('vpc', region));
          const r = await call('DescribeSubnets', () =>
            client.DescribeSubnets({ Offset: String(offset), Limit: String(PAGE_SIZE) }),
          );
          return { items: r.SubnetSet, total: r.TotalCount };
        },
        (s) => ({
          ...listed('subnet', region, s.SubnetId ?? '', s.SubnetName, s.Zone, UNSTATED),
          vpcId: optStr(s.VpcId),
          cidr: optStr(s.CidrBlock),
          createdAt: tcTime(s.CreatedTime),
          tags: tags(s.TagSet),
        }),
      ),
  };

  return {
    lists,
    ...tencentRenewal(
      {
        cvm: async (r) => new (await sdk.cvm()).cvm.v20170312.Client(config('cvm', r)),
        cdb: async (r) => new (await sdk.cdb()).cdb.v20170320.Client(config('cdb', r)),
        redis: async (r) => new (await sdk.redis()).redis.v20180412.Client(config('redis', r)),
        mongodb: async (r) =>
          new (await sdk.mongodb()).mongodb.v20190725.Client(config('mongodb', r)),
        mongodb2018: async (r) =>
          new (await sdk.mongodb()).mongodb.v20180408.Client(config('mongodb', r)),
      },
      call,
      tcTime,
    ),
    readMetrics: tcMetrics(setting, call),
    readQuotas: tcQuotas(setting, call),
    async verifyCredentials() {
      const client = new (await sdk.sts()).sts.v20180813.Client(config('sts', 'ap-guangzhou'));
      const r = await call('GetCallerIdentity', () => client.GetCallerIdentity());
      return { accountId: optStr(r.AccountId) };
    },
    async listRegions() {
      const client = new (await sdk.cvm()).cvm.v20170312.Client(config('cvm', undefined));
      const r = await call('DescribeRegions', () => client.DescribeRegions());
      return (r.RegionSet ?? [])
        .filter((x) => !x.RegionState || x.RegionState === 'AVAILABLE')
        .map((x) => ({ id: x.Region ?? '', name: x.RegionName || x.Region || '' }));
    },
    async hostAction(region, hostIds, action) {
      const client = new (await sdk.cvm()).cvm.v20170312.Client(config('cvm', region));
      // CVM takes up to 100 instances per call.
      for (let i = 0; i < hostIds.length; i += 100) {
        const InstanceIds = hostIds.slice(i, i + 100);
        if (action === 'start') {
          await call('StartInstances', () => client.StartInstances({ InstanceIds }));
        } else if (action === 'stop') {
          await call('StopInstances', () =>
            client.StopInstances({ InstanceIds, StopType: 'SOFT_FIRST' }),
          );
        } else {
          await call('RebootInstances', () =>
            client.RebootInstances({ InstanceIds, StopType: 'SOFT_FIRST' }),
          );
        }
      }
    },
  };
});
