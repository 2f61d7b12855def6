import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALI_HOSTS,
  startFakeAlibaba,
  type FakeAlibaba,
} from '../../../../test/fake-clouds/alibaba.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { CloudError, type CloudAdapter } from '../../adapter.ts';
import { withCallPolicy } from '../../call-policy.ts';
import { createAlibabaAdapter } from './adapter.ts';

const KEYS = { accessKeyId: 'LTAI5tEXAMPLEKEYID', secret: 'ali-secret~example*0123' };
const R = 'cn-hangzhou';
let fake: FakeAlibaba;
let adapter: CloudAdapter;
const endpointFor = () => fake.url;

beforeAll(async () => {
  fake = await startFakeAlibaba(KEYS);
  adapter = createAlibabaAdapter(KEYS, { endpointFor });
});
afterAll(() => fake.close());

describe('Alibaba Cloud adapter', () => {
  it('lists regions with their local names', async () => {
    expect(await adapter.listRegions()).toEqual([
      { id: 'cn-hangzhou', name: '华东1（杭州）' },
      { id: 'cn-beijing', name: '华北2（北京）' },
    ]);
    expect(fake.calls.at(-1)).toMatchObject({ action: 'DescribeRegions', version: '2014-05-26' });
  });

  it('verifies through STS GetCallerIdentity and maps a bad secret or key to auth', async () => {
    await expect(adapter.verifyCredentials()).resolves.toEqual({ accountId: '1234567890123456' });
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
    const first = await adapter.list('host', R);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('tok-100');
    const second = await adapter.list('host', R, first.next);
    expect(second.items).toHaveLength(20);
    expect(second.next).toBeUndefined();
    expect(fake.calls.at(-1)!.params).toMatchObject({
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
    expect(await allPages(adapter, 'disk', R)).toEqual([
      expect.objectContaining({
        providerId: 'd-bp01',
        status: 'in_use',
        sizeGb: 200,
        hostId: ALI_HOSTS[0]!.InstanceId,
      }),
    ]);
    expect(await allPages(adapter, 'database', R)).toEqual([
      expect.objectContaining({
        providerId: 'rm-bp01',
        name: 'orders',
        status: 'running',
        engine: 'MySQL',
        engineVersion: '8.0',
        chargeType: 'prepaid',
      }),
    ]);
    expect(fake.calls.at(-1)).toMatchObject({
      version: '2014-08-15',
      params: { PageNumber: '1', PageSize: '100' },
    });
    expect(await allPages(adapter, 'redis', R)).toEqual([
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
    expect(fake.calls.at(-1)).toMatchObject({ action: 'DescribeInstances', version: '2015-01-01' });
    expect(await allPages(adapter, 'mongo', R)).toEqual([
      expect.objectContaining({
        providerId: 'dds-bp01',
        status: 'pending',
        engine: 'MongoDB',
        sizeGb: 20,
      }),
    ]);
    expect(await allPages(adapter, 'eip', R)).toEqual([
      expect.objectContaining({
        providerId: 'eip-bp01',
        status: 'in_use',
        bandwidthMbps: 5,
        hostId: ALI_HOSTS[0]!.InstanceId,
      }),
    ]);
    expect(await allPages(adapter, 'vpc', R)).toEqual([
      expect.objectContaining({
        providerId: 'vpc-bp01',
        status: 'available',
        cidr: '172.16.0.0/12',
      }),
    ]);
    expect(await allPages(adapter, 'subnet', R)).toEqual([
      expect.objectContaining({ providerId: 'vsw-bp01', vpcId: 'vpc-bp01', zone: 'cn-hangzhou-h' }),
    ]);
  });

  it('calls StartInstance, StopInstance and RebootInstance once per host', async () => {
    const [a, b] = [ALI_HOSTS[0]!.InstanceId, ALI_HOSTS[1]!.InstanceId];
    await adapter.hostAction(R, [a, b], 'start');
    await adapter.hostAction(R, [a], 'stop');
    await adapter.hostAction(R, [a], 'reboot');
    expect(fake.calls.slice(-4).map((c) => [c.action, c.params.InstanceId])).toEqual([
      ['StartInstance', a],
      ['StartInstance', b],
      ['StopInstance', a],
      ['RebootInstance', a],
    ]);
    await expect(adapter.hostAction(R, ['i-missing'], 'stop')).rejects.toMatchObject({
      kind: 'not_found',
      providerCode: 'InvalidInstanceId.NotFound',
    });
  });

  it('retries Throttling.User through the call policy', async () => {
    fake.throttle = 2;
    expect((await withCallPolicy(adapter, { baseDelayMs: 1 }).list('vpc', R)).items).toHaveLength(
      1,
    );
    fake.throttle = 1;
    await expect(adapter.list('vpc', R)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: 'Throttling.User',
    });
  });
  it('reports a refused read as a permission error, and the other types still list', async () => {
    fake.deny.add('DescribeDisks 2014-05-26');
    try {
      const error = (await adapter.list('disk', R).catch((e: unknown) => e)) as CloudError;
      expect(error).toBeInstanceOf(CloudError);
      expect(error).toMatchObject({
        kind: 'permission',
        provider: 'ALI',
        providerCode: 'Forbidden.RAM',
      });
      expect(error.retryable).toBe(false);
      await expect(adapter.list('vpc', R)).resolves.toMatchObject({ items: [expect.anything()] });
    } finally {
      fake.deny.clear();
    }
  });
});
