import { expect } from 'vitest';
import { adapterCase } from '../../../../test/fake-clouds/adapter-kit.ts';
import { ALI_HOSTS, startFakeAlibaba } from '../../../../test/fake-clouds/alibaba.ts';
import { AWS_HOSTS, startFakeAws } from '../../../../test/fake-clouds/aws.ts';
import { HW_PROJECT, HW_SERVERS, startFakeHuawei } from '../../../../test/fake-clouds/huawei.ts';
import { createAlibabaAdapter } from '../alibaba/adapter.ts';
import { createAwsAdapter } from '../aws/adapter.ts';
import { createHuaweiAdapter } from '../huawei/adapter.ts';

/** What Alibaba Cloud, AWS and Huawei Cloud answer at their fakes in the shared scenarios. */

const ALI_REGION = 'cn-hangzhou';
const AWS_REGION = 'us-east-1';
const HW_REGION = 'cn-north-4';

export const ALIBABA = adapterCase({
  name: 'Alibaba Cloud',
  provider: 'ALI',
  setup: {
    keys: { accessKeyId: 'LTAI5tEXAMPLEKEYID', secret: 'ali-secret~example*0123' },
    region: ALI_REGION,
    start: startFakeAlibaba,
    create: createAlibabaAdapter,
  },
  regions: {
    title: 'lists regions with their local names',
    list: [
      { id: 'cn-hangzhou', name: '华东1（杭州）' },
      { id: 'cn-beijing', name: '华北2（北京）' },
    ],
    call: { action: 'DescribeRegions', version: '2014-05-26' },
  },
  verify: {
    title: 'verifies through STS GetCallerIdentity and maps a bad secret or key to auth',
    account: { accountId: '1234567890123456' },
    badSecret: 'nope-secret',
    providerCode: 'SignatureDoesNotMatch',
    async more(cloud) {
      const badKey = cloud.adapterWith({ accessKeyId: 'LTAI-unknown' });
      await expect(badKey.verifyCredentials()).rejects.toMatchObject({
        kind: 'auth',
        providerCode: 'InvalidAccessKeyId.NotFound',
      });
    },
  },
  hosts: {
    title: 'pages through 120 ECS instances with NextToken and maps them',
    next: 'tok-100',
    rest: 20,
    call: { params: { RegionId: ALI_REGION, MaxResults: '100', NextToken: 'tok-100' } },
    first: [
      {
        type: 'host',
        providerId: ALI_HOSTS[0]!.InstanceId,
        name: 'ecs-0',
        region: ALI_REGION,
        zone: 'cn-hangzhou-h',
        status: 'running',
        rawStatus: 'Running',
        spec: 'ecs.g7.large',
        cpu: 2,
        memoryMb: 8192,
        privateIp: '172.16.0.2',
        publicIp: '47.96.1.1',
        vpcId: 'vpc-bp01',
        subnetId: 'vsw-bp01',
        chargeType: 'prepaid',
        expiresAt: new Date('2027-01-10T16:00:00.000Z'),
        tags: { env: 'prod' },
      },
      { status: 'stopped', publicIp: undefined, chargeType: 'postpaid', expiresAt: undefined },
      { status: 'starting' },
    ],
  },
  listed: {
    title: 'maps disks, RDS, R-KVStore, MongoDB, EIPs, VPCs and vSwitches',
    types: {
      disk: [
        { providerId: 'd-bp01', status: 'in_use', sizeGb: 200, hostId: ALI_HOSTS[0]!.InstanceId },
      ],
      database: [
        {
          providerId: 'rm-bp01',
          name: 'orders',
          status: 'running',
          engine: 'MySQL',
          engineVersion: '8.0',
          chargeType: 'prepaid',
        },
      ],
      redis: [
        {
          providerId: 'r-bp01',
          status: 'running',
          engine: 'Redis',
          engineVersion: '5.0',
          memoryMb: 1024,
          sizeGb: 1,
          tags: { app: 'shop' },
        },
      ],
      mongo: [{ providerId: 'dds-bp01', status: 'pending', engine: 'MongoDB', sizeGb: 20 }],
      eip: [
        {
          providerId: 'eip-bp01',
          status: 'in_use',
          bandwidthMbps: 5,
          hostId: ALI_HOSTS[0]!.InstanceId,
        },
      ],
      vpc: [{ providerId: 'vpc-bp01', status: 'available', cidr: '172.16.0.0/12' }],
      subnet: [{ providerId: 'vsw-bp01', vpcId: 'vpc-bp01', zone: 'cn-hangzhou-h' }],
    },
    calls: {
      database: { version: '2014-08-15', params: { PageNumber: '1', PageSize: '100' } },
      redis: { action: 'DescribeInstances', version: '2015-01-01' },
    },
  },
  throttled: {
    title: 'retries Throttling.User through the call policy',
    retried: 2,
    providerCode: 'Throttling.User',
  },
  refused: { deny: 'DescribeDisks 2014-05-26', providerCode: 'Forbidden.RAM' },
});

export const AWS = adapterCase({
  name: 'AWS (official v3 clients)',
  provider: 'AWS',
  setup: {
    keys: {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    },
    region: AWS_REGION,
    start: startFakeAws,
    create: createAwsAdapter,
  },
  regions: {
    title: 'lists enabled regions with their console names',
    list: [
      { id: 'us-east-1', name: 'US East (N. Virginia)' },
      { id: 'eu-west-1', name: 'Europe (Ireland)' },
    ],
    call: { service: 'ec2', action: 'DescribeRegions' },
  },
  verify: {
    title: 'verifies through STS GetCallerIdentity and maps a bad secret to auth',
    account: { accountId: '123456789012' },
    call: { service: 'sts', action: 'GetCallerIdentity' },
    badSecret: 'bad/secret+value',
    providerCode: 'SignatureDoesNotMatch',
    async more(cloud) {
      const bad = cloud.adapterWith({ secret: 'bad/secret+value' });
      await expect(bad.list('host', AWS_REGION)).rejects.toMatchObject({
        kind: 'auth',
        providerCode: 'AuthFailure',
      });
    },
  },
  hosts: {
    title: 'pages through 120 EC2 instances with NextToken across reservations',
    next: 'tok-100',
    rest: 20,
    call: {
      service: 'ec2',
      region: AWS_REGION,
      params: { MaxResults: '100', NextToken: 'tok-100' },
    },
    first: [
      {
        type: 'host',
        providerId: AWS_HOSTS[0]!.id,
        name: 'web-0',
        region: AWS_REGION,
        zone: 'us-east-1a',
        status: 'running',
        rawStatus: 'running',
        spec: 't3.medium',
        cpu: 2,
        memoryMb: 4096,
        privateIp: '10.1.0.2',
        publicIp: '54.1.2.3',
        vpcId: 'vpc-aws01',
        subnetId: 'subnet-aws01',
        createdAt: new Date('2026-05-01T00:00:00.000Z'),
        tags: { Name: 'web-0', env: 'prod' },
      },
      { status: 'stopped', publicIp: undefined },
      { status: 'pending' },
    ],
    more(_cloud, { first, second }) {
      expect(new Set([...first, ...second].map((h) => h.providerId)).size).toBe(120);
    },
  },
  listed: {
    title:
      'maps volumes, RDS (without DocumentDB), ElastiCache Redis, DocumentDB, EIPs, VPCs and subnets',
    types: {
      disk: [
        {
          providerId: 'vol-aws01',
          name: 'root',
          status: 'in_use',
          sizeGb: 80,
          spec: 'gp3',
          hostId: AWS_HOSTS[0]!.id,
        },
      ],
      database: [
        {
          providerId: 'orders-db',
          status: 'running',
          rawStatus: 'available',
          engine: 'mysql',
          engineVersion: '8.0.35',
          sizeGb: 100,
          vpcId: 'vpc-aws01',
          tags: { app: 'shop' },
        },
      ],
      redis: [
        {
          providerId: 'sessions-001',
          status: 'running',
          engine: 'Redis',
          engineVersion: '7.1',
          spec: 'cache.t3.small',
        },
      ],
      mongo: [
        {
          providerId: 'docs',
          status: 'pending',
          engine: 'DocumentDB',
          engineVersion: '5.0.0',
          zone: 'us-east-1a',
        },
      ],
      eip: [
        {
          providerId: 'eipalloc-aws01',
          name: 'web-ip',
          status: 'in_use',
          publicIp: '54.1.2.3',
          hostId: AWS_HOSTS[0]!.id,
        },
        { providerId: 'eipalloc-aws02', status: 'available', hostId: undefined },
      ],
      vpc: [{ providerId: 'vpc-aws01', name: 'main', status: 'available', cidr: '10.1.0.0/16' }],
      subnet: [
        { providerId: 'subnet-aws01', vpcId: 'vpc-aws01', zone: 'us-east-1a', status: 'available' },
      ],
    },
    calls: {
      redis: { service: 'elasticache', action: 'DescribeCacheClusters' },
      // DocumentDB signs as "rds" and filters on its engine.
      mongo: {
        service: 'rds',
        action: 'DescribeDBClusters',
        params: { 'Filters.Filter.1.Name': 'engine', 'Filters.Filter.1.Values.Value.1': 'docdb' },
      },
    },
  },
  refused: { deny: 'DescribeVolumes', providerCode: 'UnauthorizedOperation' },
});

export const HUAWEI = adapterCase({
  name: 'Huawei Cloud',
  provider: 'HUAWEI',
  setup: {
    keys: { accessKeyId: 'HWAKEXAMPLE0123456789', secret: 'hw-secret-example-abcdef' },
    region: HW_REGION,
    start: startFakeHuawei,
    create: createHuaweiAdapter,
    endpoint: (url, service) => `${url}/${service}`,
  },
  regions: {
    title: 'lists public regions with their Chinese names',
    list: [
      { id: 'cn-north-4', name: '华北-北京四' },
      { id: 'ap-southeast-1', name: 'CN-Hong Kong' },
    ],
  },
  verify: {
    title: 'verifies good credentials (account = domain id) and rejects a bad secret as auth',
    account: { accountId: 'dom-hw-0001' },
    badSecret: 'wrong-secret',
    providerCode: 'APIGW.0301',
  },
  hosts: {
    title: 'pages through 150 servers (ECS offset is a page number) and maps them',
    next: '2',
    rest: 50,
    call: {
      service: 'ecs',
      path: `/v1/${HW_PROJECT}/cloudservers/detail`,
      query: { offset: '2', limit: '100' },
    },
    first: [
      {
        type: 'host',
        providerId: HW_SERVERS[0]!.id,
        name: 'ecs-0',
        region: HW_REGION,
        zone: 'cn-north-4a',
        status: 'running',
        rawStatus: 'ACTIVE',
        spec: 's6.large.2',
        cpu: 2,
        memoryMb: 4096,
        privateIp: '192.168.0.2',
        publicIp: '121.36.1.1',
        vpcId: 'vpc-hw01',
        chargeType: 'prepaid',
        tags: { env: 'prod', owner: 'ops' },
      },
      { status: 'stopped', publicIp: undefined, chargeType: 'postpaid' },
      { status: 'stopping', rawStatus: 'ACTIVE/powering-off' },
    ],
  },
  listed: {
    title: 'maps volumes, RDS, DCS, DDS, EIPs, VPCs and subnets',
    types: {
      disk: [
        {
          providerId: 'vol-hw01',
          status: 'in_use',
          sizeGb: 40,
          hostId: HW_SERVERS[0]!.id,
          // Cloud Eye names the disk by its server and drive letter (metric-dimensions.ts).
          metricKeys: { device: '/dev/vdb' },
          tags: { env: 'prod' },
        },
        { providerId: 'vol-hw02', status: 'available', hostId: undefined, metricKeys: undefined },
      ],
      database: [
        {
          providerId: 'rds-hw01',
          status: 'running',
          engine: 'MySQL',
          engineVersion: '8.0',
          cpu: 2,
          memoryMb: 4096,
          sizeGb: 100,
          privateIp: '192.168.0.50',
          chargeType: 'prepaid',
          tags: { app: 'shop' },
        },
      ],
      redis: [
        {
          providerId: 'dcs-hw01',
          status: 'running',
          engine: 'Redis',
          engineVersion: '5.0',
          sizeGb: 1,
          memoryMb: 1024,
        },
      ],
      mongo: [
        {
          providerId: 'dds-hw01',
          status: 'running',
          engine: 'MongoDB',
          engineVersion: '4.0',
          sizeGb: 10,
          // Cloud Eye reads DDS per node.
          metricKeys: {
            nodes: [
              { id: 'node-hw-p', kind: 'replica' },
              { id: 'node-hw-s', kind: 'replica' },
              { id: 'node-hw-h', kind: 'replica' },
            ],
          },
        },
      ],
      eip: [
        {
          providerId: 'eip-hw01',
          name: 'web',
          status: 'in_use',
          publicIp: '121.36.1.1',
          bandwidthMbps: 5,
          createdAt: new Date('2026-03-01T08:00:00.000Z'),
        },
        { providerId: 'eip-hw02', status: 'available' },
      ],
      vpc: [{ providerId: 'vpc-hw01', status: 'available', cidr: '192.168.0.0/16' }],
      subnet: [{ providerId: 'subnet-hw01', status: 'available', vpcId: 'vpc-hw01' }],
    },
    calls: { redis: { query: { engine: 'Redis' } } },
  },
  throttled: {
    title: 'retries APIGW.0308 throttling through the call policy',
    retried: 2,
    providerCode: 'APIGW.0308',
  },
  refused: { deny: 'evs', providerCode: 'evs.0403' },
});
