import { expect } from 'vitest';
import { adapterCase } from '../../../../test/fake-clouds/adapter-kit.ts';
import { JD_HOSTS, startFakeJd } from '../../../../test/fake-clouds/jd.ts';
import { startFakeQingCloud } from '../../../../test/fake-clouds/qingcloud.ts';
import { TC_HOSTS, startFakeTencent } from '../../../../test/fake-clouds/tencent.ts';
import { createJdAdapter } from '../jd/adapter.ts';
import { createQingCloudAdapter } from '../qingcloud/adapter.ts';
import { createTencentAdapter } from '../tencent/adapter.ts';

/** What JD Cloud, QingCloud and Tencent Cloud answer at their fakes in the shared scenarios. */

const JD_REGION = 'cn-north-1';
/** A QingCloud zone stands for the region. */
const QC_REGION = 'pek3a';
const TC_REGION = 'ap-guangzhou';

export const JD = adapterCase({
  name: 'JD Cloud',
  provider: 'JINGDONG',
  setup: {
    keys: { accessKeyId: 'JDC_ACCESS_KEY_EXAMPLE', secret: 'jd-secret-example-0123' },
    region: JD_REGION,
    start: startFakeJd,
    create: createJdAdapter,
  },
  regions: {
    title: 'lists its regions from the static list',
    list: [
      { id: 'cn-north-1', name: '华北-北京' },
      { id: 'cn-east-1', name: '华东-宿迁' },
      { id: 'cn-east-2', name: '华东-上海' },
      { id: 'cn-south-1', name: '华南-广州' },
    ],
  },
  verify: {
    title: 'verifies good credentials and rejects a bad secret as auth with the request id',
    account: {},
    badSecret: 'not-the-secret',
    providerCode: 'UNAUTHENTICATED',
  },
  hosts: {
    title: 'pages through 130 hosts with pageNumber and maps their fields',
    next: '2',
    rest: 30,
    first: [
      {
        type: 'host',
        providerId: JD_HOSTS[0]!.instanceId,
        name: 'vm-0',
        region: JD_REGION,
        zone: 'cn-north-1a',
        status: 'running',
        spec: 'g.n2.medium',
        cpu: 2,
        memoryMb: 8192,
        privateIp: '10.0.0.2',
        publicIp: '114.67.1.1',
        vpcId: 'vpc-jd01',
        subnetId: 'subnet-jd01',
        chargeType: 'prepaid',
        expiresAt: new Date('2027-02-01T08:00:00.000Z'),
        tags: { team: 'web' },
      },
      { status: 'stopped', publicIp: undefined, chargeType: 'postpaid' },
    ],
    more(cloud) {
      const lists = cloud.fake.calls.filter((c) => c.path === '/instances' && c.method === 'GET');
      expect(lists.at(-1)).toMatchObject({
        service: 'vm',
        query: { pageNumber: '2', pageSize: '100' },
      });
      // CPU and memory come from describeInstanceTypes, asked once per type and region.
      expect(cloud.fake.calls.filter((c) => c.path === '/instanceTypes')).toEqual([
        expect.objectContaining({
          query: { 'filters.1.name': 'instanceTypes', 'filters.1.values.1': 'g.n2.medium' },
        }),
      ]);
    },
  },
  listed: {
    title: 'maps disks, databases, Redis, MongoDB, EIPs, VPCs and subnets',
    types: {
      disk: [
        {
          providerId: 'vol-jd01',
          status: 'in_use',
          sizeGb: 200,
          hostId: 'i-jd000000',
          spec: 'ssd.gp1',
        },
      ],
      database: [
        {
          providerId: 'mysql-jd01',
          status: 'running',
          rawStatus: 'RUNNING',
          engine: 'MySQL',
          engineVersion: '8.0',
          sizeGb: 100,
          zone: 'cn-north-1a',
          chargeType: 'prepaid',
        },
      ],
      redis: [
        {
          providerId: 'redis-jd01',
          engine: 'Redis',
          engineVersion: '4.0',
          memoryMb: 2048,
          sizeGb: 2,
        },
      ],
      mongo: [{ providerId: 'mongo-jd01', status: 'pending', engine: 'MongoDB', sizeGb: 50 }],
      eip: [
        { providerId: 'fip-jd01', status: 'in_use', hostId: 'i-jd000000', bandwidthMbps: 10 },
        { providerId: 'fip-jd02', status: 'available', hostId: undefined },
      ],
      vpc: [{ providerId: 'vpc-jd01', name: 'main', cidr: '10.0.0.0/16' }],
      subnet: [
        { providerId: 'subnet-jd01', vpcId: 'vpc-jd01', cidr: '10.0.0.0/24', zone: 'cn-north-1a' },
      ],
    },
  },
  throttled: {
    title: 'retries a throttled reply through the call policy',
    retried: 1,
    providerCode: 'RESOURCE_EXHAUSTED',
  },
  refused: { deny: 'disk /disks', providerCode: 'PERMISSION_DENIED' },
});

export const QINGCLOUD = adapterCase({
  name: 'QingCloud',
  provider: 'QINGYUN',
  setup: {
    keys: { accessKeyId: 'QYACCESSKEYIDEXAMPLE', secret: 'qc-secret/with+odd=chars' },
    region: QC_REGION,
    start: startFakeQingCloud,
    create: createQingCloudAdapter,
  },
  regions: {
    title: 'lists active zones as regions with display names',
    list: [
      { id: 'pek3a', name: '北京3区-A' },
      { id: 'sh1a', name: '上海1区-A' },
    ],
  },
  verify: {
    title: 'verifies good credentials and rejects a bad secret as auth',
    account: {},
    badSecret: 'wrong',
    providerCode: '1200',
    requestId: false,
  },
  hosts: {
    title: 'pages through 130 hosts with offset and limit, mapping fields and states',
    next: '100',
    rest: 30,
    first: [
      {
        type: 'host',
        providerId: 'i-qc000001',
        name: 'web-1',
        region: QC_REGION,
        zone: 'pek3a',
        status: 'running',
        rawStatus: 'running',
        spec: 'c1m2',
        cpu: 1,
        memoryMb: 2048,
        privateIp: '192.168.1.10',
        publicIp: '139.198.1.1',
        vpcId: 'rtr-qc01',
        subnetId: 'vxnet-qc01',
        createdAt: new Date('2026-01-02T03:04:05.000Z'),
        tags: { env: 'prod' },
      },
      { status: 'stopped', publicIp: undefined },
      { status: 'rebooting', rawStatus: 'restarting' },
    ],
    more(cloud) {
      const offsets = cloud.fake.calls
        .filter((c) => c.action === 'DescribeInstances')
        .map((c) => c.params);
      expect(offsets.at(-1)).toMatchObject({ offset: '100', limit: '100', zone: 'pek3a' });
    },
  },
  listed: {
    title: 'maps disks, databases, caches, mongos, EIPs, VPCs and subnets',
    types: {
      disk: [{ providerId: 'vol-qc01', status: 'in_use', sizeGb: 100, hostId: 'i-qc000001' }],
      database: [
        {
          providerId: 'rdb-qc01',
          name: 'orders',
          status: 'running',
          engine: 'MySQL',
          engineVersion: '5.7',
          sizeGb: 50,
          privateIp: '192.168.1.20',
          subnetId: 'vxnet-qc01',
        },
      ],
      redis: [
        {
          providerId: 'c-qc01',
          engine: 'Redis',
          engineVersion: '3.0.5',
          sizeGb: 2,
          privateIp: '192.168.1.30',
        },
      ],
      mongo: [{ providerId: 'mongo-qc01', engine: 'MongoDB', engineVersion: '3.4' }],
      eip: [
        {
          providerId: 'eip-qc01',
          status: 'in_use',
          publicIp: '139.198.1.1',
          bandwidthMbps: 5,
          hostId: 'i-qc000001',
        },
      ],
      vpc: [{ providerId: 'rtr-qc01', status: 'available', cidr: '192.168.0.0/16' }],
      subnet: [{ providerId: 'vxnet-qc01', vpcId: 'rtr-qc01', cidr: '192.168.1.0/24' }],
    },
  },
  refused: { deny: 'DescribeVolumes', providerCode: '1400' },
});

export const TENCENT = adapterCase({
  name: 'Tencent Cloud (official SDK)',
  provider: 'TENGXUN',
  setup: {
    keys: { accessKeyId: 'AKIDexample0123456789', secret: 'tc-secret-example-abcdef' },
    region: TC_REGION,
    start: startFakeTencent,
    create: createTencentAdapter,
  },
  regions: {
    title: 'lists available regions, signed for the cvm service with the real host name',
    list: [
      { id: 'ap-guangzhou', name: '华南地区(广州)' },
      { id: 'ap-shanghai', name: '华东地区(上海)' },
    ],
    call: { service: 'cvm', action: 'DescribeRegions' },
    more(cloud) {
      expect(cloud.fake.requests.at(-1)!.headers.host).toBe('cvm.tencentcloudapi.com');
    },
  },
  verify: {
    title: 'verifies through STS and maps a bad secret to auth with the request id',
    account: { accountId: '100000000001' },
    badSecret: 'bad-secret-value',
    providerCode: 'AuthFailure.SignatureFailure',
    async more(cloud) {
      const unknown = cloud.adapterWith({ accessKeyId: 'AKIDunknown' });
      await expect(unknown.listRegions()).rejects.toMatchObject({
        kind: 'auth',
        providerCode: 'AuthFailure.SecretIdNotFound',
      });
    },
  },
  hosts: {
    title: 'pages through 130 CVM instances with Offset/Limit and maps them',
    next: '100',
    rest: 30,
    call: { service: 'cvm', region: TC_REGION, params: { Offset: 100, Limit: 100 } },
    first: [
      {
        type: 'host',
        providerId: TC_HOSTS[0]!.InstanceId,
        name: 'cvm-0',
        region: TC_REGION,
        zone: 'ap-guangzhou-3',
        status: 'running',
        rawStatus: 'RUNNING',
        spec: 'S5.MEDIUM4',
        cpu: 2,
        memoryMb: 4096,
        privateIp: '10.0.0.2',
        publicIp: '119.29.1.1',
        vpcId: 'vpc-tc01',
        subnetId: 'subnet-tc01',
        chargeType: 'prepaid',
        expiresAt: new Date('2027-04-01T02:00:00.000Z'),
        tags: { env: 'prod' },
      },
      { status: 'stopped', publicIp: undefined, chargeType: 'postpaid' },
      { status: 'rebooting' },
    ],
  },
  listed: {
    title: 'maps CBS, CDB, Redis, MongoDB, EIPs, VPCs and subnets',
    types: {
      disk: [
        {
          providerId: 'disk-tc01',
          status: 'in_use',
          sizeGb: 100,
          hostId: 'ins-00000000',
          createdAt: new Date('2026-04-01T02:00:00.000Z'),
        },
      ],
      database: [
        {
          providerId: 'cdb-tc01',
          status: 'running',
          engine: 'MySQL',
          engineVersion: '8.0',
          sizeGb: 200,
          memoryMb: 4000,
          privateIp: '10.0.0.100',
          chargeType: 'prepaid',
          tags: { app: 'shop' },
        },
      ],
      redis: [
        {
          providerId: 'crs-tc01',
          status: 'running',
          engineVersion: '6.2',
          sizeGb: 2,
          expiresAt: undefined,
        },
      ],
      mongo: [
        {
          providerId: 'cmgo-tc01',
          status: 'pending',
          engine: 'MongoDB',
          engineVersion: '4.0',
          sizeGb: 100,
        },
      ],
      eip: [
        { providerId: 'eip-tc01', status: 'in_use', hostId: 'ins-00000000', bandwidthMbps: 10 },
      ],
      vpc: [{ providerId: 'vpc-tc01', cidr: '10.0.0.0/16', tags: { env: 'prod' } }],
      subnet: [{ providerId: 'subnet-tc01', vpcId: 'vpc-tc01', zone: 'ap-guangzhou-3' }],
    },
    calls: {
      database: { service: 'cdb', action: 'DescribeDBInstances' },
      mongo: { service: 'mongodb' },
      vpc: { params: { Offset: '0', Limit: '100' } },
    },
  },
  throttled: {
    title: 'retries RequestLimitExceeded through the call policy',
    retried: 2,
    providerCode: 'RequestLimitExceeded',
  },
  refused: {
    deny: 'cbs DescribeDisks',
    providerCode: 'AuthFailure.UnauthorizedOperation',
  },
});
