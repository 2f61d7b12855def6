import type { Tag, _InstanceType } from '@aws-sdk/client-ec2';
import { CloudError, type CloudResource } from '../../adapter.ts';
import { optNum, optStr, listed } from '../fields.ts';
import { defineAdapter, type Listers, sdkCaller, stateIn, type StatusTable } from '../define.ts';
import { awsMetrics } from './metrics.ts';
import { awsQuotas } from './quotas.ts';
import { lazy } from '../lazy.ts';
import { AWS_REGION_NAMES } from './regions.ts';

/**
 * AWS through the official v3 modular clients. The SDK's own retries are off (maxAttempts 1):
 * the call policy retries, so a throttled call is not retried twice over. Paging: EC2
 * NextToken, RDS/ElastiCache/DocDB Marker; both are the opaque cursor as they are.
 */
const sdk = {
  ec2: lazy(() => import('@aws-sdk/client-ec2')),
  rds: lazy(() => import('@aws-sdk/client-rds')),
  elasticache: lazy(() => import('@aws-sdk/client-elasticache')),
  docdb: lazy(() => import('@aws-sdk/client-docdb')),
  sts: lazy(() => import('@aws-sdk/client-sts')),
};

const PROVIDER = 'AWS' as const;
const PAGE_SIZE = 100;
const HOME_REGION = 'us-east-1';

const EC2_STATES: StatusTable = {
  pending: 'pending',
  running: 'running',
  'shutting-down': 'deleting',
  terminated: 'deleting',
  stopping: 'stopping',
  stopped: 'stopped',
  creating: 'pending',
  available: 'available',
  'in-use': 'in_use',
  deleting: 'deleting',
  deleted: 'deleting',
  error: 'error',
};
/** RDS, DocDB and ElastiCache share most words; "available" there means serving. */
const DB_STATES: StatusTable = {
  available: 'running',
  creating: 'pending',
  modifying: 'pending',
  'backing-up': 'running',
  snapshotting: 'running',
  maintenance: 'running',
  upgrading: 'pending',
  starting: 'starting',
  stopping: 'stopping',
  stopped: 'stopped',
  rebooting: 'rebooting',
  'rebooting cluster nodes': 'rebooting',
  deleting: 'deleting',
  deleted: 'deleting',
  failed: 'error',
  'incompatible-network': 'error',
  'incompatible-parameters': 'error',
  'restore-failed': 'error',
  'inaccessible-encryption-credentials': 'error',
  'storage-full': 'error',
};

const tags = (list: { Key?: string; Value?: string }[] | undefined) =>
  Object.fromEntries((list ?? []).flatMap((t) => (t.Key ? [[t.Key, t.Value ?? '']] : [])));

const nameTag = (list: Tag[] | undefined) => list?.find((t) => t.Key === 'Name')?.Value;

const AUTH = new Set([
  'AuthFailure',
  'InvalidClientTokenId',
  'SignatureDoesNotMatch',
  'UnrecognizedClientException',
  'IncompleteSignature',
  'InvalidAccessKeyId',
  'MissingAuthenticationToken',
  'ExpiredToken',
  'RequestExpired',
  'InvalidSignatureException',
]);
const PERMISSION = new Set([
  'UnauthorizedOperation',
  'AccessDenied',
  'AccessDeniedException',
  'OptInRequired',
]);
const THROTTLED = new Set([
  'RequestLimitExceeded',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  // Cost Explorer's word for too many calls.
  'LimitExceededException',
]);

export function toCloudError(error: unknown, action: string): CloudError {
  if (error instanceof CloudError) return error;
  const e = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { requestId?: string; httpStatusCode?: number };
  };
  const name = e.name ?? 'Error';
  if (e.$metadata?.httpStatusCode) {
    const kind = AUTH.has(name)
      ? 'auth'
      : PERMISSION.has(name)
        ? 'permission'
        : THROTTLED.has(name)
          ? 'throttled'
          : /NotFound/.test(name)
            ? 'not_found'
            : 'provider';
    return new CloudError(PROVIDER, kind, `${action}: ${e.message ?? name}`, {
      providerCode: name,
      requestId: e.$metadata.requestId,
    });
  }
  if (name === 'TimeoutError' || e.code === 'ETIMEDOUT') {
    return new CloudError(PROVIDER, 'timeout', `${action}: no answer in time`);
  }
  return new CloudError(PROVIDER, 'network', `${action}: ${e.code ?? name}`);
}

export const createAwsAdapter = defineAdapter(PROVIDER, (setting) => {
  const { credentials, options, timeoutMs } = setting;
  const clients = new Map<string, unknown>();

  function client<T>(
    service: string,
    region: string,
    make: (config: {
      region: string;
      endpoint?: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
      maxAttempts: number;
      requestHandler: {
        requestTimeout: number;
        connectionTimeout: number;
        throwOnRequestTimeout: boolean;
      };
    }) => T,
  ): T {
    const key = `${service} ${region}`;
    let found = clients.get(key) as T | undefined;
    if (!found) {
      found = make({
        region,
        endpoint: options.endpointFor?.(service, region),
        credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secret },
        maxAttempts: 1,
        // Without throwOnRequestTimeout the handler only warns and keeps waiting.
        requestHandler: {
          requestTimeout: timeoutMs,
          connectionTimeout: timeoutMs,
          throwOnRequestTimeout: true,
        },
      });
      clients.set(key, found);
    }
    return found;
  }
  const ec2 = (region: string) =>
    client('ec2', region, async (c) => new (await sdk.ec2()).EC2Client(c));

  /** Instance type -> vCPUs and memory, per region: EC2 instances do not carry them. */
  const typeSpecs = new Map<string, { cpu?: number; memoryMb?: number }>();

  /**
   * Fills the cache for the types of one page (one DescribeInstanceTypes call for the unknown
   * ones). Best effort: without it the hosts still list, only without CPU and memory.
   */
  async function loadTypes(region: string, types: string[]): Promise<void> {
    const missing = [...new Set(types)].filter((t) => !typeSpecs.has(`${region} ${t}`));
    if (missing.length === 0) return;
    try {
      const [client, { DescribeInstanceTypesCommand }] = await Promise.all([
        ec2(region),
        sdk.ec2(),
      ]);
      for (let i = 0; i < missing.length; i += 100) {
        const r = await client.send(
          new DescribeInstanceTypesCommand({
            InstanceTypes: missing.slice(i, i + 100) as _InstanceType[],
          }),
        );
        // A type EC2 does not describe is not asked for again.
        for (const t of missing.slice(i, i + 100)) typeSpecs.set(`${region} ${t}`, {});
        for (const t of r.InstanceTypes ?? []) {
          if (!t.InstanceType) continue;
          typeSpecs.set(`${region} ${t.InstanceType}`, {
            cpu: optNum(t.VCpuInfo?.DefaultVCpus),
            memoryMb: optNum(t.MemoryInfo?.SizeInMiB),
          });
        }
      }
    } catch {
      // Leave CPU and memory empty for this page; the next page or sync tries again.
    }
  }

  const call = sdkCaller(toCloudError);

  /** One page of an EC2 Describe call, read by NextToken (MaxResults a page). */
  const ec2Page = <R>(
    region: string,
    cursor: string | undefined,
    action: string,
    send: (
      c: Awaited<ReturnType<typeof ec2>>,
      s: Awaited<ReturnType<typeof sdk.ec2>>,
      page: { MaxResults: number; NextToken?: string },
    ) => Promise<R>,
  ) =>
    call(action, async () =>
      send(await ec2(region), await sdk.ec2(), { MaxResults: PAGE_SIZE, NextToken: cursor }),
    );

  const lists: Listers = {
    host: async (region, cursor) => {
      const r = await ec2Page(region, cursor, 'DescribeInstances', (c, s, page) =>
        c.send(new s.DescribeInstancesCommand(page)),
      );
      const instances = (r.Reservations ?? []).flatMap((res) => res.Instances ?? []);
      await loadTypes(
        region,
        instances.flatMap((i) => (i.InstanceType ? [i.InstanceType] : [])),
      );
      return {
        items: instances.map((i) => {
          const cores = i.CpuOptions?.CoreCount;
          const known = typeSpecs.get(`${region} ${i.InstanceType}`);
          return {
            ...listed(
              'host',
              region,
              i.InstanceId ?? '',
              nameTag(i.Tags),
              i.Placement?.AvailabilityZone,
              stateIn(EC2_STATES, i.State?.Name),
            ),
            spec: optStr(i.InstanceType),
            cpu:
              known?.cpu ??
              (cores === undefined ? undefined : cores * (i.CpuOptions?.ThreadsPerCore ?? 1)),
            memoryMb: known?.memoryMb,
            privateIp: optStr(i.PrivateIpAddress),
            publicIp: optStr(i.PublicIpAddress),
            vpcId: optStr(i.VpcId),
            subnetId: optStr(i.SubnetId),
            chargeType: 'postpaid',
            createdAt: i.LaunchTime,
            tags: tags(i.Tags),
          } satisfies CloudResource;
        }),
        next: optStr(r.NextToken),
      };
    },
    disk: async (region, cursor) => {
      const r = await ec2Page(region, cursor, 'DescribeVolumes', (c, s, page) =>
        c.send(new s.DescribeVolumesCommand(page)),
      );
      return {
        items: (r.Volumes ?? []).map((v) => ({
          ...listed(
            'disk',
            region,
            v.VolumeId ?? '',
            nameTag(v.Tags),
            v.AvailabilityZone,
            stateIn(EC2_STATES, v.State),
          ),
          spec: optStr(v.VolumeType),
          sizeGb: optNum(v.Size),
          hostId: optStr(v.Attachments?.[0]?.InstanceId),
          chargeType: 'postpaid',
          createdAt: v.CreateTime,
          tags: tags(v.Tags),
        })),
        next: optStr(r.NextToken),
      };
    },
    database: async (region, cursor) => {
      const rds = client('rds', region, async (c) => new (await sdk.rds()).RDSClient(c));
      const r = await call('DescribeDBInstances', async () =>
        (await rds).send(
          new (await sdk.rds()).DescribeDBInstancesCommand({
            MaxRecords: PAGE_SIZE,
            Marker: cursor,
          }),
        ),
      );
      // DocumentDB and Neptune instances show up in RDS too; DocumentDB is listed as mongo.
      const items = (r.DBInstances ?? []).filter(
        (d) => d.Engine !== 'docdb' && d.Engine !== 'neptune',
      );
      return {
        items: items.map((d) => ({
          ...listed(
            'database',
            region,
            d.DBInstanceIdentifier ?? '',
            undefined,
            d.AvailabilityZone,
            stateIn(DB_STATES, d.DBInstanceStatus),
          ),
          spec: optStr(d.DBInstanceClass),
          sizeGb: optNum(d.AllocatedStorage),
          engine: optStr(d.Engine),
          engineVersion: optStr(d.EngineVersion),
          vpcId: optStr(d.DBSubnetGroup?.VpcId),
          chargeType: 'postpaid',
          createdAt: d.InstanceCreateTime,
          tags: tags(d.TagList),
        })),
        next: optStr(r.Marker),
      };
    },
    redis: async (region, cursor) => {
      const cache = client(
        'elasticache',
        region,
        async (c) => new (await sdk.elasticache()).ElastiCacheClient(c),
      );
      const r = await call('DescribeCacheClusters', async () =>
        (await cache).send(
          new (await sdk.elasticache()).DescribeCacheClustersCommand({
            MaxRecords: PAGE_SIZE,
            Marker: cursor,
            ShowCacheNodeInfo: true,
          }),
        ),
      );
      const items = (r.CacheClusters ?? []).filter((c) => c.Engine !== 'memcached');
      return {
        items: items.map((c) => ({
          ...listed(
            'redis',
            region,
            c.CacheClusterId ?? '',
            undefined,
            c.PreferredAvailabilityZone,
            stateIn(DB_STATES, c.CacheClusterStatus),
          ),
          spec: optStr(c.CacheNodeType),
          engine: c.Engine === 'valkey' ? 'Valkey' : 'Redis',
          engineVersion: optStr(c.EngineVersion),
          chargeType: 'postpaid',
          createdAt: c.CacheClusterCreateTime,
          tags: {},
        })),
        next: optStr(r.Marker),
      };
    },
    mongo: async (region, cursor) => {
      const docdb = client('docdb', region, async (c) => new (await sdk.docdb()).DocDBClient(c));
      const r = await call('DescribeDBClusters', async () =>
        (await docdb).send(
          new (await sdk.docdb()).DescribeDBClustersCommand({
            MaxRecords: PAGE_SIZE,
            Marker: cursor,
            Filters: [{ Name: 'engine', Values: ['docdb'] }],
          }),
        ),
      );
      return {
        items: (r.DBClusters ?? []).map((d) => ({
          ...listed(
            'mongo',
            region,
            d.DBClusterIdentifier ?? '',
            undefined,
            d.AvailabilityZones?.[0],
            stateIn(DB_STATES, d.Status),
          ),
          engine: 'DocumentDB',
          engineVersion: optStr(d.EngineVersion),
          chargeType: 'postpaid',
          createdAt: d.ClusterCreateTime,
          tags: {},
        })),
        next: optStr(r.Marker),
      };
    },
    // DescribeAddresses has no paging: one page holds them all.
    eip: async (region) => {
      const r = await call('DescribeAddresses', async () =>
        (await ec2(region)).send(new (await sdk.ec2()).DescribeAddressesCommand({})),
      );
      return {
        items: (r.Addresses ?? []).map((a) => ({
          type: 'eip',
          providerId: a.AllocationId ?? a.PublicIp ?? '',
          name: nameTag(a.Tags) || a.PublicIp || a.AllocationId || '',
          region,
          status: a.AssociationId ? 'in_use' : 'available',
          rawStatus: a.AssociationId ? 'associated' : 'unassociated',
          publicIp: optStr(a.PublicIp),
          privateIp: optStr(a.PrivateIpAddress),
          hostId: optStr(a.InstanceId),
          chargeType: 'postpaid',
          tags: tags(a.Tags),
        })),
      };
    },
    vpc: async (region, cursor) => {
      const r = await ec2Page(region, cursor, 'DescribeVpcs', (c, s, page) =>
        c.send(new s.DescribeVpcsCommand(page)),
      );
      return {
        items: (r.Vpcs ?? []).map((v) => ({
          ...listed(
            'vpc',
            region,
            v.VpcId ?? '',
            nameTag(v.Tags),
            undefined,
            stateIn(EC2_STATES, v.State),
          ),
          cidr: optStr(v.CidrBlock),
          tags: tags(v.Tags),
        })),
        next: optStr(r.NextToken),
      };
    },
    subnet: async (region, cursor) => {
      const r = await ec2Page(region, cursor, 'DescribeSubnets', (c, s, page) =>
        c.send(new s.DescribeSubnetsCommand(page)),
      );
      return {
        items: (r.Subnets ?? []).map((s) => ({
          ...listed(
            'subnet',
            region,
            s.SubnetId ?? '',
            nameTag(s.Tags),
            s.AvailabilityZone,
            stateIn(EC2_STATES, s.State),
          ),
          vpcId: optStr(s.VpcId),
          cidr: optStr(s.CidrBlock),
          tags: tags(s.Tags),
        })),
        next: optStr(r.NextToken),
      };
    },
  };

  return {
    lists,
    readMetrics: awsMetrics(setting, toCloudError),
    readQuotas: awsQuotas(setting, toCloudError),
    async verifyCredentials() {
      const stsClient = client('sts', HOME_REGION, async (c) => new (await sdk.sts()).STSClient(c));
      const r = await call('GetCallerIdentity', async () =>
        (await stsClient).send(new (await sdk.sts()).GetCallerIdentityCommand({})),
      );
      return { accountId: optStr(r.Account) };
    },
    async listRegions() {
      const r = await call('DescribeRegions', async () =>
        (await ec2(HOME_REGION)).send(new (await sdk.ec2()).DescribeRegionsCommand({})),
      );
      return (r.Regions ?? [])
        .filter((x) => x.RegionName && x.OptInStatus !== 'not-opted-in')
        .map((x) => ({
          id: x.RegionName!,
          name: AWS_REGION_NAMES[x.RegionName!] ?? x.RegionName!,
        }));
    },
    async hostAction(region, hostIds, action) {
      const client = ec2(region);
      const InstanceIds = hostIds;
      if (action === 'start') {
        await call('StartInstances', async () =>
          (await client).send(new (await sdk.ec2()).StartInstancesCommand({ InstanceIds })),
        );
      } else if (action === 'stop') {
        await call('StopInstances', async () =>
          (await client).send(new (await sdk.ec2()).StopInstancesCommand({ InstanceIds })),
        );
      } else {
        await call('RebootInstances', async () =>
          (await client).send(new (await sdk.ec2()).RebootInstancesCommand({ InstanceIds })),
        );
      }
    },
  };
});
