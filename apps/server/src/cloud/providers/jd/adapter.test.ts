import { describe, expect, it } from 'vitest';
import { JD_HOSTS, startFakeJd } from '../../../../test/fake-clouds/jd.ts';
import {
  itReportsRefusedRead,
  itRetriesThrottling,
  useFakeCloud,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { CloudError } from '../../adapter.ts';
import { createJdAdapter } from './adapter.ts';

const KEYS = { accessKeyId: 'JDC_ACCESS_KEY_EXAMPLE', secret: 'jd-secret-example-0123' };
const R = 'cn-north-1';

const cloud = useFakeCloud(
  () => startFakeJd(KEYS),
  (fake) => createJdAdapter(KEYS, { endpointFor: () => fake.url }),
);

describe('JD Cloud adapter', () => {
  it('lists its regions from the static list', async () => {
    const regions = await cloud.adapter.listRegions();
    expect(regions.map((r) => r.id)).toEqual([
      'cn-north-1',
      'cn-east-1',
      'cn-east-2',
      'cn-south-1',
    ]);
    expect(regions[0]!.name).toBe('华北-北京');
  });

  it('verifies good credentials and rejects a bad secret as auth with the request id', async () => {
    await expect(cloud.adapter.verifyCredentials()).resolves.toEqual({});
    const bad = createJdAdapter(
      { ...KEYS, secret: 'not-the-secret' },
      { endpointFor: () => cloud.fake.url },
    );
    const error = (await bad.verifyCredentials().catch((e: unknown) => e)) as CloudError;
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({
      kind: 'auth',
      provider: 'JINGDONG',
      providerCode: 'UNAUTHENTICATED',
    });
    expect(error.requestId).toMatch(/^req-/);
    expect(error.message).not.toContain('not-the-secret');
  });

  it('pages through 130 hosts with pageNumber and maps their fields', async () => {
    const first = await cloud.adapter.list('host', R);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('2');
    const second = await cloud.adapter.list('host', R, first.next);
    expect(second.items).toHaveLength(30);
    expect(second.next).toBeUndefined();
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
    expect(first.items[0]).toMatchObject({
      type: 'host',
      providerId: JD_HOSTS[0]!.instanceId,
      name: 'vm-0',
      region: R,
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
      tags: { team: 'web' },
    });
    expect(first.items[0]!.expiresAt?.toISOString()).toBe('2027-02-01T08:00:00.000Z');
    expect(first.items[1]).toMatchObject({
      status: 'stopped',
      publicIp: undefined,
      chargeType: 'postpaid',
    });
  });

  it('maps disks, databases, Redis, MongoDB, EIPs, VPCs and subnets', async () => {
    expect(await allPages(cloud.adapter, 'disk', R)).toEqual([
      expect.objectContaining({
        providerId: 'vol-jd01',
        status: 'in_use',
        sizeGb: 200,
        hostId: 'i-jd000000',
        spec: 'ssd.gp1',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'database', R)).toEqual([
      expect.objectContaining({
        providerId: 'mysql-jd01',
        status: 'running',
        rawStatus: 'RUNNING',
        engine: 'MySQL',
        engineVersion: '8.0',
        sizeGb: 100,
        zone: 'cn-north-1a',
        chargeType: 'prepaid',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'redis', R)).toEqual([
      expect.objectContaining({
        providerId: 'redis-jd01',
        engine: 'Redis',
        engineVersion: '4.0',
        memoryMb: 2048,
        sizeGb: 2,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'mongo', R)).toEqual([
      expect.objectContaining({
        providerId: 'mongo-jd01',
        status: 'pending',
        engine: 'MongoDB',
        sizeGb: 50,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'eip', R)).toEqual([
      expect.objectContaining({
        providerId: 'fip-jd01',
        status: 'in_use',
        hostId: 'i-jd000000',
        bandwidthMbps: 10,
      }),
      expect.objectContaining({ providerId: 'fip-jd02', status: 'available', hostId: undefined }),
    ]);
    expect(await allPages(cloud.adapter, 'vpc', R)).toEqual([
      expect.objectContaining({ providerId: 'vpc-jd01', name: 'main', cidr: '10.0.0.0/16' }),
    ]);
    expect(await allPages(cloud.adapter, 'subnet', R)).toEqual([
      expect.objectContaining({
        providerId: 'subnet-jd01',
        vpcId: 'vpc-jd01',
        cidr: '10.0.0.0/24',
        zone: 'cn-north-1a',
      }),
    ]);
  });

  it('posts one signed :startInstance, :stopInstance or :rebootInstance per host', async () => {
    const ids = [JD_HOSTS[0]!.instanceId, JD_HOSTS[1]!.instanceId];
    await cloud.adapter.hostAction(R, ids, 'start');
    await cloud.adapter.hostAction(R, ids.slice(0, 1), 'stop');
    await cloud.adapter.hostAction(R, ids.slice(0, 1), 'reboot');
    expect(cloud.fake.calls.slice(-4).map((c) => `${c.method} ${c.service} ${c.path}`)).toEqual([
      `POST vm /instances/${ids[0]}:startInstance`,
      `POST vm /instances/${ids[1]}:startInstance`,
      `POST vm /instances/${ids[0]}:stopInstance`,
      `POST vm /instances/${ids[0]}:rebootInstance`,
    ]);
    await expect(cloud.adapter.hostAction(R, ['i-missing'], 'start')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  itRetriesThrottling(cloud, {
    title: 'retries a throttled reply through the call policy',
    region: R,
    retried: 1,
    providerCode: 'RESOURCE_EXHAUSTED',
  });
  itReportsRefusedRead(cloud, {
    deny: 'disk /disks',
    region: R,
    provider: 'JINGDONG',
    providerCode: 'PERMISSION_DENIED',
  });
});
