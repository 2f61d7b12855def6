import { CloudError, type CloudResource, type HostAction, type Page } from '../../adapter.ts';
import {
  intCursor,
  nextOffset,
  nextPageNumber,
  optDate,
  optNum,
  optStr,
  listed,
} from '../fields.ts';
import { kindForStatus, type HttpReply } from '../http.ts';
import { defineAdapter, type Listers } from '../define.ts';
import { TASKS, state, status } from './states.ts';
import { huaweiRenewal } from './renew.ts';
import { hwSend } from './request.ts';
import { hwMetrics } from './metrics.ts';
import { ddsKeys, volumeKeys } from './metric-dimensions.ts';
import { hwQuotas } from './quotas.ts';

/**
 * Huawei Cloud: REST + JSON per service at https://{service}.{region}.myhuaweicloud.com and
 * IAM at https://iam.myhuaweicloud.com, signed with SDK-HMAC-SHA256. Regional calls need the
 * project id of the region: the account's own when given, else IAM's project of that name.
 * Paging differs per service: ECS counts pages from 1, EVS/RDS/DCS/DDS take an item offset,
 * EIP and VPC a marker (the last id seen).
 */
const PROVIDER = 'HUAWEI' as const;
const PAGE_SIZE = 100;

interface HwError {
  error_code?: string;
  error_msg?: string;
  request_id?: string;
  error?: { code?: string; message?: string };
}
interface HwServer {
  id: string;
  name?: string;
  status: string;
  'OS-EXT-STS:task_state'?: string;
  'OS-EXT-AZ:availability_zone'?: string;
  flavor?: { id?: string; name?: string; vcpus?: string; ram?: string };
  addresses?: Record<string, { addr?: string; 'OS-EXT-IPS:type'?: string; version?: number }[]>;
  metadata?: { vpc_id?: string; charging_mode?: string };
  created?: string;
  tags?: string[];
}
interface HwVolume {
  id: string;
  name?: string;
  status: string;
  size?: number;
  volume_type?: string;
  availability_zone?: string;
  attachments?: { server_id?: string; device?: string }[];
  created_at?: string;
  tags?: Record<string, string>;
}
interface HwKeyValue {
  key?: string;
  value?: string;
}
interface HwRds {
  id: string;
  name?: string;
  status: string;
  datastore?: { type?: string; version?: string };
  flavor_ref?: string;
  cpu?: string;
  mem?: string;
  volume?: { size?: number };
  vpc_id?: string;
  subnet_id?: string;
  private_ips?: string[];
  public_ips?: string[];
  nodes?: { availability_zone?: string }[];
  created?: string;
  charge_info?: { charge_mode?: string };
  tags?: HwKeyValue[];
}
interface HwDcs {
  instance_id: string;
  name?: string;
  engine?: string;
  engine_version?: string;
  status: string;
  ip?: string;
  max_memory?: number;
  capacity?: number;
  spec_code?: string;
  vpc_id?: string;
  subnet_id?: string;
  az_codes?: string[];
  created_at?: string;
  charging_mode?: number;
  tags?: HwKeyValue[];
}
interface HwDds {
  id: string;
  name?: string;
  status: string;
  mode?: string;
  datastore?: { type?: string; version?: string };
  vpc_id?: string;
  subnet_id?: string;
  created?: string;
  pay_mode?: string;
  groups?: { type?: string; volume?: { size?: string }; nodes?: { id?: string }[] }[];
  tags?: HwKeyValue[];
}
interface HwEip {
  id: string;
  alias?: string;
  status: string;
  public_ip_address?: string;
  private_ip_address?: string;
  bandwidth_size?: number;
  port_id?: string;
  create_time?: string;
}
interface HwVpc {
  id: string;
  name?: string;
  cidr?: string;
  status: string;
}
interface HwSubnet {
  id: string;
  name?: string;
  cidr?: string;
  vpc_id?: string;
  status: string;
  availability_zone?: string;
}

type HwList = readonly [service: string, path: (pid: string) => string, field: string];
type HwCountedList = readonly [...HwList, totalField: string];

/** Per resource type: the service, the path under the project, the list field (and its total). */
const LISTS = {
  disk: ['evs', (pid: string) => `/v2/${pid}/cloudvolumes/detail`, 'volumes', 'count'],
  database: ['rds', (pid: string) => `/v3/${pid}/instances`, 'instances', 'total_count'],
  redis: ['dcs', (pid: string) => `/v2/${pid}/instances`, 'instances', 'instance_num'],
  mongo: ['dds', (pid: string) => `/v3/${pid}/instances`, 'instances', 'total_count'],
  eip: ['vpc', (pid: string) => `/v1/${pid}/publicips`, 'publicips'],
  vpc: ['vpc', (pid: string) => `/v1/${pid}/vpcs`, 'vpcs'],
  subnet: ['vpc', (pid: string) => `/v1/${pid}/subnets`, 'subnets'],
} as const satisfies Record<string, HwList | HwCountedList>;

/** The VPC and subnet an item sits in, as the database and cache services name them. */
const inSubnet = (x: { vpc_id?: string; subnet_id?: string }) => ({
  vpcId: optStr(x.vpc_id),
  subnetId: optStr(x.subnet_id),
});

const keyValueTags = (list: HwKeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).flatMap((t) => (t.key ? [[t.key, t.value ?? '']] : [])));

/** ECS lists tags as "key=value" strings. */
const stringTags = (list: string[] | undefined) =>
  Object.fromEntries(
    (list ?? []).map((t) => {
      const at = t.indexOf('=');
      return at < 0 ? [t, ''] : [t.slice(0, at), t.slice(at + 1)];
    }),
  );

/** '0'/'postPaid' pay as you go, '1'/'prePaid' yearly or monthly, in every service's dialect. */
const chargeType = (mode: string | number | undefined) =>
  mode === undefined || mode === ''
    ? undefined
    : String(mode) === '1' || String(mode).toLowerCase() === 'prepaid'
      ? ('prepaid' as const)
      : ('postpaid' as const);

function errorKind(httpStatus: number, code: string | undefined): CloudError['kind'] {
  if (code === 'APIGW.0301' || code === 'APIGW.0303' || code === 'APIGW.0305') return 'auth';
  if (code === 'APIGW.0308') return 'throttled';
  if (code === 'APIGW.0302' || code === 'APIGW.0306') return 'permission';
  return kindForStatus(httpStatus);
}

/** Huawei's error reply (API Gateway's or the service's own envelope) as a CloudError. */
export function huaweiFailure(reply: HttpReply, what: string): CloudError {
  const e = (reply.json ?? {}) as HwError;
  const code = e.error_code ?? e.error?.code;
  return new CloudError(
    PROVIDER,
    errorKind(reply.status, code),
    `${what}: ${e.error_msg ?? e.error?.message ?? `HTTP ${reply.status}`}`,
    {
      providerCode: code,
      requestId: e.request_id ?? reply.headers.get('x-request-id') ?? undefined,
    },
  );
}

const ACTIONS: Record<HostAction, (servers: { id: string }[]) => object> = {
  start: (servers) => ({ 'os-start': { servers } }),
  stop: (servers) => ({ 'os-stop': { servers, type: 'SOFT' } }),
  reboot: (servers) => ({ reboot: { servers, type: 'SOFT' } }),
};

export const createHuaweiAdapter = defineAdapter(PROVIDER, (setting) => {
  const { credentials, options } = setting;
  const projects = new Map<string, Promise<string>>();

  async function call<T>(
    service: string,
    region: string,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    payload?: object,
    projectId?: string,
  ): Promise<T> {
    const host =
      service === 'iam' ? 'iam.myhuaweicloud.com' : `${service}.${region}.myhuaweicloud.com`;
    const base = options.endpointFor?.(service, region) ?? `https://${host}`;
    const reply = await hwSend(setting, { method, base, path, query, payload, projectId });
    if (reply.status >= 400 || reply.json === undefined) {
      throw huaweiFailure(
        reply,
        `${service} ${method} ${path.replace(/\/[0-9a-f]{32}\//, '/{project_id}/')}`,
      );
    }
    return reply.json as T;
  }

  function projectFor(region: string): Promise<string> {
    if (credentials.projectId) return Promise.resolve(credentials.projectId);
    let found = projects.get(region);
    if (!found) {
      found = call<{ projects?: { id: string; name: string }[] }>(
        'iam',
        region,
        'GET',
        '/v3/projects',
        {
          name: region,
        },
      ).then((r) => {
        const id = r.projects?.find((p) => p.name === region)?.id;
        if (!id) throw new CloudError(PROVIDER, 'not_found', `No IAM project for region ${region}`);
        return id;
      });
      found.catch(() => projects.delete(region));
      projects.set(region, found);
    }
    return found;
  }

  /** GET on a regional service, with the project id in the path and the headers. */
  async function regional<T>(
    service: string,
    region: string,
    path: (projectId: string) => string,
    query: Record<string, string>,
  ): Promise<T> {
    const projectId = await projectFor(region);
    return call<T>(service, region, 'GET', path(projectId), query, undefined, projectId);
  }

  /** A lister reading by offset, each item mapped with the region it was listed in. */
  const byOffset =
    <T>(
      [service, path, field, totalField]: HwCountedList,
      map: (item: T, region: string) => CloudResource,
      extra: Record<string, string> = {},
    ) =>
    async (region: string, cursor: string | undefined): Promise<Page<CloudResource>> => {
      const offset = intCursor(cursor, 0);
      const body = await regional<Record<string, unknown>>(service, region, path, {
        ...extra,
        offset: String(offset),
        limit: String(PAGE_SIZE),
      });
      const items = (body[field] as T[] | undefined) ?? [];
      return {
        items: items.map((x) => map(x, region)),
        next: nextOffset(offset, items.length, optNum(body[totalField])),
      };
    };

  /** A lister reading by marker (the last id of a full page), each item mapped with its region. */
  const byMarker =
    <T extends { id: string }>(
      [service, path, field]: HwList,
      map: (item: T, region: string) => CloudResource,
    ) =>
    async (region: string, cursor: string | undefined): Promise<Page<CloudResource>> => {
      const query: Record<string, string> = { limit: String(PAGE_SIZE) };
      if (cursor) query.marker = cursor;
      const body = await regional<Record<string, unknown>>(service, region, path, query);
      const items = (body[field] as T[] | undefined) ?? [];
      return {
        items: items.map((x) => map(x, region)),
        next: items.length >= PAGE_SIZE ? items[items.length - 1]!.id : undefined,
      };
    };

  const lists: Listers = {
    // ECS's offset is a page number starting at 1.
    host: async (region, cursor) => {
      const pageNo = intCursor(cursor, 1);
      const body = await regional<{ count?: number; servers?: HwServer[] }>(
        'ecs',
        region,
        (pid) => `/v1/${pid}/cloudservers/detail`,
        { offset: String(pageNo), limit: String(PAGE_SIZE) },
      );
      const servers = body.servers ?? [];
      return {
        items: servers.map((s) => {
          const ips = Object.values(s.addresses ?? {}).flat();
          const task = s['OS-EXT-STS:task_state'];
          const ram = optNum(s.flavor?.ram);
          return {
            ...listed('host', region, s.id, s.name, s['OS-EXT-AZ:availability_zone'], {
              status: (task && TASKS[task]) || status(s.status),
              rawStatus: task ? `${s.status}/${task}` : s.status,
            }),
            spec: optStr(s.flavor?.id ?? s.flavor?.name),
            cpu: optNum(s.flavor?.vcpus),
            memoryMb: ram,
            privateIp: optStr(ips.find((a) => a['OS-EXT-IPS:type'] === 'fixed')?.addr),
            publicIp: optStr(ips.find((a) => a['OS-EXT-IPS:type'] === 'floating')?.addr),
            vpcId: optStr(s.metadata?.vpc_id),
            chargeType: chargeType(s.metadata?.charging_mode),
            createdAt: optDate(s.created),
            tags: stringTags(s.tags),
          } satisfies CloudResource;
        }),
        next: nextPageNumber(pageNo, PAGE_SIZE, servers.length, body.count),
      };
    },
    disk: byOffset<HwVolume>(LISTS.disk, (v, region) => ({
      ...listed('disk', region, v.id, v.name, v.availability_zone, state(v.status)),
      spec: optStr(v.volume_type),
      sizeGb: optNum(v.size),
      hostId: optStr(v.attachments?.[0]?.server_id),
      metricKeys: volumeKeys(v.attachments),
      createdAt: optDate(v.created_at),
      tags: v.tags ?? {},
    })),
    database: byOffset<HwRds>(LISTS.database, (d, region) => ({
      ...listed('database', region, d.id, d.name, d.nodes?.[0]?.availability_zone, state(d.status)),
      spec: optStr(d.flavor_ref),
      cpu: optNum(d.cpu),
      memoryMb: d.mem === undefined ? undefined : (optNum(d.mem) ?? 0) * 1024,
      sizeGb: optNum(d.volume?.size),
      engine: optStr(d.datastore?.type),
      engineVersion: optStr(d.datastore?.version),
      privateIp: optStr(d.private_ips?.[0]),
      publicIp: optStr(d.public_ips?.[0]),
      ...inSubnet(d),
      chargeType: chargeType(d.charge_info?.charge_mode),
      createdAt: optDate(d.created),
      tags: keyValueTags(d.tags),
    })),
    redis: byOffset<HwDcs>(
      LISTS.redis,
      (c, region) => ({
        ...listed('redis', region, c.instance_id, c.name, c.az_codes?.[0], state(c.status)),
        spec: optStr(c.spec_code),
        memoryMb: optNum(c.max_memory),
        sizeGb: optNum(c.capacity),
        engine: optStr(c.engine) ?? 'Redis',
        engineVersion: optStr(c.engine_version),
        privateIp: optStr(c.ip),
        ...inSubnet(c),
        chargeType: chargeType(c.charging_mode),
        createdAt: optDate(c.created_at),
        tags: keyValueTags(c.tags),
      }),
      { engine: 'Redis' },
    ),
    mongo: byOffset<HwDds>(LISTS.mongo, (m, region) => ({
      ...listed('mongo', region, m.id, m.name, undefined, state(m.status)),
      spec: optStr(m.mode),
      sizeGb: optNum(m.groups?.[0]?.volume?.size),
      engine: 'MongoDB',
      engineVersion: optStr(m.datastore?.version),
      ...inSubnet(m),
      chargeType: chargeType(m.pay_mode),
      createdAt: optDate(m.created),
      tags: keyValueTags(m.tags),
      metricKeys: ddsKeys(m.groups),
    })),
    eip: byMarker<HwEip>(LISTS.eip, (e, region) => ({
      // ACTIVE means bound to a port; DOWN means allocated and free.
      ...listed('eip', region, e.id, e.alias || e.public_ip_address, undefined, {
        status: e.status === 'ACTIVE' ? 'in_use' : status(e.status),
        rawStatus: e.status,
      }),
      publicIp: optStr(e.public_ip_address),
      privateIp: optStr(e.private_ip_address),
      bandwidthMbps: optNum(e.bandwidth_size),
      // EIP times read "2026-01-02 03:04:05", in UTC.
      createdAt: optDate(e.create_time?.replace(/^(\S+) (\S+)$/, '$1T$2Z')),
      tags: {},
    })),
    vpc: byMarker<HwVpc>(LISTS.vpc, (v, region) => ({
      ...listed('vpc', region, v.id, v.name, undefined, state(v.status)),
      cidr: optStr(v.cidr),
      tags: {},
    })),
    subnet: byMarker<HwSubnet>(LISTS.subnet, (s, region) => ({
      ...listed('subnet', region, s.id, s.name, s.availability_zone, {
        status: s.status === 'ACTIVE' ? 'available' : status(s.status),
        rawStatus: s.status,
      }),
      vpcId: optStr(s.vpc_id),
      cidr: optStr(s.cidr),
      tags: {},
    })),
  };

  return {
    lists,
    ...huaweiRenewal(setting),
    readMetrics: hwMetrics(call, projectFor),
    readQuotas: hwQuotas(call, projectFor),
    async verifyCredentials() {
      const body = await call<{ projects?: { domain_id?: string }[] }>(
        'iam',
        '',
        'GET',
        '/v3/auth/projects',
      );
      return { accountId: optStr(body.projects?.[0]?.domain_id) };
    },
    async listRegions() {
      const body = await call<{
        regions?: { id: string; type?: string; locales?: Record<string, string> }[];
      }>('iam', '', 'GET', '/v3/regions');
      return (body.regions ?? [])
        .filter((r) => !r.type || r.type === 'public')
        .map((r) => ({ id: r.id, name: r.locales?.['zh-cn'] ?? r.locales?.['en-us'] ?? r.id }));
    },
    async hostAction(region, hostIds, action) {
      const projectId = await projectFor(region);
      await call(
        'ecs',
        region,
        'POST',
        `/v1/${projectId}/cloudservers/action`,
        {},
        ACTIONS[action](hostIds.map((id) => ({ id }))),
        projectId,
      );
    },
  };
});
