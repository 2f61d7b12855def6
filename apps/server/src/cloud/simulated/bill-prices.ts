import { CLOUD_RESOURCE_TYPES, type CloudResourceType, type ProviderCode } from '@ecloud/contract';
import type { CloudResource } from '../adapter.ts';

/**
 * The simulated clouds' price list, in fen (every simulated bill is in CNY: the demo's accounts
 * are China-region accounts of a reseller). Each provider's level is a factor on one base list.
 */
const LEVEL: Record<ProviderCode, number> = {
  ALI: 1,
  HUAWEI: 0.95,
  TENGXUN: 0.97,
  AWS: 1.25,
  QINGYUN: 0.9,
  JINGDONG: 0.92,
};

/** Services as each provider names them, with their FOCUS ServiceCategory. */
export const SERVICES: Record<string, { category: string; names: Record<ProviderCode, string> }> = {
  host: {
    category: 'Compute',
    names: {
      ALI: 'Elastic Compute Service',
      HUAWEI: 'Elastic Cloud Server',
      TENGXUN: 'Cloud Virtual Machine',
      AWS: 'Amazon Elastic Compute Cloud',
      QINGYUN: 'QingCloud Instances',
      JINGDONG: 'JD Virtual Machines',
    },
  },
  disk: {
    category: 'Storage',
    names: {
      ALI: 'Elastic Block Storage',
      HUAWEI: 'Elastic Volume Service',
      TENGXUN: 'Cloud Block Storage',
      AWS: 'Amazon Elastic Block Store',
      QINGYUN: 'QingCloud Volumes',
      JINGDONG: 'JD Cloud Disk',
    },
  },
  database: {
    category: 'Databases',
    names: {
      ALI: 'ApsaraDB RDS',
      HUAWEI: 'Relational Database Service',
      TENGXUN: 'TencentDB for MySQL',
      AWS: 'Amazon Relational Database Service',
      QINGYUN: 'QingCloud RDB',
      JINGDONG: 'JD Cloud RDS',
    },
  },
  redis: {
    category: 'Databases',
    names: {
      ALI: 'ApsaraDB for Redis',
      HUAWEI: 'Distributed Cache Service',
      TENGXUN: 'TencentDB for Redis',
      AWS: 'Amazon ElastiCache',
      QINGYUN: 'QingCloud Redis',
      JINGDONG: 'JD Cloud Redis',
    },
  },
  mongo: {
    category: 'Databases',
    names: {
      ALI: 'ApsaraDB for MongoDB',
      HUAWEI: 'Document Database Service',
      TENGXUN: 'TencentDB for MongoDB',
      AWS: 'Amazon DocumentDB',
      QINGYUN: 'QingCloud MongoDB',
      JINGDONG: 'JD Cloud MongoDB',
    },
  },
  eip: {
    category: 'Networking',
    names: {
      ALI: 'Elastic IP Address',
      HUAWEI: 'Elastic IP',
      TENGXUN: 'Elastic IP',
      AWS: 'Amazon VPC Public IPv4',
      QINGYUN: 'QingCloud EIP',
      JINGDONG: 'JD Cloud Elastic IP',
    },
  },
  traffic: {
    category: 'Networking',
    names: {
      ALI: 'Internet Traffic',
      HUAWEI: 'Internet Traffic',
      TENGXUN: 'Internet Traffic',
      AWS: 'AWS Data Transfer',
      QINGYUN: 'Internet Traffic',
      JINGDONG: 'Internet Traffic',
    },
  },
};

/** Networks cost nothing by themselves; every other listed type is billed. */
export type BilledType = Exclude<CloudResourceType, 'vpc' | 'subnet'>;
export const BILLED_TYPES = CLOUD_RESOURCE_TYPES.filter(
  (t): t is BilledType => t !== 'vpc' && t !== 'subnet',
);

const DISK_YUAN_PER_GB_MONTH: Record<string, number> = {
  cloud_essd: 1,
  cloud_ssd: 0.7,
  cloud_efficiency: 0.35,
};

/** What one hour of a resource costs at list price, in fen (kept fractional until rounded). */
export function hourlyList(provider: ProviderCode, type: BilledType, r: CloudResource): number {
  const level = LEVEL[provider];
  const gb = r.sizeGb ?? 0;
  switch (type) {
    case 'host':
      return level * ((r.cpu ?? 1) * 12 + ((r.memoryMb ?? 1024) / 1024) * 3);
    case 'disk':
      return (level * gb * (DISK_YUAN_PER_GB_MONTH[r.spec ?? ''] ?? 0.7) * 100) / 730;
    case 'database':
      return level * (60 + (r.spec?.length ?? 10) * 4 + (gb * 80) / 730);
    case 'redis':
      return level * (30 + (r.sizeGb ?? 1) * 8);
    case 'mongo':
      return level * (90 + (gb * 60) / 730);
    case 'eip':
      return (level * (r.bandwidthMbps ?? 5) * 100) / 30 / 24;
  }
}

/** Internet traffic: fen per GB at list price. */
export const trafficPerGb = (provider: ProviderCode) => 80 * LEVEL[provider];

/** Subscriptions cost this share of running the same resource by the hour for a month. */
export const SUBSCRIPTION_SHARE = 0.7;
/** The demo tenant's negotiated discount on list (EffectiveCost = BilledCost = list * this). */
export const DISCOUNT = 0.92;

/**
 * Outbound traffic grows with the business from May 2026 on (the demo's "visible rise in one
 * service"): a factor on the GB a day, by absolute date, so a period's bill never depends on
 * when it is read.
 */
export function trafficGrowth(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = (y - 2026) * 12 + (m - 5) + d / 31;
  return Math.min(6, 1 + Math.max(0, months) * 0.3);
}
