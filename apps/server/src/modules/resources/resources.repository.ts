import { and, asc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type {
  CloudResourceType,
  ProviderCode,
  Resource,
  ResourceStatus,
  TagRef,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cloudAccounts, resourceTags, resources, tags } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql.ts';
import { PLAN_PER_CALL } from '../../db/named-statements.ts';

export type ResourceRow = typeof resources.$inferSelect;

export interface ResourceFilter {
  type?: CloudResourceType;
  types?: readonly CloudResourceType[];
  provider?: ProviderCode;
  accountId?: string;
  region?: string;
  status?: ResourceStatus[];
  tagId?: string;
  name?: string;
  includeDeleted?: boolean;
  untagged?: boolean;
  /** Resources of a monitoring group (modules/monitoring). */
  inGroup?: string;
}

const SORTS = {
  name: resources.name,
  provider: resources.provider,
  region: resources.region,
  status: resources.status,
  spec: resources.spec,
  cpu: resources.cpu,
  memoryMb: resources.memoryMb,
  sizeGb: resources.sizeGb,
  createdAt: resources.providerCreatedAt,
  expiresAt: resources.expiresAt,
  syncedAt: resources.syncedAt,
} as const;
export type ResourceSortField = keyof typeof SORTS;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(tenantId: string, f: ResourceFilter): SQL | undefined {
  const rid = qualified(resources, resources.id);
  return and(
    eq(resources.tenantId, tenantId),
    f.type ? eq(resources.type, f.type) : undefined,
    f.types ? inArray(resources.type, [...f.types]) : undefined,
    f.provider ? eq(resources.provider, f.provider) : undefined,
    f.accountId ? eq(resources.accountId, f.accountId) : undefined,
    f.region ? eq(resources.region, f.region) : undefined,
    f.status?.length ? inArray(resources.status, f.status) : undefined,
    f.includeDeleted ? undefined : isNull(resources.deletedAt),
    f.name ? like(resources.searchText, `%${escapeLike(f.name.toLowerCase())}%`) : undefined,
    // A semi-join on the tag's bindings (resource_tags_tag index), not a probe per resource.
    f.tagId
      ? sql`${rid} in (select rt.resource_id from resource_tags rt where rt.tag_id = ${f.tagId})`
      : undefined,
    f.untagged
      ? sql`not exists (select 1 from resource_tags rt where rt.resource_id = ${rid})`
      : undefined,
    f.inGroup
      ? sql`${rid} in (select m.resource_id from monitor_group_resources m where m.group_id = ${f.inGroup})`
      : undefined,
  );
}

/**
 * Totals are exact while small; past this many rows (or ten pages beyond the one asked for) the
 * count stops and the page says "more than N": counting 100,000 rows cost more than the page.
 */
export const TOTAL_EXACT_UP_TO = 1000;
const PAGES_COUNTED_AHEAD = 10;

/** A timestamp as `Date.prototype.toISOString` writes it. */
const isoOf = (col: string) =>
  `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The API's `Resource` of page row `p`, built by the database in `toResource`'s key order: pg
 * then parses one JSON value per row in native code instead of 35 columns through its type
 * parsers, and nothing is shaped again in JavaScript (row parsing, Dates and shaping were a
 * fifth of the host list's server CPU). `resources.api.test.ts` holds it equal to `toResource`.
 */
const RESOURCE_JSON = `json_build_object('id', p.id, 'type', p.type, 'providerId', p.provider_id,
  'name', p.name, 'provider', p.provider, 'accountId', p.account_id,
  'accountName', coalesce(a.name, ''), 'region', p.region, 'zone', p.zone, 'status', p.status,
  'rawStatus', p.raw_status, 'spec', p.spec, 'cpu', p.cpu, 'memoryMb', p.memory_mb,
  'sizeGb', p.size_gb, 'privateIp', p.private_ip, 'publicIp', p.public_ip, 'vpcId', p.vpc_id,
  'subnetId', p.subnet_id, 'hostId', p.host_id, 'engine', p.engine,
  'engineVersion', p.engine_version, 'cidr', p.cidr, 'bandwidthMbps', p.bandwidth_mbps,
  'chargeType', p.charge_type, 'createdAt', ${isoOf('p.provider_created_at')},
  'expiresAt', ${isoOf('p.expires_at')}, 'providerTags', p.provider_tags, 'tags', %TAGS%,
  'deleted', p.deleted_at is not null, 'syncedAt', ${isoOf('p.synced_at')},
  'pendingAction', p.pending_action)`;

/**
 * The rows the total counts, at most `limit`. A tag filter counts from the tag's bindings, each
 * checked against its resource by primary key (`offset 0` keeps that a lookup per binding):
 * joined the other way, the planner hashed every binding and scanned all the type's rows
 * whenever its statistics of resource_tags were stale, as PGlite's are between ANALYZEs.
 */
function countedRows(tenantId: string, f: ResourceFilter, where: SQL | undefined, limit: number) {
  if (!f.tagId) return sql`select 1 from resources where ${where} limit ${limit}`;
  const rest = whereOf(tenantId, { ...f, tagId: undefined });
  return sql`select 1 from resource_tags rt
    cross join lateral (select 1 from resources where resources.id = rt.resource_id and ${rest} offset 0) r
    where rt.tag_id = ${f.tagId} and rt.tenant_id = ${tenantId} limit ${limit}`;
}

type PageRow = { total: number; resource: Resource | null };

const [JSON_HEAD, JSON_TAIL] = RESOURCE_JSON.split('%TAGS%') as [string, string];

/** The page row's `Resource`, its console tags ordered as `toResources` orders them. */
const resourceJson = (tenantId: string) => sql`${sql.raw(JSON_HEAD)}coalesce((
    select json_agg(json_build_object('id', t.id, 'key', t.key, 'value', t.value) order by t.key, t.value)
    from resource_tags rt join tags t on t.id = rt.tag_id
    where rt.tenant_id = ${tenantId} and rt.resource_id = p.id), '[]'::json)${sql.raw(JSON_TAIL)}`;

/**
 * One page of the inventory in one statement: the rows in order with their account's name and
 * console tags, and the (capped) total. It was four queries (rows, count, names, tags) built
 * by Drizzle's query builder, whose building and row mapping were most of the CPU of a list.
 */
export async function listResources(
  db: DbOrTx,
  tenantId: string,
  f: ResourceFilter,
  page: { page: number; pageSize: number; sortField?: ResourceSortField; sortOrder?: string },
): Promise<{ list: Resource[]; total: number; totalIsLowerBound: boolean }> {
  const where = whereOf(tenantId, f);
  const col = SORTS[page.sortField ?? 'name'];
  const dir = sql.raw(page.sortOrder === 'descend' ? 'desc' : 'asc');
  const offset = (page.page - 1) * page.pageSize;
  const countUpTo = Math.max(TOTAL_EXACT_UP_TO, offset + page.pageSize * PAGES_COUNTED_AHEAD);
  const sorted = sql.identifier(col.name);
  const result = (await db.execute(sql`${sql.raw(f.name ? PLAN_PER_CALL : '')}
    with page as (
      select * from resources where ${where}
      order by ${sorted} ${dir} nulls last, id limit ${page.pageSize} offset ${offset}
    ), counted as (
      select count(*)::int as n from (${countedRows(tenantId, f, where, countUpTo + 1)}) up_to
    )
    select counted.n as "total", case when p.id is null then null else ${resourceJson(tenantId)} end as "resource"
    from counted left join page p on true
    left join cloud_accounts a on a.id = p.account_id and a.tenant_id = ${tenantId}
    order by p.${sorted} ${dir} nulls last, p.id`)) as unknown as { rows: PageRow[] };
  const n = result.rows[0]?.total ?? 0;
  const list = result.rows.flatMap((r) => (r.resource ? [r.resource] : []));
  return n > countUpTo
    ? { list, total: countUpTo, totalIsLowerBound: true }
    : { list, total: n, totalIsLowerBound: false };
}

/**
 * The next `limit` resources after `after` in (name, id) order, keyset: what a report streams,
 * a batch at a time at the same cost however deep (the list index serves the order), in the
 * shape the list answers.
 */
export async function resourcesAfter(
  db: DbOrTx,
  tenantId: string,
  f: ResourceFilter,
  after: { name: string; id: string } | null,
  limit: number,
): Promise<Resource[]> {
  const where = and(
    whereOf(tenantId, f),
    after ? sql`(${resources.name}, ${resources.id}) > (${after.name}, ${after.id})` : undefined,
  );
  const result = (await db.execute(sql`
    with page as (select * from resources where ${where} order by name, id limit ${limit})
    select ${resourceJson(tenantId)} as "resource" from page p
    left join cloud_accounts a on a.id = p.account_id and a.tenant_id = ${tenantId}
    order by p.name, p.id`)) as unknown as { rows: { resource: Resource }[] };
  return result.rows.map((r) => r.resource);
}

/** Account names and console tags of the given rows, then the API shape. */
export async function toResources(
  db: DbOrTx,
  tenantId: string,
  rows: ResourceRow[],
): Promise<Resource[]> {
  if (!rows.length) return [];
  const accountIds = [...new Set(rows.map((r) => r.accountId))];
  const [accounts, bound] = await Promise.all([
    db
      .select({ id: cloudAccounts.id, name: cloudAccounts.name })
      .from(cloudAccounts)
      .where(and(eq(cloudAccounts.tenantId, tenantId), inArray(cloudAccounts.id, accountIds))),
    db
      .select({
        resourceId: resourceTags.resourceId,
        id: tags.id,
        key: tags.key,
        value: tags.value,
      })
      .from(resourceTags)
      .innerJoin(tags, eq(tags.id, resourceTags.tagId))
      .where(
        and(
          eq(resourceTags.tenantId, tenantId),
          inArray(
            resourceTags.resourceId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(tags.key), asc(tags.value)),
  ]);
  const names = new Map(accounts.map((a) => [a.id, a.name]));
  const tagsOf = new Map<string, TagRef[]>();
  for (const b of bound) {
    const list = tagsOf.get(b.resourceId) ?? [];
    list.push({ id: b.id, key: b.key, value: b.value });
    tagsOf.set(b.resourceId, list);
  }
  return rows.map((r) => toResource(r, names.get(r.accountId) ?? '', tagsOf.get(r.id) ?? []));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toResource(r: ResourceRow, accountName: string, tagRefs: TagRef[]): Resource {
  return {
    id: r.id,
    type: r.type as CloudResourceType,
    providerId: r.providerId,
    name: r.name,
    provider: r.provider as ProviderCode,
    accountId: r.accountId,
    accountName,
    region: r.region,
    zone: r.zone,
    status: r.status as ResourceStatus,
    rawStatus: r.rawStatus,
    spec: r.spec,
    cpu: r.cpu,
    memoryMb: r.memoryMb,
    sizeGb: r.sizeGb,
    privateIp: r.privateIp,
    publicIp: r.publicIp,
    vpcId: r.vpcId,
    subnetId: r.subnetId,
    hostId: r.hostId,
    engine: r.engine,
    engineVersion: r.engineVersion,
    cidr: r.cidr,
    bandwidthMbps: r.bandwidthMbps,
    chargeType: r.chargeType as Resource['chargeType'],
    createdAt: iso(r.providerCreatedAt),
    expiresAt: iso(r.expiresAt),
    providerTags: r.providerTags,
    tags: tagRefs,
    deleted: r.deletedAt !== null,
    syncedAt: r.syncedAt.toISOString(),
    pendingAction: r.pendingAction as Resource['pendingAction'],
  };
}

export async function resourceById(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.id, id)));
  return row;
}

/** What a resource is connected to, within its account and region. */
export async function relatedOf(db: DbOrTx, tenantId: string, r: ResourceRow) {
  const same = and(
    eq(resources.tenantId, tenantId),
    eq(resources.accountId, r.accountId),
    eq(resources.region, r.region),
    isNull(resources.deletedAt),
  );
  const one = async (type: CloudResourceType, providerId: string | null) => {
    if (!providerId) return null;
    const [row] = await db
      .select()
      .from(resources)
      .where(and(same, eq(resources.type, type), eq(resources.providerId, providerId)));
    return row ?? null;
  };
  const many = (type: CloudResourceType, cond: SQL) =>
    db
      .select()
      .from(resources)
      .where(and(same, eq(resources.type, type), cond))
      .orderBy(asc(resources.name))
      .limit(200);
  const none: ResourceRow[] = [];
  if (r.type === 'host') {
    const [disks, eips, vpc, subnet] = await Promise.all([
      many('disk', eq(resources.hostId, r.providerId)),
      many('eip', eq(resources.hostId, r.providerId)),
      one('vpc', r.vpcId),
      one('subnet', r.subnetId),
    ]);
    return { host: null, disks, eips, vpc, subnet, subnets: none, hosts: none };
  }
  if (r.type === 'disk' || r.type === 'eip') {
    const host = await one('host', r.hostId);
    const [vpc, subnet] = await Promise.all([
      one('vpc', host?.vpcId ?? null),
      one('subnet', host?.subnetId ?? null),
    ]);
    return { host, disks: none, eips: none, vpc, subnet, subnets: none, hosts: none };
  }
  if (r.type === 'vpc') {
    const [subnets, hosts] = await Promise.all([
      many('subnet', eq(resources.vpcId, r.providerId)),
      many('host', eq(resources.vpcId, r.providerId)),
    ]);
    return { host: null, disks: none, eips: none, vpc: null, subnet: null, subnets, hosts };
  }
  if (r.type === 'subnet') {
    const [vpc, hosts] = await Promise.all([
      one('vpc', r.vpcId),
      many('host', eq(resources.subnetId, r.providerId)),
    ]);
    return { host: null, disks: none, eips: none, vpc, subnet: null, subnets: none, hosts };
  }
  const [vpc, subnet] = await Promise.all([one('vpc', r.vpcId), one('subnet', r.subnetId)]);
  return { host: null, disks: none, eips: none, vpc, subnet, subnets: none, hosts: none };
}

/** The resources synced from some of a tenant's accounts, in the order they were stored. */
export async function resourcesOfAccounts(db: DbOrTx, tenantId: string, accountIds: string[]) {
  return db
    .select({ id: resources.id, type: resources.type, name: resources.name })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), inArray(resources.accountId, accountIds)));
}
