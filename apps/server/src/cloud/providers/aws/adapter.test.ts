import { describe, expect, it } from 'vitest';
import { AWS_HOSTS, startFakeAws } from '../../../../test/fake-clouds/aws.ts';
import { itReportsRefusedRead, useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { allPages } from '../../../../test/fake-clouds/pages.ts';
import { CloudError } from '../../adapter.ts';
import { withCallPolicy } from '../../call-policy.ts';
import { createAwsAdapter } from './adapter.ts';

const KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const R = 'us-east-1';
const endpointFor = () => cloud.fake.url;

const cloud = useFakeCloud(
  () => startFakeAws(KEYS),
  () => createAwsAdapter(KEYS, { endpointFor }),
);

describe('AWS adapter (official v3 clients)', () => {
  it('lists enabled regions with their console names', async () => {
    expect(await cloud.adapter.listRegions()).toEqual([
      { id: 'us-east-1', name: 'US East (N. Virginia)' },
      { id: 'eu-west-1', name: 'Europe (Ireland)' },
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({ service: 'ec2', action: 'DescribeRegions' });
  });

  it('verifies through STS GetCallerIdentity and maps a bad secret to auth', async () => {
    await expect(cloud.adapter.verifyCredentials()).resolves.toEqual({ accountId: '123456789012' });
    expect(cloud.fake.calls.at(-1)).toMatchObject({ service: 'sts', action: 'GetCallerIdentity' });
    const bad = createAwsAdapter({ ...KEYS, secret: 'bad/secret+value' }, { endpointFor });
    const error = (await bad.verifyCredentials().catch((e: unknown) => e)) as CloudError;
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({
      kind: 'auth',
      provider: 'AWS',
      providerCode: 'SignatureDoesNotMatch',
    });
    expect(error.requestId).toMatch(/^req-/);
    expect(error.message).not.toContain('bad/secret+value');
    await expect(bad.list('host', R)).rejects.toMatchObject({
      kind: 'auth',
      providerCode: 'AuthFailure',
    });
  });

  it('pages through 120 EC2 instances with NextToken across reservations', async () => {
    const first = await cloud.adapter.list('host', R);
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe('tok-100');
    const second = await cloud.adapter.list('host', R, first.next);
    expect(second.items).toHaveLength(20);
    expect(second.next).toBeUndefined();
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      service: 'ec2',
      region: R,
      params: { MaxResults: '100', NextToken: 'tok-100' },
    });
    const [a, b, c] = first.items;
    expect(a).toMatchObject({
      type: 'host',
      providerId: AWS_HOSTS[0]!.id,
      name: 'web-0',
      region: R,
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
      tags: { Name: 'web-0', env: 'prod' },
    });
    expect(a!.createdAt?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(b).toMatchObject({ status: 'stopped', publicIp: undefined });
    expect(c).toMatchObject({ status: 'pending' });
    expect(new Set([...first.items, ...second.items].map((h) => h.providerId)).size).toBe(120);
  });

  it('maps volumes, RDS (without DocumentDB), ElastiCache Redis, DocumentDB, EIPs, VPCs and subnets', async () => {
    expect(await allPages(cloud.adapter, 'disk', R)).toEqual([
      expect.objectContaining({
        providerId: 'vol-aws01',
        name: 'root',
        status: 'in_use',
        sizeGb: 80,
        spec: 'gp3',
        hostId: AWS_HOSTS[0]!.id,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'database', R)).toEqual([
      expect.objectContaining({
        providerId: 'orders-db',
        status: 'running',
        rawStatus: 'available',
        engine: 'mysql',
        engineVersion: '8.0.35',
        sizeGb: 100,
        vpcId: 'vpc-aws01',
        tags: { app: 'shop' },
      }),
    ]);
    expect(await allPages(cloud.adapter, 'redis', R)).toEqual([
      expect.objectContaining({
        providerId: 'sessions-001',
        status: 'running',
        engine: 'Redis',
        engineVersion: '7.1',
        spec: 'cache.t3.small',
      }),
    ]);
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      service: 'elasticache',
      action: 'DescribeCacheClusters',
    });
    expect(await allPages(cloud.adapter, 'mongo', R)).toEqual([
      expect.objectContaining({
        providerId: 'docs',
        status: 'pending',
        engine: 'DocumentDB',
        engineVersion: '5.0.0',
        zone: 'us-east-1a',
      }),
    ]);
    // DocumentDB signs as "rds" and filters on its engine.
    expect(cloud.fake.calls.at(-1)).toMatchObject({
      service: 'rds',
      action: 'DescribeDBClusters',
      params: { 'Filters.Filter.1.Name': 'engine', 'Filters.Filter.1.Values.Value.1': 'docdb' },
    });
    expect(await allPages(cloud.adapter, 'eip', R)).toEqual([
      expect.objectContaining({
        providerId: 'eipalloc-aws01',
        name: 'web-ip',
        status: 'in_use',
        publicIp: '54.1.2.3',
        hostId: AWS_HOSTS[0]!.id,
      }),
      expect.objectContaining({
        providerId: 'eipalloc-aws02',
        status: 'available',
        hostId: undefined,
      }),
    ]);
    expect(await allPages(cloud.adapter, 'vpc', R)).toEqual([
      expect.objectContaining({
        providerId: 'vpc-aws01',
        name: 'main',
        status: 'available',
        cidr: '10.1.0.0/16',
      }),
    ]);
    expect(await allPages(cloud.adapter, 'subnet', R)).toEqual([
      expect.objectContaining({
        providerId: 'subnet-aws01',
        vpcId: 'vpc-aws01',
        zone: 'us-east-1a',
        status: 'available',
      }),
    ]);
  });

  it('sends Start/Stop/RebootInstances with indexed InstanceId parameters', async () => {
    const ids = [AWS_HOSTS[0]!.id, AWS_HOSTS[1]!.id];
    await cloud.adapter.hostAction(R, ids, 'start');
    await cloud.adapter.hostAction(R, ids, 'stop');
    await cloud.adapter.hostAction(R, ids, 'reboot');
    const shape = { 'InstanceId.1': ids[0], 'InstanceId.2': ids[1] };
    expect(cloud.fake.calls.slice(-3)).toEqual([
      { service: 'ec2', region: R, action: 'StartInstances', params: shape },
      { service: 'ec2', region: R, action: 'StopInstances', params: shape },
      { service: 'ec2', region: R, action: 'RebootInstances', params: shape },
    ]);
    await expect(
      cloud.adapter.hostAction(R, ['i-0000000000000dead'], 'reboot'),
    ).rejects.toMatchObject({
      kind: 'not_found',
      providerCode: 'InvalidInstanceID.NotFound',
    });
  });

  it('retries RequestLimitExceeded and Throttling through the call policy', async () => {
    cloud.fake.throttle = 2;
    expect(
      (await withCallPolicy(cloud.adapter, { baseDelayMs: 1 }).list('vpc', R)).items,
    ).toHaveLength(1);
    cloud.fake.throttle = 1;
    await expect(cloud.adapter.list('vpc', R)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: 'RequestLimitExceeded',
    });
    cloud.fake.throttle = 1;
    await expect(cloud.adapter.list('database', R)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: 'Throttling',
    });
  });
  itReportsRefusedRead(cloud, {
    deny: 'DescribeVolumes',
    region: R,
    provider: 'AWS',
    providerCode: 'UnauthorizedOperation',
  });
});
