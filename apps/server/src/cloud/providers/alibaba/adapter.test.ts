import { describe, expect, it } from 'vitest';
import { ALI_HOSTS, startFakeAlibaba } from '../../../../test/fake-clouds/alibaba.ts';
import {
  itReportsRefusedRead,
  itRetriesThrottling,
  useFakeCloud,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { CloudError } from '../../adapter.ts';
import { createAlibabaAdapter } from './adapter.ts';

const KEYS = { accessKeyId: 'LTAI5tEXAMPLEKEYID', secret: 'ali-secret~example*0123' };
const R = 'cn-hangzhou';
const endpointFor = () => cloud.fake.url;

const cloud = useFakeCloud(
  () => startFakeAlibaba(KEYS),
  () => createAlibabaAdapter(KEYS, { endpointFor }),
);

describe('Alibaba Cloud adapter', () => {
  it('lists regions with their local names', async () => {
    expect(await cloud.adapter.listRegions()).toEqual([
      { id: 'cn-hangzhou', name: '华东1（杭州）' },
      { id: 'cn-beijing', name: '华北2（北京）' },
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      action: 'DescribeRegions',
      version: '2014-05-26',
    });
  });

  it('verifies through STS GetCallerIdentity and maps a bad secret or key to auth', async () => {
    await expect(cloud.adapter.verifyCredentials()).resolves.toEqual({
      accountId: '1234567890123456',
    });
    const badSecret = createAlibabaAdapter({ ...KEYS, secret: 'nope-secret' }, { endpointFor });
    const error = (await badSecret.verifyCredentials().catch((e: unknown) => e)) as CloudError;
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({
      kind: 'auth',
      provider: 'ALI',
      providerCode: 'SignatureDoesNotMatch',
    });
    expect(error.requestId).toMatch(/^req-/);
    expect(error.message).not.toContain('nope-secret');
    const badKey = createAlibabaAdapter({ ...KEYS, accessKeyId: 'LTAI-unknown' }, { endpointFor });
    await expect(badKey.verifyCredentials()).rejects.toMatchObject({
      kind: 'auth',
      providerCode: 'InvalidAccessKeyId.NotFound',
    });
  });

  it('pages through 120 ECS instances with NextToken and maps them', async () => {
    const first = await cloud.adapter.list('host', R);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('tok-100');
    const second = await cloud.adapter.list('host', R, first.next);
    expect(second.items).toHaveLength(20);
    expect(second.next).toBeUndefined();
    expect(cloud.fake.calls.at(-1)!.params).toMatchObject({
      RegionId: R,
      MaxResults: '100',
      NextToken: 'tok-100',
    });
    const [a, b, c] = first.items;
    expect(a).toMatchObject({
      type: 'host',
      providerId: ALI_HOSTS[0]!.InstanceId,
      name: 'ecs-0',
      region: R,
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
      tags: { env: 'prod' },
    });
    expect(a!.expiresAt?.toISOString()).toBe('2027-01-10T16:00:00.000Z');
    expect(b).toMatchObject({
      status: 'stopped',
      publicIp: undefined,
      chargeType: 'postpaid',
      expiresAt: undefined,
    });
    expect(c).toMatchObject({ status: 'starting' });
  });

  it('maps disks, RDS, R-KVStore, MongoDB, EIPs, VPCs and vSwitches', async () => {
    expect(await allPages(cloud.adapter, 'disk', R)).toEqual([
      expect.objectContaining({
        providerId: 'd-bp01',
        status: 'in_use',
        sizeGb: 200,
        hostId: ALI_HOSTS[0]!.InstanceId,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'database', R)).toEqual([
      expect.objectContaining({
        providerId: 'rm-bp01',
        name: 'orders',
        status: 'running',
        engine: 'MySQL',
        engineVersion: '8.0',
        chargeType: 'prepaid',
      }),
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      version: '2014-08-15',
      params: { PageNumber: '1', PageSize: '100' },
    });
    expect(await allPages(cloud.adapter, 'redis', R)).toEqual([
      expect.objectContaining({
        providerId: 'r-bp01',
        status: 'running',
        engine: 'Redis',
        engineVersion: '5.0',
        memoryMb: 1024,
        sizeGb: 1,
        tags: { app: 'shop' },
      }),
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      action: 'DescribeInstances',
      version: '2015-01-01',
    });
    expect(await allPages(cloud.adapter, 'mongo', R)).toEqual([
      expect.objectContaining({
        providerId: 'dds-bp01',
        status: 'pending',
        engine: 'MongoDB',
        sizeGb: 20,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'eip', R)).toEqual([
      expect.objectContaining({
        providerId: 'eip-bp01',
        status: 'in_use',
        bandwidthMbps: 5,
        hostId: ALI_HOSTS[0]!.InstanceId,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'vpc', R)).toEqual([
      expect.objectContaining({
        providerId: 'vpc-bp01',
        status: 'available',
        cidr: '172.16.0.0/12',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'subnet', R)).toEqual([
      expect.objectContaining({ providerId: 'vsw-bp01', vpcId: 'vpc-bp01', zone: 'cn-hangzhou-h' }),
    ]);
  });

  it('calls StartInstance, StopInstance and RebootInstance once per host', async () => {
    const [a, b] = [ALI_HOSTS[0]!.InstanceId, ALI_HOSTS[1]!.InstanceId];
    await cloud.adapter.hostAction(R, [a, b], 'start');
    await cloud.adapter.hostAction(R, [a], 'stop');
    await cloud.adapter.hostAction(R, [a], 'reboot');
    expect(cloud.fake.calls.slice(-4).map((c) => [c.action, c.params.InstanceId])).toEqual([
      ['StartInstance', a],
      ['StartInstance', b],
      ['StopInstance', a],
      ['RebootInstance', a],
    ]);
    await expect(cloud.adapter.hostAction(R, ['i-missing'], 'stop')).rejects.toMatchObject({
      kind: 'not_found',
      providerCode: 'InvalidInstanceId.NotFound',
    });
  });

  itRetriesThrottling(cloud, {
    title: 'retries Throttling.User through the call policy',
    region: R,
    retried: 2,
    providerCode: 'Throttling.User',
  });
  itReportsRefusedRead(cloud, {
    deny: 'DescribeDisks 2014-05-26',
    region: R,
    provider: 'ALI',
    providerCode: 'Forbidden.RAM',
  });
});
