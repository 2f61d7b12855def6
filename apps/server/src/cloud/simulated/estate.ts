import { createHash } from 'node:crypto';
import type { ProviderCode } from '@ecloud/contract';
import type { CloudResource, ResourceType } from '../adapter.ts';
import { SHAPES, type ProviderShape } from './catalogue.ts';
import { seededRandom } from '../../lib/seeded-random.ts';

/**
 * The simulated estate of one account in one region: the same account and region always give
 * the same resources (a seeded PRNG), so a sync, a restart and another replica all see one
 * cloud. Hosts carry their base status; actions are overlaid from the database (state.ts).
 */

const seedOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);

const NAMES = ['web', 'api', 'db', 'cache', 'worker', 'gateway', 'batch', 'search', 'mq', 'admin'];
const ENVS = ['prod', 'staging', 'test', 'dev'];
const DB_ENGINES: [string, string][] = [
  ['MySQL', '8.0'],
  ['MySQL', '5.7'],
  ['PostgreSQL', '14'],
];

/**
 * The day the estate's subscription dates count from: the simulated adapter moves them to the
 * account's own start (SimulatedAdapter's `since`), so a new account's estate is as fresh as
 * the account whatever the date.
 */
export const ESTATE_EPOCH = new Date(Date.UTC(2026, 0, 1));

/**
 * A subscription's expiry in days from the estate's start, from one draw (the estate's random
 * sequence stays as it was): one in ten lapsed up to a month before the account was added, the
 * rest due 75 to 575 days after, so an account up to a month and a half old has none falling
 * due within 30 days unless someone (the demo) says so.
 */
export const expiryDay = (u: number) =>
  u < 0.1 ? -1 - Math.floor(u * 300) : 75 + Math.floor(((u - 0.1) / 0.9) * 500);

export interface EstateSize {
  hosts: number;
}

/** Hosts per region when the account does not say: 3..9, seeded by account and region. */
export const defaultHosts = (accountId: string, region: string) =>
  3 + (seedOf(accountId, region, 'size') % 7);

export function buildEstate(
  provider: ProviderCode,
  accountId: string,
  region: string,
  hostsPerRegion: number,
  regionIndex: number,
): Record<ResourceType, CloudResource[]> {
  const shape = SHAPES[provider];
  const rand = seededRandom(seedOf(accountId, region));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const id = (type: string) => makeId(shape, type, rand);
  const zones = shape.zones(region);
  const base = Date.UTC(2024, 0, 1) + Math.floor(rand() * 300) * 86_400_000;
  const created = () => new Date(base + Math.floor(rand() * 500) * 86_400_000);
  const out: Record<ResourceType, CloudResource[]> = {
    host: [],
    disk: [],
    database: [],
    redis: [],
    mongo: [],
    eip: [],
    vpc: [],
    subnet: [],
  };
  const common = (type: ResourceType, name: string) => ({
    type,
    name,
    region,
    zone: pick(zones),
    createdAt: created(),
    tags: { env: pick(ENVS), owner: pick(['ops', 'platform', 'data', 'web']) },
  });

  const vpcCount = Math.max(1, Math.ceil(hostsPerRegion / 40));
  const octet2 = 16 + (regionIndex % 16);
  const subnets: CloudResource[] = [];
  for (let v = 0; v < vpcCount; v++) {
    const vpcId = id('vpc');
    const cidr = `10.${(octet2 + v * 16) % 256}.0.0/16`;
    out.vpc.push({
      ...common('vpc', `vpc-${pick(ENVS)}-${v + 1}`),
      zone: undefined,
      providerId: vpcId,
      status: 'available',
      rawStatus: provider === 'AWS' ? 'available' : 'Available',
      cidr,
    });
    for (let s = 0; s < 2; s++) {
      const subnet: CloudResource = {
        ...common('subnet', `subnet-${v + 1}-${s === 0 ? 'app' : 'data'}`),
        providerId: id('subnet'),
        status: 'available',
        rawStatus: provider === 'AWS' ? 'available' : 'Available',
        vpcId,
        cidr: `10.${(octet2 + v * 16) % 256}.${s}.0/24`,
      };
      subnets.push(subnet);
      out.subnet.push(subnet);
    }
  }

  for (let h = 0; h < hostsPerRegion; h++) {
    const [spec, cpu, memoryMb] = pick(shape.hostTypes);
    const subnet = subnets[h % subnets.length]!;
    const stopped = rand() < 0.15;
    const hostId = id('host');
    const role = pick(NAMES);
    const host: CloudResource = {
      ...common('host', `${role}-${pick(ENVS)}-${String(h + 1).padStart(2, '0')}`),
      providerId: hostId,
      status: stopped ? 'stopped' : 'running',
      rawStatus: stopped ? shape.rawStatus.stopped : shape.rawStatus.running,
      spec,
      cpu,
      memoryMb,
      privateIp: `${subnet.cidr!.split('.').slice(0, 3).join('.')}.${10 + (h % 240)}`,
      vpcId: subnet.vpcId,
      subnetId: subnet.providerId,
      chargeType: rand() < 0.4 ? 'prepaid' : 'postpaid',
    };
    if (host.chargeType === 'prepaid') {
      host.expiresAt = new Date(ESTATE_EPOCH.getTime() + expiryDay(rand()) * 86_400_000);
    }
    out.host.push(host);
    // A system disk, sometimes a data disk.
    for (let d = 0; d < (rand() < 0.5 ? 2 : 1); d++) {
      out.disk.push({
        ...common('disk', `${host.name}-${d === 0 ? 'system' : 'data'}`),
        zone: host.zone,
        providerId: id('disk'),
        status: 'in_use',
        rawStatus: shape.diskRaw.in_use,
        spec: d === 0 ? 'cloud_essd' : pick(['cloud_ssd', 'cloud_essd', 'cloud_efficiency']),
        sizeGb: d === 0 ? 40 : pick([100, 200, 500, 1000]),
        hostId,
        chargeType: host.chargeType,
      });
    }
    if (rand() < 0.35) {
      const publicIp = `${47 + (regionIndex % 50)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`;
      host.publicIp = publicIp;
      out.eip.push({
        ...common('eip', `eip-${host.name}`),
        zone: undefined,
        providerId: id('eip'),
        status: 'in_use',
        rawStatus: provider === 'AWS' ? 'associated' : 'InUse',
        publicIp,
        hostId,
        bandwidthMbps: pick([5, 10, 20, 50, 100]),
        chargeType: 'postpaid',
      });
    }
  }
  // A few spare disks and unbound EIPs.
  for (let i = 0; i < Math.max(1, Math.floor(hostsPerRegion / 8)); i++) {
    out.disk.push({
      ...common('disk', `spare-disk-${i + 1}`),
      providerId: id('disk'),
      status: 'available',
      rawStatus: shape.diskRaw.available,
      spec: 'cloud_ssd',
      sizeGb: pick([50, 100, 200]),
      chargeType: 'postpaid',
    });
    out.eip.push({
      ...common('eip', `eip-spare-${i + 1}`),
      zone: undefined,
      providerId: id('eip'),
      status: 'available',
      rawStatus: provider === 'AWS' ? 'unassociated' : 'Available',
      publicIp: `${100 + (regionIndex % 100)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`,
      bandwidthMbps: 5,
      chargeType: 'postpaid',
    });
  }
  /**
   * A database, cache or MongoDB in a subnet: what they share, then their own fields, drawn
   * after the id (the order every seed has always drawn in).
   */
  const service = (
    type: 'database' | 'redis' | 'mongo',
    name: string,
    subnet: CloudResource,
    lastOctet: number,
    own: () => Pick<CloudResource, 'spec' | 'sizeGb' | 'engine' | 'engineVersion'>,
  ): CloudResource => ({
    ...common(type, name),
    providerId: id(type),
    status: 'running',
    rawStatus: shape.rawStatus.running,
    ...own(),
    privateIp: `${subnet.cidr!.split('.').slice(0, 3).join('.')}.${lastOctet}`,
    vpcId: subnet.vpcId,
    subnetId: subnet.providerId,
    chargeType: type === 'database' ? 'prepaid' : 'postpaid',
  });
  const managed = Math.max(1, Math.round(hostsPerRegion / 4));
  for (let i = 0; i < managed; i++) {
    const subnet = subnets[i % subnets.length]!;
    const [engine, engineVersion] = pick(DB_ENGINES);
    const dbName = `${pick(NAMES)}-${engine.toLowerCase()}-${i + 1}`;
    out.database.push(
      service('database', dbName, subnet, 200 + i, () => ({
        spec: pick(shape.dbClasses),
        sizeGb: pick([50, 100, 200, 500]),
        engine,
        engineVersion,
      })),
    );
    if (i % 2 === 0) {
      out.redis.push(
        service('redis', `cache-${pick(ENVS)}-${i + 1}`, subnet, 220 + i, () => ({
          spec: pick(shape.cacheClasses),
          sizeGb: pick([1, 2, 4, 8]),
          engine: 'Redis',
          engineVersion: pick(['5.0', '6.0', '7.0']),
        })),
      );
    }
    if (i % 3 === 0) {
      out.mongo.push(
        service('mongo', `mongo-${pick(ENVS)}-${i + 1}`, subnet, 240 + (i % 10), () => ({
          spec: 'dds.mongo.mid',
          sizeGb: pick([20, 50, 100]),
          engine: 'MongoDB',
          engineVersion: pick(['4.4', '5.0', '6.0']),
        })),
      );
    }
  }
  return out;
}

function makeId(shape: ProviderShape, type: string, rand: () => number): string {
  const spec = shape.ids[type]!;
  const chars = (n: number, alphabet: string) =>
    Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
  if (spec === 'uuid') {
    const h = chars(32, '0123456789abcdef');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  }
  return `${spec[0]}${chars(spec[1], shape.alphabet)}`;
}
