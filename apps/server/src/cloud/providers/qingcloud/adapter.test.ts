import { describe, expect, it } from 'vitest';
import { startFakeQingCloud } from '../../../../test/fake-clouds/qingcloud.ts';
import { itReportsRefusedRead, useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { CloudError } from '../../adapter.ts';
import { withCallPolicy } from '../../call-policy.ts';
import { createQingCloudAdapter } from './adapter.ts';

const KEYS = { accessKeyId: 'QYACCESSKEYIDEXAMPLE', secret: 'qc-secret/with+odd=chars' };

const cloud = useFakeCloud(
  () => startFakeQingCloud(KEYS),
  (fake) => createQingCloudAdapter(KEYS, { endpointFor: () => fake.url }),
);

describe('QingCloud adapter', () => {
  it('lists active zones as regions with display names', async () => {
    expect(await cloud.adapter.listRegions()).toEqual([
      { id: 'pek3a', name: '北京3区-A' },
      { id: 'sh1a', name: '上海1区-A' },
    ]);
  });

  it('verifies good credentials and rejects a bad secret as auth', async () => {
    await expect(cloud.adapter.verifyCredentials()).resolves.toEqual({});
    const bad = createQingCloudAdapter(
      { ...KEYS, secret: 'wrong' },
      { endpointFor: () => cloud.fake.url },
    );
    const error = await bad.verifyCredentials().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({ kind: 'auth', provider: 'QINGYUN', providerCode: '1200' });
    expect((error as Error).message).not.toContain('wrong');
  });

  it('pages through 130 hosts with offset and limit, mapping fields and states', async () => {
    const first = await cloud.adapter.list('host', 'pek3a');
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('100');
    const second = await cloud.adapter.list('host', 'pek3a', first.next);
    expect(second.items).toHaveLength(30);
    expect(second.next).toBeUndefined();
    const offsets = cloud.fake.calls
      .filter((c) => c.action === 'DescribeInstances')
      .map((c) => c.params);
    expect(offsets.at(-1)).toMatchObject({ offset: '100', limit: '100', zone: 'pek3a' });

    const [web1, web2, batch] = first.items;
    expect(web1).toMatchObject({
      type: 'host',
      providerId: 'i-qc000001',
      name: 'web-1',
      region: 'pek3a',
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
      tags: { env: 'prod' },
    });
    expect(web1!.createdAt?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(web2).toMatchObject({ status: 'stopped', publicIp: undefined });
    expect(batch).toMatchObject({ status: 'rebooting', rawStatus: 'restarting' });
  });

  it('maps disks, databases, caches, mongos, EIPs, VPCs and subnets', async () => {
    expect(await allPages(cloud.adapter, 'disk', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'vol-qc01',
        status: 'in_use',
        sizeGb: 100,
        hostId: 'i-qc000001',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'database', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'rdb-qc01',
        name: 'orders',
        status: 'running',
        engine: 'MySQL',
        engineVersion: '5.7',
        sizeGb: 50,
        privateIp: '192.168.1.20',
        subnetId: 'vxnet-qc01',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'redis', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'c-qc01',
        engine: 'Redis',
        engineVersion: '3.0.5',
        sizeGb: 2,
        privateIp: '192.168.1.30',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'mongo', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'mongo-qc01',
        engine: 'MongoDB',
        engineVersion: '3.4',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'eip', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'eip-qc01',
        status: 'in_use',
        publicIp: '139.198.1.1',
        bandwidthMbps: 5,
        hostId: 'i-qc000001',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'vpc', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'rtr-qc01',
        status: 'available',
        cidr: '192.168.0.0/16',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'subnet', 'pek3a')).toEqual([
      expect.objectContaining({
        providerId: 'vxnet-qc01',
        vpcId: 'rtr-qc01',
        cidr: '192.168.1.0/24',
      }),
    ]);
  });

  it('sends start, stop and reboot as Start/Stop/RestartInstances with indexed ids', async () => {
    for (const action of ['start', 'stop', 'reboot'] as const) {
      await cloud.adapter.hostAction('pek3a', ['i-qc000001', 'i-qc000002'], action);
    }
    expect(cloud.fake.calls.slice(-3)).toEqual([
      expect.objectContaining({ action: 'StartInstances' }),
      expect.objectContaining({ action: 'StopInstances' }),
      expect.objectContaining({ action: 'RestartInstances' }),
    ]);
    expect(cloud.fake.calls.at(-1)!.params).toMatchObject({
      zone: 'pek3a',
      'instances.1': 'i-qc000001',
      'instances.2': 'i-qc000002',
    });
  });

  it('retries a busy reply through the call policy', async () => {
    cloud.fake.busy = 2;
    const before = cloud.fake.calls.length;
    const page = await withCallPolicy(cloud.adapter, { baseDelayMs: 1 }).list('vpc', 'pek3a');
    expect(page.items).toHaveLength(1);
    expect(cloud.fake.calls.length - before).toBe(3);
    cloud.fake.busy = 1;
    await expect(cloud.adapter.list('vpc', 'pek3a')).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: '5100',
    });
  });
  itReportsRefusedRead(cloud, {
    deny: 'DescribeVolumes',
    region: 'pek3a',
    provider: 'QINGYUN',
    providerCode: '1400',
  });
});
