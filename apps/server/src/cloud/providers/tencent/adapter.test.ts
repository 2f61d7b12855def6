import { describe, expect, it } from 'vitest';
import {
  itReportsRefusedRead,
  itRetriesThrottling,
  useFakeCloud,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { TC_HOSTS, startFakeTencent } from '../../../../test/fake-clouds/tencent.ts';
import { CloudError } from '../../adapter.ts';
import { createTencentAdapter } from './adapter.ts';

const KEYS = { accessKeyId: 'AKIDexample0123456789', secret: 'tc-secret-example-abcdef' };
const R = 'ap-guangzhou';
const endpointFor = () => cloud.fake.url;

const cloud = useFakeCloud(
  () => startFakeTencent(KEYS),
  () => createTencentAdapter(KEYS, { endpointFor }),
);

describe('Tencent Cloud adapter (official SDK)', () => {
  it('lists available regions, signed for the cvm service with the real host name', async () => {
    expect(await cloud.adapter.listRegions()).toEqual([
      { id: 'ap-guangzhou', name: '华南地区(广州)' },
      { id: 'ap-shanghai', name: '华东地区(上海)' },
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({ service: 'cvm', action: 'DescribeRegions' });
    expect(cloud.fake.requests.at(-1)!.headers.host).toBe('cvm.tencentcloudapi.com');
  });

  it('verifies through STS and maps a bad secret to auth with the request id', async () => {
    await expect(cloud.adapter.verifyCredentials()).resolves.toEqual({ accountId: '100000000001' });
    const bad = createTencentAdapter({ ...KEYS, secret: 'bad-secret-value' }, { endpointFor });
    const error = (await bad.verifyCredentials().catch((e: unknown) => e)) as CloudError;
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({
      kind: 'auth',
      provider: 'TENGXUN',
      providerCode: 'AuthFailure.SignatureFailure',
    });
    expect(error.requestId).toMatch(/^req-/);
    expect(error.message).not.toContain('bad-secret-value');
    const unknown = createTencentAdapter({ ...KEYS, accessKeyId: 'AKIDunknown' }, { endpointFor });
    await expect(unknown.listRegions()).rejects.toMatchObject({
      kind: 'auth',
      providerCode: 'AuthFailure.SecretIdNotFound',
    });
  });

  it('pages through 130 CVM instances with Offset/Limit and maps them', async () => {
    const first = await cloud.adapter.list('host', R);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('100');
    const second = await cloud.adapter.list('host', R, first.next);
    expect(second.items).toHaveLength(30);
    expect(second.next).toBeUndefined();
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      service: 'cvm',
      region: R,
      params: { Offset: 100, Limit: 100 },
    });
    const [a, b, c] = first.items;
    expect(a).toMatchObject({
      type: 'host',
      providerId: TC_HOSTS[0]!.InstanceId,
      name: 'cvm-0',
      region: R,
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
      tags: { env: 'prod' },
    });
    expect(a!.expiresAt?.toISOString()).toBe('2027-04-01T02:00:00.000Z');
    expect(b).toMatchObject({ status: 'stopped', publicIp: undefined, chargeType: 'postpaid' });
    expect(c).toMatchObject({ status: 'rebooting' });
  });

  it('maps CBS, CDB, Redis, MongoDB, EIPs, VPCs and subnets', async () => {
    const disks = await allPages(cloud.adapter, 'disk', R);
    expect(disks).toEqual([
      expect.objectContaining({
        providerId: 'disk-tc01',
        status: 'in_use',
        sizeGb: 100,
        hostId: 'ins-00000000',
      }),
    ]);
    // "2026-04-01 10:00:00" is Beijing time.
    expect(disks[0]!.createdAt?.toISOString()).toBe('2026-04-01T02:00:00.000Z');
    expect(await allPages(cloud.adapter, 'database', R)).toEqual([
      expect.objectContaining({
        providerId: 'cdb-tc01',
        status: 'running',
        engine: 'MySQL',
        engineVersion: '8.0',
        sizeGb: 200,
        memoryMb: 4000,
        privateIp: '10.0.0.100',
        chargeType: 'prepaid',
        tags: { app: 'shop' },
      }),
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      service: 'cdb',
      action: 'DescribeDBInstances',
    });
    const caches = await allPages(cloud.adapter, 'redis', R);
    expect(caches).toEqual([
      expect.objectContaining({
        providerId: 'crs-tc01',
        status: 'running',
        engineVersion: '6.2',
        sizeGb: 2,
        expiresAt: undefined,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'mongo', R)).toEqual([
      expect.objectContaining({
        providerId: 'cmgo-tc01',
        status: 'pending',
        engine: 'MongoDB',
        engineVersion: '4.0',
        sizeGb: 100,
      }),
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({ service: 'mongodb' });
    expect(await allPages(cloud.adapter, 'eip', R)).toEqual([
      expect.objectContaining({
        providerId: 'eip-tc01',
        status: 'in_use',
        hostId: 'ins-00000000',
        bandwidthMbps: 10,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'vpc', R)).toEqual([
      expect.objectContaining({
        providerId: 'vpc-tc01',
        cidr: '10.0.0.0/16',
        tags: { env: 'prod' },
      }),
    ]);
    expect(cloud.fake.calls.at(-1)!.params).toMatchObject({ Offset: '0', Limit: '100' });
    expect(await allPages(cloud.adapter, 'subnet', R)).toEqual([
      expect.objectContaining({
        providerId: 'subnet-tc01',
        vpcId: 'vpc-tc01',
        zone: 'ap-guangzhou-3',
      }),
    ]);
  });

  it('sends Start/Stop/RebootInstances with the instance ids', async () => {
    const ids = [TC_HOSTS[0]!.InstanceId, TC_HOSTS[1]!.InstanceId];
    await cloud.adapter.hostAction(R, ids, 'start');
    await cloud.adapter.hostAction(R, ids, 'stop');
    await cloud.adapter.hostAction(R, ids, 'reboot');
    expect(cloud.fake.calls.slice(-3)).toEqual([
      { service: 'cvm', action: 'StartInstances', region: R, params: { InstanceIds: ids } },
      {
        service: 'cvm',
        action: 'StopInstances',
        region: R,
        params: { InstanceIds: ids, StopType: 'SOFT_FIRST' },
      },
      {
        service: 'cvm',
        action: 'RebootInstances',
        region: R,
        params: { InstanceIds: ids, StopType: 'SOFT_FIRST' },
      },
    ]);
    await expect(cloud.adapter.hostAction(R, ['ins-missing'], 'start')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  itRetriesThrottling(cloud, {
    title: 'retries RequestLimitExceeded through the call policy',
    region: R,
    retried: 2,
    providerCode: 'RequestLimitExceeded',
  });
  itReportsRefusedRead(cloud, {
    deny: 'cbs DescribeDisks',
    region: R,
    provider: 'TENGXUN',
    providerCode: 'AuthFailure.UnauthorizedOperation',
  });
});
