import { createHmac } from 'node:crypto';
import { canonicalQuery, rfc3986 } from './canonical.ts';
import {
  jsonWithRequestId,
  startFakeServer,
  type ThrottlingFake,
  type WireRequest,
} from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';
import { aliBillReply } from './alibaba-bills.ts';
import { aliRenewReply } from './alibaba-renew.ts';
import { FakeSubscriptions } from './subscriptions.ts';
import { aliMetricReply } from './metric-replies.ts';
import { aliDiskMonitorReply } from './alibaba-disk-monitor.ts';
import { aliQuotaCenterReply, aliQuotaReply } from './quota-replies.ts';

/**
 * A fake Alibaba Cloud RPC endpoint for every product we call: checks the HMAC-SHA1
 * signature of the form as POP does (400 SignatureDoesNotMatch, 404
 * InvalidAccessKeyId.NotFound) and answers the product's JSON. Action + Version tell which
 * product was meant (ECS and R-KVStore both have DescribeInstances).
 * Throttled, it answers Throttling.User.
 */
export type FakeAlibaba = ThrottlingFake<{
  action: string;
  version: string;
  params: Record<string, string>;
}> & {
  subs: FakeSubscriptions;
  /** DescribeDiskMonitorData answers a reply without its MonitorData list. */
  badDiskReplies: boolean;
};

function signatureOf(method: string, params: URLSearchParams, secret: string): string {
  const query = canonicalQuery([...params.entries()].filter(([k]) => k !== 'Signature'));
  const toSign = `${method}&${rfc3986('/')}&${rfc3986(query)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

export const ALI_HOSTS = Array.from({ length: 120 }, (_, i) => ({
  InstanceId: `i-bp${String(i).padStart(18, '0')}`,
  InstanceName: `ecs-${i}`,
  InstanceType: 'ecs.g7.large',
  Cpu: 2,
  Memory: 8192,
  Status: i === 1 ? 'Stopped' : i === 2 ? 'Starting' : 'Running',
  ZoneId: 'cn-hangzhou-h',
  RegionId: 'cn-hangzhou',
  VpcAttributes: {
    VpcId: 'vpc-bp01',
    VSwitchId: 'vsw-bp01',
    PrivateIpAddress: { IpAddress: [`172.16.0.${i + 2}`] },
  },
  PublicIpAddress: { IpAddress: [] },
  EipAddress: i === 0 ? { IpAddress: '47.96.1.1', AllocationId: 'eip-bp01' } : { IpAddress: '' },
  InstanceChargeType: i === 0 ? 'PrePaid' : 'PostPaid',
  CreationTime: '2026-01-10T02:00Z',
  ExpiredTime: i === 0 ? '2027-01-10T16:00Z' : '2099-12-31T15:59Z',
  Tags: { Tag: i === 0 ? [{ TagKey: 'env', TagValue: 'prod' }] : [] },
}));

/** The prepaid RDS, Redis and MongoDB instances the fake renews, with their expiry. */
export const ALI_SUBSCRIBED_DBS = {
  'rm-bp01': '2027-01-10T16:00:00Z',
  'r-bp02': '2027-02-01T16:00:00Z',
  'dds-bp02': '2027-03-01T16:00Z',
};

const tables: Record<string, [string, string, unknown[]]> = {
  'DescribeDisks 2014-05-26': [
    'Disks',
    'Disk',
    [
      {
        DiskId: 'd-bp01',
        DiskName: 'data',
        Size: 200,
        Category: 'cloud_essd',
        Status: 'In_use',
        InstanceId: ALI_HOSTS[0]!.InstanceId,
        ZoneId: 'cn-hangzhou-h',
        DiskChargeType: 'PostPaid',
        CreationTime: '2026-01-10T02:00Z',
        Tags: { Tag: [] },
      },
    ],
  ],
  'DescribeDBInstances 2014-08-15': [
    'Items',
    'DBInstance',
    [
      {
        DBInstanceId: 'rm-bp01',
        DBInstanceDescription: 'orders',
        Engine: 'MySQL',
        EngineVersion: '8.0',
        DBInstanceClass: 'mysql.n2.medium.1',
        DBInstanceStatus: 'Running',
        ZoneId: 'cn-hangzhou-h',
        VpcId: 'vpc-bp01',
        VSwitchId: 'vsw-bp01',
        PayType: 'Prepaid',
        CreateTime: '2026-01-10T02:00:00Z',
        ExpireTime: '2027-01-10T16:00:00Z',
      },
    ],
  ],
  'DescribeInstances 2015-01-01': [
    'Instances',
    'KVStoreInstance',
    [
      {
        InstanceId: 'r-bp01',
        InstanceName: 'sessions',
        InstanceClass: 'redis.master.small.default',
        Capacity: 1024,
        InstanceStatus: 'Normal',
        EngineVersion: '5.0',
        ZoneId: 'cn-hangzhou-h',
        VpcId: 'vpc-bp01',
        VSwitchId: 'vsw-bp01',
        PrivateIp: '172.16.0.50',
        ChargeType: 'PostPaid',
        CreateTime: '2026-01-10T02:00:00Z',
        Tags: { Tag: [{ Key: 'app', Value: 'shop' }] },
      },
    ],
  ],
  'DescribeDBInstances 2015-12-01': [
    'DBInstances',
    'DBInstance',
    [
      {
        DBInstanceId: 'dds-bp01',
        DBInstanceDescription: 'events',
        DBInstanceClass: 'dds.mongo.mid',
        DBInstanceStorage: 20,
        DBInstanceStatus: 'Creating',
        Engine: 'MongoDB',
        EngineVersion: '4.4',
        ZoneId: 'cn-hangzhou-h',
        ChargeType: 'PostPaid',
        CreationTime: '2026-01-10T02:00Z',
      },
    ],
  ],
  'DescribeEipAddresses 2016-04-28': [
    'EipAddresses',
    'EipAddress',
    [
      {
        AllocationId: 'eip-bp01',
        IpAddress: '47.96.1.1',
        Name: 'web',
        Bandwidth: '5',
        Status: 'InUse',
        InstanceId: ALI_HOSTS[0]!.InstanceId,
        InstanceType: 'EcsInstance',
        ChargeType: 'PostPaid',
        AllocationTime: '2026-01-10T02:00:00Z',
      },
    ],
  ],
  'DescribeVpcs 2016-04-28': [
    'Vpcs',
    'Vpc',
    [
      {
        VpcId: 'vpc-bp01',
        VpcName: 'main',
        CidrBlock: '172.16.0.0/12',
        Status: 'Available',
        CreationTime: '2026-01-01T00:00:00Z',
      },
    ],
  ],
  'DescribeVSwitches 2016-04-28': [
    'VSwitches',
    'VSwitch',
    [
      {
        VSwitchId: 'vsw-bp01',
        VSwitchName: 'app',
        VpcId: 'vpc-bp01',
        CidrBlock: '172.16.0.0/24',
        ZoneId: 'cn-hangzhou-h',
        Status: 'Available',
      },
    ],
  ],
};

export async function startFakeAlibaba(keys: CloudCredentials): Promise<FakeAlibaba> {
  const json = jsonWithRequestId('RequestId');
  const error = (status: number, Code: string, Message: string) =>
    json(status, {
      HostId: 'ecs.aliyuncs.com',
      Code,
      Message,
      Recommend: 'https://api.aliyun.com/troubleshoot',
    });

  const fake = (await startFakeServer((req: WireRequest) => {
    if (
      req.method !== 'POST' ||
      !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
    ) {
      return error(400, 'InvalidParameter', 'expected a form POST');
    }
    const form = new URLSearchParams(req.body);
    if (form.get('AccessKeyId') !== keys.accessKeyId) {
      return error(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    if (
      form.get('SignatureMethod') !== 'HMAC-SHA1' ||
      form.get('Signature') !== signatureOf('POST', form, keys.secret)
    ) {
      return error(
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      );
    }
    const action = form.get('Action') ?? '';
    const version = form.get('Version') ?? '';
    const params = Object.fromEntries(
      [...form.entries()].filter(
        ([k]) => !['Signature', 'SignatureNonce', 'Timestamp', 'AccessKeyId'].includes(k),
      ),
    );
    fake.calls.push({ action, version, params });
    if (fake.deny.has(`${action} ${version}`)) {
      return error(
        403,
        'Forbidden.RAM',
        "User not authorized to operate on the specified resource, or this API doesn't support RAM.",
      );
    }
    if (fake.throttle > 0) {
      fake.throttle--;
      return error(400, 'Throttling.User', 'Request was denied due to user flow control.');
    }
    const key = `${action} ${version}`;
    if (key === 'DescribeInstanceBill 2017-12-14') return aliBillReply(params, json, error);
    const renewal = aliRenewReply(fake.subs, key, params, json, error);
    if (renewal) return renewal;
    if (key === 'DescribeMetricList 2019-01-01') return json(200, aliMetricReply(params));
    if (key === 'DescribeDiskMonitorData 2014-05-26') {
      return aliDiskMonitorReply(params, json, error, fake.badDiskReplies);
    }
    if (key === 'DescribeAccountAttributes 2014-05-26') return json(200, aliQuotaReply(params));
    if (key === 'ListProductQuotas 2020-05-10') return json(200, aliQuotaCenterReply(params));
    if (key === 'GetCallerIdentity 2015-04-01') {
      return json(200, {
        AccountId: '1234567890123456',
        UserId: '2234',
        Arn: 'acs:ram::1234567890123456:user/ops',
      });
    }
    if (key === 'DescribeRegions 2014-05-26') {
      return json(200, {
        Regions: {
          Region: [
            {
              RegionId: 'cn-hangzhou',
              LocalName: '华东1（杭州）',
              RegionEndpoint: 'ecs.cn-hangzhou.aliyuncs.com',
            },
            {
              RegionId: 'cn-beijing',
              LocalName: '华北2（北京）',
              RegionEndpoint: 'ecs.cn-beijing.aliyuncs.com',
            },
          ],
        },
      });
    }
    if (
      ['StartInstance', 'StopInstance', 'RebootInstance'].includes(action) &&
      version === '2014-05-26'
    ) {
      if (!ALI_HOSTS.some((h) => h.InstanceId === params.InstanceId)) {
        return error(404, 'InvalidInstanceId.NotFound', 'The specified InstanceId does not exist.');
      }
      return json(200, {});
    }
    if (key === 'DescribeInstances 2014-05-26') {
      const max = Number(params.MaxResults ?? 10);
      const start = params.NextToken ? Number(params.NextToken.replace('tok-', '')) : 0;
      const items = ALI_HOSTS.slice(start, start + max);
      const end = start + items.length;
      return json(200, {
        Instances: { Instance: items },
        TotalCount: ALI_HOSTS.length,
        NextToken: end < ALI_HOSTS.length ? `tok-${end}` : '',
      });
    }
    if (key === 'DescribeDisks 2014-05-26') {
      const [, inner, items] = tables[key]!;
      return json(200, { Disks: { [inner]: items }, TotalCount: items.length, NextToken: '' });
    }
    const table = tables[key];
    if (!table) return error(400, 'InvalidAction.NotFound', `Specified api ${action} is not found`);
    const [outer, inner, items] = table;
    const page = Number(params.PageNumber ?? 1);
    const size = Number(params.PageSize ?? 10);
    return json(200, {
      [outer]: { [inner]: items.slice((page - 1) * size, page * size) },
      [key.startsWith('DescribeDBInstances 2014') ? 'TotalRecordCount' : 'TotalCount']:
        items.length,
      PageNumber: page,
      PageSize: size,
    });
  })) as FakeAlibaba;
  fake.calls = [];
  fake.throttle = 0;
  fake.deny = new Set();
  fake.badDiskReplies = false;
  fake.subs = new FakeSubscriptions({
    [ALI_HOSTS[0]!.InstanceId]: '2027-01-10T16:00Z',
    ...ALI_SUBSCRIBED_DBS,
  });
  return fake;
}
