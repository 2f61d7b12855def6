import { describe, expect, it } from 'vitest';
import { HW_PROJECT, HW_SERVERS, startFakeHuawei } from '../../../../test/fake-clouds/huawei.ts';
import {
  itReportsRefusedRead,
  itRetriesThrottling,
  useFakeCloud,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { CloudError } from '../../adapter.ts';
import { createHuaweiAdapter } from './adapter.ts';

const KEYS = { accessKeyId: 'HWAKEXAMPLE0123456789', secret: 'hw-secret-example-abcdef' };
const R = 'cn-north-4';
const endpointFor = (service: string) => `${cloud.fake.url}/${service}`;

const cloud = useFakeCloud(
  () => startFakeHuawei(KEYS),
  () => createHuaweiAdapter(KEYS, { endpointFor }),
);

describe('Huawei Cloud adapter', () => {
  it('lists public regions with their Chinese names', async () => {
    expect(await cloud.adapter.listRegions()).toEqual([
      { id: 'cn-north-4', name: '华北-北京四' },
      { id: 'ap-southeast-1', name: 'CN-Hong Kong' },
    ]);
  });

  it('verifies good credentials (account = domain id) and rejects a bad secret as auth', async () => {
    await expect(cloud.adapter.verifyCredentials()).resolves.toEqual({ accountId: 'dom-hw-0001' });
    const bad = createHuaweiAdapter({ ...KEYS, secret: 'wrong-secret' }, { endpointFor });
    const error = (await bad.verifyCredentials().catch((e: unknown) => e)) as CloudError;
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({ kind: 'auth', provider: 'HUAWEI', providerCode: 'APIGW.0301' });
    expect(error.requestId).toMatch(/^req-/);
    expect(error.message).not.toContain('wrong-secret');
  });

  it('looks the project id up once per region, and uses the account one when given', async () => {
    const fresh = createHuaweiAdapter(KEYS, { endpointFor });
    const before = cloud.fake.calls.length;
    await fresh.list('vpc', R);
    await fresh.list('subnet', R);
    const lookups = cloud.fake.calls.slice(before).filter((c) => c.path === '/v3/projects');
    expect(lookups).toEqual([expect.objectContaining({ query: { name: R } })]);
    await expect(fresh.list('vpc', 'nowhere-1')).rejects.toMatchObject({ kind: 'not_found' });

    const scoped = createHuaweiAdapter({ ...KEYS, projectId: HW_PROJECT }, { endpointFor });
    const mark = cloud.fake.calls.length;
    await scoped.list('vpc', R);
    expect(cloud.fake.calls.slice(mark).map((c) => c.path)).toEqual([`/v1/${HW_PROJECT}/vpcs`]);
  });

  it('pages through 150 servers (ECS offset is a page number) and maps them', async () => {
    const first = await cloud.adapter.list('host', R);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('2');
    const second = await cloud.adapter.list('host', R, first.next);
    expect(second.items).toHaveLength(50);
    expect(second.next).toBeUndefined();
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      service: 'ecs',
      path: `/v1/${HW_PROJECT}/cloudservers/detail`,
      query: { offset: '2', limit: '100' },
    });
    const [a, b, c] = first.items;
    expect(a).toMatchObject({
      type: 'host',
      providerId: HW_SERVERS[0]!.id,
      name: 'ecs-0',
      region: R,
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
    });
    expect(b).toMatchObject({ status: 'stopped', publicIp: undefined, chargeType: 'postpaid' });
    expect(c).toMatchObject({ status: 'stopping', rawStatus: 'ACTIVE/powering-off' });
  });

  it('maps volumes, RDS, DCS, DDS, EIPs, VPCs and subnets', async () => {
    expect(await allPages(cloud.adapter, 'disk', R)).toEqual([
      expect.objectContaining({
        providerId: 'vol-hw01',
        status: 'in_use',
        sizeGb: 40,
        hostId: HW_SERVERS[0]!.id,
        tags: { env: 'prod' },
      }),
    ]);
    expect(await allPages(cloud.adapter, 'database', R)).toEqual([
      expect.objectContaining({
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
      }),
    ]);
    expect(await allPages(cloud.adapter, 'redis', R)).toEqual([
      expect.objectContaining({
        providerId: 'dcs-hw01',
        status: 'running',
        engine: 'Redis',
        engineVersion: '5.0',
        sizeGb: 1,
        memoryMb: 1024,
      }),
    ]);
    expect(cloud.fake.calls.at(-1)!.query).toMatchObject({ engine: 'Redis' });
    expect(await allPages(cloud.adapter, 'mongo', R)).toEqual([
      expect.objectContaining({
        providerId: 'dds-hw01',
        status: 'running',
        engine: 'MongoDB',
        engineVersion: '4.0',
        sizeGb: 10,
      }),
    ]);
    const eips = await allPages(cloud.adapter, 'eip', R);
    expect(eips).toEqual([
      expect.objectContaining({
        providerId: 'eip-hw01',
        name: 'web',
        status: 'in_use',
        publicIp: '121.36.1.1',
        bandwidthMbps: 5,
      }),
      expect.objectContaining({ providerId: 'eip-hw02', status: 'available' }),
    ]);
    expect(eips[0]!.createdAt?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(await allPages(cloud.adapter, 'vpc', R)).toEqual([
      expect.objectContaining({
        providerId: 'vpc-hw01',
        status: 'available',
        cidr: '192.168.0.0/16',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'subnet', R)).toEqual([
      expect.objectContaining({
        providerId: 'subnet-hw01',
        status: 'available',
        vpcId: 'vpc-hw01',
      }),
    ]);
  });

  it('posts os-start, os-stop and reboot batches to cloudservers/action', async () => {
    const ids = [HW_SERVERS[0]!.id, HW_SERVERS[1]!.id];
    await cloud.adapter.hostAction(R, ids, 'start');
    await cloud.adapter.hostAction(R, ids, 'stop');
    await cloud.adapter.hostAction(R, ids.slice(0, 1), 'reboot');
    const servers = ids.map((id) => ({ id }));
    expect(cloud.fake.calls.slice(-3)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/${HW_PROJECT}/cloudservers/action`,
        body: { 'os-start': { servers } },
      }),
      expect.objectContaining({ body: { 'os-stop': { servers, type: 'SOFT' } } }),
      expect.objectContaining({ body: { reboot: { servers: servers.slice(0, 1), type: 'SOFT' } } }),
    ]);
  });

  itRetriesThrottling(cloud, {
    title: 'retries APIGW.0308 throttling through the call policy',
    region: R,
    retried: 2,
    providerCode: 'APIGW.0308',
  });
  itReportsRefusedRead(cloud, {
    deny: 'evs',
    region: R,
    provider: 'HUAWEI',
    providerCode: 'evs.0403',
  });
});
