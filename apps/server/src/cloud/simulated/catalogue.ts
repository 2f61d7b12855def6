import type { ProviderCode } from '@ecloud/contract';
import type { Region } from '../adapter.ts';

/** How each provider looks, so a simulated account is shaped like its provider. */
export interface ProviderShape {
  regions: Region[];
  /** Instance types: name, vCPUs, memory in MiB. */
  hostTypes: [string, number, number][];
  dbClasses: string[];
  cacheClasses: string[];
  /** Id prefix and random-part length per type, or 'uuid'. */
  ids: Record<string, [string, number] | 'uuid'>;
  alphabet: string;
  rawStatus: {
    running: string;
    stopped: string;
    starting: string;
    stopping: string;
    rebooting: string;
  };
  diskRaw: { in_use: string; available: string };
  zones: (region: string) => string[];
}

const lowerAlnum = 'abcdefghijklmnopqrstuvwxyz0123456789';
const hex = '0123456789abcdef';

export const SHAPES: Record<ProviderCode, ProviderShape> = {
  ALI: {
    regions: [
      { id: 'cn-hangzhou', name: '华东1（杭州）' },
      { id: 'cn-shanghai', name: '华东2（上海）' },
      { id: 'cn-beijing', name: '华北2（北京）' },
      { id: 'cn-shenzhen', name: '华南1（深圳）' },
      { id: 'cn-hongkong', name: '中国香港' },
      { id: 'ap-southeast-1', name: '新加坡' },
    ],
    hostTypes: [
      ['ecs.g7.large', 2, 8192],
      ['ecs.c7.xlarge', 4, 8192],
      ['ecs.g7.2xlarge', 8, 32768],
      ['ecs.t6-c1m2.large', 2, 4096],
      ['ecs.r7.xlarge', 4, 32768],
    ],
    dbClasses: ['mysql.n2.medium.1', 'mysql.n4.large.2', 'pg.n2.medium.2c'],
    cacheClasses: ['redis.master.small.default', 'redis.master.mid.default'],
    ids: {
      host: ['i-', 20],
      disk: ['d-', 20],
      eip: ['eip-', 20],
      vpc: ['vpc-', 20],
      subnet: ['vsw-', 20],
      database: ['rm-', 18],
      redis: ['r-', 16],
      mongo: ['dds-', 16],
    },
    alphabet: lowerAlnum,
    rawStatus: {
      running: 'Running',
      stopped: 'Stopped',
      starting: 'Starting',
      stopping: 'Stopping',
      rebooting: 'Starting',
    },
    diskRaw: { in_use: 'In_use', available: 'Available' },
    zones: (r) => [`${r}-h`, `${r}-i`, `${r}-j`],
  },
  TENGXUN: {
    regions: [
      { id: 'ap-guangzhou', name: '华南地区（广州）' },
      { id: 'ap-shanghai', name: '华东地区（上海）' },
      { id: 'ap-beijing', name: '华北地区（北京）' },
      { id: 'ap-chengdu', name: '西南地区（成都）' },
      { id: 'ap-hongkong', name: '港澳台地区（中国香港）' },
      { id: 'ap-singapore', name: '亚太东南（新加坡）' },
    ],
    hostTypes: [
      ['S5.MEDIUM4', 2, 4096],
      ['S5.LARGE8', 4, 8192],
      ['SA2.LARGE16', 4, 16384],
      ['S5.2XLARGE16', 8, 16384],
      ['M5.LARGE32', 4, 32768],
    ],
    dbClasses: ['cdb.s1.small', 'cdb.s1.medium', 'cdb.s2.large'],
    cacheClasses: ['redis.standard.2g', 'redis.cluster.4g'],
    ids: {
      host: ['ins-', 8],
      disk: ['disk-', 8],
      eip: ['eip-', 8],
      vpc: ['vpc-', 8],
      subnet: ['subnet-', 8],
      database: ['cdb-', 8],
      redis: ['crs-', 8],
      mongo: ['cmgo-', 8],
    },
    alphabet: lowerAlnum,
    rawStatus: {
      running: 'RUNNING',
      stopped: 'STOPPED',
      starting: 'STARTING',
      stopping: 'STOPPING',
      rebooting: 'REBOOTING',
    },
    diskRaw: { in_use: 'ATTACHED', available: 'UNATTACHED' },
    zones: (r) => [`${r}-3`, `${r}-4`, `${r}-6`],
  },
  AWS: {
    regions: [
      { id: 'us-east-1', name: 'US East (N. Virginia)' },
      { id: 'us-west-2', name: 'US West (Oregon)' },
      { id: 'eu-west-1', name: 'Europe (Ireland)' },
      { id: 'ap-northeast-1', name: 'Asia Pacific (Tokyo)' },
      { id: 'ap-southeast-1', name: 'Asia Pacific (Singapore)' },
    ],
    hostTypes: [
      ['t3.medium', 2, 4096],
      ['m5.large', 2, 8192],
      ['c5.xlarge', 4, 8192],
      ['r5.large', 2, 16384],
      ['m6i.2xlarge', 8, 32768],
    ],
    dbClasses: ['db.t3.medium', 'db.m5.large', 'db.r5.large'],
    cacheClasses: ['cache.t3.micro', 'cache.m5.large'],
    ids: {
      host: ['i-0', 16],
      disk: ['vol-0', 16],
      eip: ['eipalloc-0', 16],
      vpc: ['vpc-0', 16],
      subnet: ['subnet-0', 16],
      database: ['db-', 12],
      redis: ['cache-', 10],
      mongo: ['docdb-', 10],
    },
    alphabet: hex,
    rawStatus: {
      running: 'running',
      stopped: 'stopped',
      starting: 'pending',
      stopping: 'stopping',
      rebooting: 'pending',
    },
    diskRaw: { in_use: 'in-use', available: 'available' },
    zones: (r) => [`${r}a`, `${r}b`, `${r}c`],
  },
  HUAWEI: {
    regions: [
      { id: 'cn-north-4', name: '华北-北京四' },
      { id: 'cn-east-3', name: '华东-上海一' },
      { id: 'cn-south-1', name: '华南-广州' },
      { id: 'cn-southwest-2', name: '西南-贵阳一' },
      { id: 'ap-southeast-1', name: '中国-香港' },
    ],
    hostTypes: [
      ['s6.large.2', 2, 4096],
      ['s6.xlarge.2', 4, 8192],
      ['c7.xlarge.2', 4, 8192],
      ['m7.xlarge.8', 4, 32768],
      ['c7.2xlarge.4', 8, 32768],
    ],
    dbClasses: ['rds.mysql.n1.large.2', 'rds.pg.n1.xlarge.2'],
    cacheClasses: ['redis.ha.xu1.large.r2.2', 'redis.single.xu1.large.1'],
    ids: {
      host: 'uuid',
      disk: 'uuid',
      eip: 'uuid',
      vpc: 'uuid',
      subnet: 'uuid',
      database: 'uuid',
      redis: 'uuid',
      mongo: 'uuid',
    },
    alphabet: hex,
    rawStatus: {
      running: 'ACTIVE',
      stopped: 'SHUTOFF',
      starting: 'BUILD',
      stopping: 'SHUTOFF',
      rebooting: 'REBOOT',
    },
    diskRaw: { in_use: 'in-use', available: 'available' },
    zones: (r) => [`${r}a`, `${r}b`, `${r}c`],
  },
  JINGDONG: {
    regions: [
      { id: 'cn-north-1', name: '华北-北京' },
      { id: 'cn-east-2', name: '华东-上海' },
      { id: 'cn-east-1', name: '华东-宿迁' },
      { id: 'cn-south-1', name: '华南-广州' },
    ],
    hostTypes: [
      ['g.n2.medium', 1, 4096],
      ['g.n2.large', 2, 8192],
      ['c.n2.xlarge', 4, 8192],
      ['m.n2.xlarge', 4, 32768],
    ],
    dbClasses: ['db.mysql.s1.medium', 'db.mysql.s1.large'],
    cacheClasses: ['redis.s1.small', 'redis.s1.medium'],
    ids: {
      host: ['i-', 10],
      disk: ['vol-', 10],
      eip: ['fip-', 10],
      vpc: ['vpc-', 10],
      subnet: ['subnet-', 10],
      database: ['mysql-', 10],
      redis: ['redis-', 10],
      mongo: ['mongo-', 10],
    },
    alphabet: lowerAlnum,
    rawStatus: {
      running: 'running',
      stopped: 'stopped',
      starting: 'starting',
      stopping: 'stopping',
      rebooting: 'rebooting',
    },
    diskRaw: { in_use: 'in-use', available: 'available' },
    zones: (r) => [`${r}a`, `${r}b`, `${r}c`],
  },
  QINGYUN: {
    regions: [
      { id: 'pek3', name: '北京3区' },
      { id: 'sh1', name: '上海1区' },
      { id: 'gd2', name: '广东2区' },
      { id: 'ap3', name: '亚太3区' },
    ],
    hostTypes: [
      ['c1m2', 1, 2048],
      ['c2m4', 2, 4096],
      ['c4m8', 4, 8192],
      ['c8m16', 8, 16384],
      ['e2.large', 2, 8192],
    ],
    dbClasses: ['rdb.c2m4', 'rdb.c4m8'],
    cacheClasses: ['cache.c1m2', 'cache.c2m4'],
    ids: {
      host: ['i-', 8],
      disk: ['vol-', 8],
      eip: ['eip-', 8],
      vpc: ['rtr-', 8],
      subnet: ['vxnet-', 7],
      database: ['rdb-', 8],
      redis: ['c-', 8],
      mongo: ['mongo-', 8],
    },
    alphabet: lowerAlnum,
    rawStatus: {
      running: 'running',
      stopped: 'stopped',
      starting: 'pending',
      stopping: 'stopping',
      rebooting: 'restarting',
    },
    diskRaw: { in_use: 'in-use', available: 'available' },
    zones: (r) => [`${r}a`, `${r}b`],
  },
};

export const regionsOf = (provider: ProviderCode): Region[] => SHAPES[provider].regions;
