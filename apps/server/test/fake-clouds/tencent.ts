import { mac, sigV4StringToSign } from './canonical.ts';
import { requestId, startFakeServer, type ThrottlingFake, type WireRequest } from './server.ts';
import { tcBillReply } from './tencent-bills.ts';
import { TC_SUBSCRIBED_DBS, tcRenewReply } from './tencent-renew.ts';
import { FakeSubscriptions } from './subscriptions.ts';
import { tcMetricReply } from './metric-replies.ts';
import { tcQuotaReply } from './quota-replies.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';

/**
 * A fake Tencent Cloud API 3.0: checks TC3-HMAC-SHA256 as the gateway does (the scope's
 * service must match the Host, AuthFailure.SignatureFailure on a mismatch) and answers
 * {"Response": {...}} with Offset/Limit paging. Errors come back with HTTP 200, as Tencent's do.
 * Throttled, it answers RequestLimitExceeded.
 */
export type FakeTencent = ThrottlingFake<{
  service: string;
  action: string;
  region?: string;
  params: Record<string, unknown>;
}> & { subs: FakeSubscriptions };

function verify(req: WireRequest, keys: CloudCredentials) {
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!m) return { error: 'AuthFailure.InvalidAuthorization' };
  const [, id, date, service, signed, signature] = m as unknown as string[];
  if (id !== keys.accessKeyId) return { error: 'AuthFailure.SecretIdNotFound' };
  if (req.headers.host !== `${service}.tencentcloudapi.com`)
    return { error: 'AuthFailure.SignatureFailure' };
  const timestamp = String(req.headers['x-tc-timestamp'] ?? '');
  if (new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) !== date) {
    return { error: 'AuthFailure.SignatureFailure' };
  }
  const toSign = sigV4StringToSign(req, {
    path: req.path,
    query: req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '',
    signed: signed!,
    headerValue: (v) => v.trim().toLowerCase(),
    algorithm: 'TC3-HMAC-SHA256',
    stamp: timestamp,
    scope: `${date}/${service}/tc3_request`,
  });
  const key = mac(mac(mac(`TC3${keys.secret}`, date!), service!), 'tc3_request');
  if (mac(key, toSign).toString('hex') !== signature)
    return { error: 'AuthFailure.SignatureFailure' };
  return { service: service! };
}

export const TC_HOSTS = Array.from({ length: 130 }, (_, i) => ({
  InstanceId: `ins-${String(i).padStart(8, '0')}`,
  InstanceName: `cvm-${i}`,
  InstanceType: 'S5.MEDIUM4',
  CPU: 2,
  Memory: 4,
  InstanceState: i === 1 ? 'STOPPED' : i === 2 ? 'REBOOTING' : 'RUNNING',
  Placement: { Zone: 'ap-guangzhou-3', ProjectId: 0 },
  PrivateIpAddresses: [`10.0.0.${i + 2}`],
  PublicIpAddresses: i === 0 ? ['119.29.1.1'] : null,
  VirtualPrivateCloud: { VpcId: 'vpc-tc01', SubnetId: 'subnet-tc01', AsVpcGateway: false },
  InstanceChargeType: i === 0 ? 'PREPAID' : 'POSTPAID_BY_HOUR',
  CreatedTime: '2026-04-01T02:00:00Z',
  ExpiredTime: i === 0 ? '2027-04-01T02:00:00Z' : null,
  Tags: i === 0 ? [{ Key: 'env', Value: 'prod' }] : [],
}));

const SETS: Record<string, [string, unknown[]]> = {
  'cbs DescribeDisks': [
    'DiskSet',
    [
      {
        DiskId: 'disk-tc01',
        DiskName: 'data',
        DiskSize: 100,
        DiskType: 'CLOUD_SSD',
        DiskState: 'ATTACHED',
        Attached: true,
        InstanceId: 'ins-00000000',
        Placement: { Zone: 'ap-guangzhou-3' },
        DiskChargeType: 'POSTPAID_BY_HOUR',
        CreateTime: '2026-04-01 10:00:00',
        Tags: [],
      },
    ],
  ],
  'cdb DescribeDBInstances': [
    'Items',
    [
      {
        InstanceId: 'cdb-tc01',
        InstanceName: 'orders',
        Status: 1,
        Memory: 4000,
        Volume: 200,
        Cpu: 2,
        EngineVersion: '8.0',
        Zone: 'ap-guangzhou-3',
        UniqVpcId: 'vpc-tc01',
        UniqSubnetId: 'subnet-tc01',
        Vip: '10.0.0.100',
        PayType: 0,
        CreateTime: '2026-04-01 10:00:00',
        DeadlineTime: '2027-04-01 10:00:00',
        TagList: [{ TagKey: 'app', TagValue: 'shop' }],
      },
    ],
  ],
  'redis DescribeInstances': [
    'InstanceSet',
    [
      {
        InstanceId: 'crs-tc01',
        InstanceName: 'sessions',
        Status: 2,
        Size: 2048,
        WanIp: '10.0.0.110',
        UniqVpcId: 'vpc-tc01',
        UniqSubnetId: 'subnet-tc01',
        BillingMode: 0,
        Createtime: '2026-04-01 10:00:00',
        DeadlineTime: '0000-00-00 00:00:00',
        ProductType: 'standalone',
        CurrentRedisVersion: '6.2',
        InstanceTags: [],
      },
    ],
  ],
  'mongodb DescribeDBInstances': [
    'InstanceDetails',
    [
      {
        InstanceId: 'cmgo-tc01',
        InstanceName: 'events',
        Status: 1,
        Zone: 'ap-guangzhou-3',
        VpcId: 'vpc-tc01',
        SubnetId: 'subnet-tc01',
        Vip: '10.0.0.120',
        Memory: 4096,
        Volume: 102400,
        CpuNum: 2,
        MongoVersion: 'MONGO_40_WT',
        MachineType: 'HIO10G',
        PayMode: 0,
        CreateTime: '2026-04-01 10:00:00',
        Tags: [],
      },
    ],
  ],
  'vpc DescribeAddresses': [
    'AddressSet',
    [
      {
        AddressId: 'eip-tc01',
        AddressName: 'web',
        AddressIp: '119.29.1.1',
        AddressStatus: 'BIND',
        InstanceId: 'ins-00000000',
        InstanceType: 'CVM',
        Bandwidth: 10,
        InternetChargeType: 'TRAFFIC_POSTPAID_BY_HOUR',
        CreatedTime: '2026-04-01T02:00:00Z',
        TagSet: [],
      },
    ],
  ],
  'vpc DescribeVpcs': [
    'VpcSet',
    [
      {
        VpcId: 'vpc-tc01',
        VpcName: 'main',
        CidrBlock: '10.0.0.0/16',
        CreatedTime: '2026-04-01 10:00:00',
        TagSet: [{ Key: 'env', Value: 'prod' }],
      },
    ],
  ],
  'vpc DescribeSubnets': [
    'SubnetSet',
    [
      {
        SubnetId: 'subnet-tc01',
        SubnetName: 'app',
        VpcId: 'vpc-tc01',
        CidrBlock: '10.0.0.0/24',
        Zone: 'ap-guangzhou-3',
        CreatedTime: '2026-04-01 10:00:00',
        TagSet: [],
      },
    ],
  ],
};

export async function startFakeTencent(keys: CloudCredentials): Promise<FakeTencent> {
  const ok = (body: object) => ({
    body: JSON.stringify({ Response: { ...body, RequestId: requestId() } }),
  });
  const fail = (Code: string, Message: string) => ok({ Error: { Code, Message } });

  const fake = (await startFakeServer((req) => {
    const who = verify(req, keys);
    if ('error' in who) {
      return fail(
        who.error!,
        who.error === 'AuthFailure.SecretIdNotFound'
          ? 'The SecretId is not found, please ensure that your SecretId is correct.'
          : 'The provided credentials could not be validated. Please check your signature is correct.',
      );
    }
    const action = String(req.headers['x-tc-action'] ?? '');
    const region = req.headers['x-tc-region'] as string | undefined;
    const params = (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
    fake.calls.push({ service: who.service, action, region, params });
    if (fake.deny.has(`${who.service} ${action}`)) {
      return fail(
        'AuthFailure.UnauthorizedOperation',
        'The request is not authorized. Please check your CAM policy.',
      );
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return fail(
        'RequestLimitExceeded',
        'Your current request times exceeds the frequency limit.',
      );
    }
    const key = `${who.service} ${action}`;
    if (key === 'billing DescribeBillDetail') {
      const r = tcBillReply(params);
      return Array.isArray(r) ? fail(...(r as [string, string])) : ok(r);
    }
    const version = String(req.headers['x-tc-version'] ?? '');
    const renewal = tcRenewReply(fake.subs, key, params, TC_HOSTS, version);
    if (renewal)
      return Array.isArray(renewal) ? fail(...(renewal as [string, string])) : ok(renewal);
    if (key === 'monitor GetMonitorData') return ok(tcMetricReply(params));
    if (key === 'cvm DescribeAccountQuota')
      return ok(tcQuotaReply(String(req.headers['x-tc-region'] ?? '')));
    if (key === 'sts GetCallerIdentity') {
      return ok({
        Arn: 'qcs::cam::uin/100000000001:uin/100000000001',
        AccountId: '100000000001',
        UserId: '100000000001',
        PrincipalId: '100000000001',
        Type: 'RootAccount',
      });
    }
    if (key === 'cvm DescribeRegions') {
      return ok({
        TotalCount: 3,
        RegionSet: [
          { Region: 'ap-guangzhou', RegionName: '华南地区(广州)', RegionState: 'AVAILABLE' },
          { Region: 'ap-shanghai', RegionName: '华东地区(上海)', RegionState: 'AVAILABLE' },
          { Region: 'ap-old', RegionName: '旧地域', RegionState: 'UNAVAILABLE' },
        ],
      });
    }
    if (['cvm StartInstances', 'cvm StopInstances', 'cvm RebootInstances'].includes(key)) {
      const ids = (params.InstanceIds as string[] | undefined) ?? [];
      const missing = ids.find((id) => !TC_HOSTS.some((h) => h.InstanceId === id));
      if (missing)
        return fail('InvalidInstanceId.NotFound', `The instance \`${missing}\` does not exist.`);
      return ok({});
    }
    const set =
      key === 'cvm DescribeInstances'
        ? (['InstanceSet', TC_HOSTS] as [string, unknown[]])
        : SETS[key];
    if (!set) return fail('InvalidAction', `The action \`${action}\` does not exist.`);
    if (!region)
      return fail('MissingParameter', 'The request is missing a required parameter `Region`.');
    const offset = Number(params.Offset ?? 0);
    const limit = Number(params.Limit ?? 20);
    const [field, items] = set;
    return ok({ TotalCount: items.length, [field]: items.slice(offset, offset + limit) });
  })) as FakeTencent;
  fake.calls = [];
  fake.throttle = 0;
  fake.deny = new Set();
  fake.subs = new FakeSubscriptions({
    [TC_HOSTS[0]!.InstanceId]: TC_HOSTS[0]!.ExpiredTime!,
    ...TC_SUBSCRIBED_DBS,
  });
  return fake;
}
