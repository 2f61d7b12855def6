import type { cvm } from 'tencentcloud-sdk-nodejs/tencentcloud/services/cvm/index.js';
import { CloudError } from '../../adapter.ts';
import { intCursor, nextOffset, optDate, optNum, optStr } from '../fields.ts';
import {
  defineAdapter,
  type AdapterSetting,
  type Listers,
  sdkCaller,
  statusIn,
  type StatusTable,
} from '../define.ts';
import { lazy } from '../lazy.ts';
import { dialingAgent } from './agent.ts';

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

  const lists: Listers = {
    host: async (region, cursor) => {
      const Offset = intCursor(cursor, 0);
      const client = new (await sdk.cvm()).cvm.v20170312.Client(config('cvm', region));
      const r = await call('DescribeInstances', () =>
        client.DescribeInstances({ Offset, Limit: PAGE_SIZE }),
      );
      const items = r.InstanceSet ?? [];
      return {
        items: items.map((i) => ({
          type: 'host',
          providerId: i.InstanceId ?? '',
          name: i.InstanceName || i.InstanceId || '',
          region,
          zone: optStr(i.Placement?.Zone),
          status: statusIn(CVM_STATES, i.InstanceState),
          rawStatus: i.InstanceState ?? '',
          spec: optStr(i.InstanceType),
          cpu: optNum(i.CPU),
          memoryMb: i.Memory === undefined ? undefined : i.Memory * 1024,
          privateIp: optStr(i.PrivateIpAddresses?.[0]),
          publicIp: optStr(i.PublicIpAddresses?.[0]),
          vpcId: optStr(i.VirtualPrivateCloud?.VpcId),
          subnetId: optStr(i.VirtualPrivateCloud?.SubnetId),
          chargeType: i.InstanceChargeType === 'PREPAID' ? 'prepaid' : 'postpaid',
          createdAt: tcTime(i.CreatedTime),
          expiresAt: tcTime(i.ExpiredTime),
          tags: tags(i.Tags),
        })),
        next: nextOffset(Offset, items.length, r.TotalCount),
      };
    },
    disk: async (region, cursor) => {
      const Offset = intCursor(cursor, 0);
      const client = new (await sdk.cbs()).cbs.v20170312.Client(config('cbs', region));
      const r = await call('DescribeDisks', () =>
        client.DescribeDisks({ Offset, Limit: PAGE_SIZE }),
      );
      const items = r.DiskSet ?? [];
      return {
        items: items.map((d) => ({
          type: 'disk',
          providerId: d.DiskId ?? '',
          name: d.DiskName || d.DiskId || '',
          region,
          zone: optStr(d.Placement?.Zone),
          status: statusIn(DISK_STATES, d.DiskState),
          rawStatus: d.DiskState ?? '',
          spec: optStr(d.DiskType),
          sizeGb: optNum(d.DiskSize),
          hostId: d.Attached ? optStr(d.InstanceId) : undefined,
          chargeType: d.DiskChargeType === 'PREPAID' ? 'prepaid' : 'postpaid',
          createdAt: tcTime(d.CreateTime),
          expiresAt: d.DiskChargeType === 'PREPAID' ? tcTime(d.DeadlineTime) : undefined,
          tags: tags(d.Tags),
        })),
        next: nextOffset(Offset, items.length, r.TotalCount),
      };
    },
    database: async (region, cursor) => {
      const Offset = intCursor(cursor, 0);
      const client = new (await sdk.cdb()).cdb.v20170320.Client(config('cdb', region));
      const r = await call('DescribeDBInstances', () =>
        client.DescribeDBInstances({ Offset, Limit: PAGE_SIZE }),
      );
      const items = r.Items ?? [];
      return {
        items: items.map((d) => ({
          type: 'database',
          providerId: d.InstanceId ?? '',
          name: d.InstanceName || d.InstanceId || '',
          region,
          zone: optStr(d.Zone),
          status: statusIn(CDB_STATES, d.Status),
          rawStatus: String(d.Status ?? ''),
          spec: d.Cpu && d.Memory ? `${d.Cpu}C${Math.round(d.Memory / 1024)}G` : undefined,
          cpu: optNum(d.Cpu),
          memoryMb: optNum(d.Memory),
          sizeGb: optNum(d.Volume),
          engine: 'MySQL',
          engineVersion: optStr(d.EngineVersion),
          privateIp: optStr(d.Vip),
          vpcId: optStr(d.UniqVpcId),
          subnetId: optStr(d.UniqSubnetId),
          chargeType: d.PayType === 0 ? 'prepaid' : 'postpaid',
          createdAt: tcTime(d.CreateTime),
          expiresAt: d.PayType === 0 ? tcTime(d.DeadlineTime) : undefined,
          tags: tags(d.TagList),
        })),
        next: nextOffset(Offset, items.length, r.TotalCount),
      };
    },
    redis: async (region, cursor) => {
      const Offset = intCursor(cursor, 0);
      const client = new (await sdk.redis()).redis.v20180412.Client(config('redis', region));
      const r = await call('DescribeInstances', () =>
        client.DescribeInstances({ Offset, Limit: PAGE_SIZE }),
      );
      const items = r.InstanceSet ?? [];
      return {
        items: items.map((c) => ({
          type: 'redis',
          providerId: c.InstanceId ?? '',
          name: c.InstanceName || c.InstanceId || '',
          region,
          status: statusIn(REDIS_STATES, c.Status),
          rawStatus: String(c.Status ?? ''),
          spec: optStr(c.ProductType),
          memoryMb: optNum(c.Size),
          sizeGb: c.Size === undefined ? undefined : c.Size / 1024,
          engine: 'Redis',
          engineVersion: optStr(c.CurrentRedisVersion),
          privateIp: optStr(c.WanIp),
          vpcId: optStr(c.UniqVpcId),
          subnetId: optStr(c.UniqSubnetId),
          chargeType: c.BillingMode === 1 ? 'prepaid' : 'postpaid',
          createdAt: tcTime(c.Createtime),
          expiresAt: c.BillingMode === 1 ? tcTime(c.DeadlineTime) : undefined,
          tags: tags(c.InstanceTags),
        })),
        next: nextOffset(Offset, items.length, r.TotalCount),
      };
    },
    mongo: async (region, cursor) => {
      const Offset = intCursor(cursor, 0);
      const client = new (await sdk.mongodb()).mongodb.v20190725.Client(config('mongodb', region));
      const r = await call('DescribeDBInstances', () =>
        client.DescribeDBInstances({ Offset, Limit: PAGE_SIZE }),
      );
      const items = r.InstanceDetails ?? [];
      return {
        items: items.map((m) => ({
          type: 'mongo',
          providerId: m.InstanceId ?? '',
          name: m.InstanceName || m.InstanceId || '',
          region,
          zone: optStr(m.Zone),
          status: statusIn(MONGO_STATES, m.Status),
          rawStatus: String(m.Status ?? ''),
          spec: optStr(m.MachineType),
          cpu: optNum(m.CpuNum),
          memoryMb: optNum(m.Memory),
          sizeGb: m.Volume === undefined ? undefined : m.Volume / 1024,
          engine: 'MongoDB',
          engineVersion: mongoVersion(m.MongoVersion),
          privateIp: optStr(m.Vip),
          vpcId: optStr(m.VpcId),
          subnetId: optStr(m.SubnetId),
          chargeType: m.PayMode === 1 ? 'prepaid' : 'postpaid',
          createdAt: tcTime(m.CreateTime),
          expiresAt: m.PayMode === 1 ? tcTime(m.DeadLine) : undefined,
          tags: tags(m.Tags),
        })),
        next: nextOffset(Offset, items.length, r.TotalCount),
      };
    },
    eip: async (region, cursor) => {
      const Offset = intCursor(cursor, 0);
      const client = new (await sdk.vpc()).vpc.v20170312.Client(config('vpc', region));
      const r = await call('DescribeAddresses', () =>
        client.DescribeAddresses({ Offset, Limit: PAGE_SIZE }),
      );
      const items = r.AddressSet ?? [];
      return {
        items: items.map((e) => ({
          type: 'eip',
          providerId: e.AddressId ?? '',
          name: e.AddressName || e.AddressIp || e.AddressId || '',
          region,
          status: statusIn(EIP_STATES, e.AddressStatus),
          rawStatus: e.AddressStatus ?? '',
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
        })),
        next: nextOffset(Offset, items.length, r.TotalCount),
      };
    },
    // The VPC API takes Offset and Limit as strings.
    vpc: async (region, cursor) => {
      const offset = intCursor(cursor, 0);
      const client = new (await sdk.vpc()).vpc.v20170312.Client(config('vpc', region));
      const r = await call('DescribeVpcs', () =>
        client.DescribeVpcs({ Offset: String(offset), Limit: String(PAGE_SIZE) }),
      );
      const items = r.VpcSet ?? [];
      return {
        items: items.map((v) => ({
          type: 'vpc',
          providerId: v.VpcId ?? '',
          name: v.VpcName || v.VpcId || '',
          region,
          status: 'available',
          rawStatus: '',
          cidr: optStr(v.CidrBlock),
          createdAt: tcTime(v.CreatedTime),
          tags: tags(v.TagSet),
        })),
        next: nextOffset(offset, items.length, r.TotalCount),
      };
    },
    subnet: async (region, cursor) => {
      const offset = intCursor(cursor, 0);
      const client = new (await sdk.vpc()).vpc.v20170312.Client(config('vpc', region));
      const r = await call('DescribeSubnets', () =>
        client.DescribeSubnets({ Offset: String(offset), Limit: String(PAGE_SIZE) }),
      );
      const items = r.SubnetSet ?? [];
      return {
        items: items.map((s) => ({
          type: 'subnet',
          providerId: s.SubnetId ?? '',
          name: s.SubnetName || s.SubnetId || '',
          region,
          zone: optStr(s.Zone),
          status: 'available',
          rawStatus: '',
          vpcId: optStr(s.VpcId),
          cidr: optStr(s.CidrBlock),
          createdAt: tcTime(s.CreatedTime),
          tags: tags(s.TagSet),
        })),
        next: nextOffset(offset, items.length, r.TotalCount),
      };
    },
  };

  return {
    lists,
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
