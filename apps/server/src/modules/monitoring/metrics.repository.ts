import { sql, type SQL } from 'drizzle-orm';
import { TYPE_METRICS, type MetricGrain } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { SimConfigJson } from '../../db/schema/index.ts';
import { rows } from '../../db/page.ts';
import type { MetricKeys } from '../../cloud/adapter.ts';

const iso = (d: Date) => d.toISOString();
/** A list bound as one array parameter (drizzle spreads a bare list into one parameter each). */
const arr = (xs: readonly (string | number)[]) => sql.param(xs);
type RollupGrain = Exclude<MetricGrain, 'raw'>;
const GRAIN_SECONDS: Record<RollupGrain, number> = { '5m': 300, '1h': 3600, '2h': 7200 };
const WATCHED = Object.keys(TYPE_METRICS);

/**
 * Accounts whose metrics are due, locked for this poll (SKIP LOCKED: each replica takes others).
 * An account without a poll state gets one first, its first poll spread over the period.
 */
export async function claimDueAccounts(tx: DbOrTx, now: Date, periodMs: number, limit: number) {
  await tx.execute(sql`insert into metric_poll_state (account_id, tenant_id, next_poll_at)
    select a.id, a.tenant_id, ${iso(now)}::timestamptz
      + make_interval(secs => (abs(hashtext(a.id::text)) % ${Math.max(1, Math.floor(periodMs / 1000))}))
    from cloud_accounts a where a.status = 1
    on conflict (account_id) do nothing`);
  return rows<{
    account_id: string;
    tenant_id: string;
    provider: string;
    simulated: boolean;
    sim_config: SimConfigJson;
    credentials: string;
    project_id: string | null;
    domain_id: string | null;
    newest_point_at: Date | string | null;
  }>(
    tx,
    sql`select s.account_id, s.tenant_id, a.provider, a.simulated, a.sim_config, a.credentials,
        a.project_id, a.domain_id, s.newest_point_at
      from metric_poll_state s join cloud_accounts a on a.id = s.account_id
      where s.next_poll_at <= ${iso(now)}::timestamptz and a.status = 1
      order by s.next_poll_at limit ${limit} for update of s skip locked`,
  );
}

/** The account's live resources of the watched types. */
export const watchedResources = (db: DbOrTx, accountId: string) =>
  rows<{
    id: string;
    provider_id: string;
    type: string;
    region: string;
    public_ip: string | null;
    host_id: string | null;
    metric_keys: MetricKeys | null;
  }>(
    db,
    sql`select id, provider_id, type, region, public_ip, host_id, metric_keys from resources
      where account_id = ${accountId} and deleted_at is null and type in (${sql.join(
        WATCHED.map((w) => sql`${w}`),
        sql`, `,
      )})`,
  );

export async function recordPoll(
  tx: DbOrTx,
  accountId: string,
  s: { now: Date; next: Date; newest: Date | null; error: string | null; calls: number },
) {
  await tx.execute(sql`update metric_poll_state set last_polled_at = ${iso(s.now)}::timestamptz,
    next_poll_at = ${iso(s.next)}::timestamptz, last_error = ${s.error}, calls_last_poll = ${s.calls},
    newest_point_at = coalesce(${s.newest ? iso(s.newest) : null}::timestamptz, newest_point_at)
    where account_id = ${accountId}`);
}

export interface PointBatch {
  resourceIds: string[];
  metrics: string[];
  /** Epoch milliseconds. */
  ats: number[];
  values: number[];
}

/** Writes points in one statement (arrays unnested), then the rollups of the buckets they touch. */
export async function insertPoints(db: DbOrTx, b: PointBatch): Promise<void> {
  if (!b.values.length) return;
  await db.execute(sql`insert into metric_points (resource_id, metric, at, value)
    select r, m, to_timestamp(a / 1000), v
    from unnest(${arr(b.resourceIds)}::uuid[], ${arr(b.metrics)}::text[], ${arr(b.ats)}::float8[], ${arr(b.values)}::float8[]) as x(r, m, a, v)
    on conflict do nothing`);
  const from = b.ats.reduce((a, x) => Math.min(a, x));
  await rollUp(db, [...new Set(b.resourceIds)], new Date(from));
}

/**
 * About how many points one statement writes when the poller catches up (6 hours of every
 * watched resource at the first start: some 50,000 an account). On PGlite one statement holds
 * every request behind it; 1,000 points (one resource's six hours) and their rollups take tens of ms.
 */
export const POINTS_PER_SLICE = 1_000;

/**
 * The batch in slices of whole resources of about `per` points each (a resource's points stay
 * together, so each slice's rollups are its resources' own and complete).
 */
export function slicesByResource(b: PointBatch, per = POINTS_PER_SLICE): PointBatch[] {
  const byResource = new Map<string, number[]>();
  for (let i = 0; i < b.values.length; i++) {
    const at = byResource.get(b.resourceIds[i]!);
    if (at) at.push(i);
    else byResource.set(b.resourceIds[i]!, [i]);
  }
  const slices: PointBatch[] = [];
  let cur: PointBatch = { resourceIds: [], metrics: [], ats: [], values: [] };
  for (const idx of byResource.values()) {
    if (cur.values.length > 0 && cur.values.length + idx.length > per) {
      slices.push(cur);
      cur = { resourceIds: [], metrics: [], ats: [], values: [] };
    }
    for (const i of idx) {
      cur.resourceIds.push(b.resourceIds[i]!);
      cur.metrics.push(b.metrics[i]!);
      cur.ats.push(b.ats[i]!);
      cur.values.push(b.values[i]!);
    }
  }
  if (cur.values.length) slices.push(cur);
  return slices;
}

/** Writes a poll's points slice by slice, each slice's statements short (see above). */
export async function insertPointsSliced(db: DbOrTx, b: PointBatch): Promise<void> {
  for (const slice of slicesByResource(b)) await insertPoints(db, slice);
}

/**
 * Recomputes the 5-minute buckets from the points, the hourly ones from those and the two-hour
 * ones from the hourly, since `from`.
 */
export async function rollUp(db: DbOrTx, resourceIds: string[], from: Date): Promise<void> {
  const ids = sql`${arr(resourceIds)}::uuid[]`;
  await db.execute(sql`insert into metric_rollups (resource_id, metric, grain, bucket, avg, min, max, count)
    select resource_id, metric, 300, to_timestamp(floor(extract(epoch from at) / 300) * 300) as b,
      avg(value), min(value), max(value), count(*)::int
    from metric_points where resource_id = any(${ids})
      and at >= to_timestamp(floor(extract(epoch from ${iso(from)}::timestamptz) / 300) * 300)
    group by resource_id, metric, b
    on conflict (resource_id, metric, grain, bucket) do update set avg = excluded.avg,
      min = excluded.min, max = excluded.max, count = excluded.count`);
  await coarserRollups(db, resourceIds, 300, 3600, from);
  await coarserRollups(db, resourceIds, 3600, 7200, from);
}

/** Recomputes the `to`-second buckets since `from` from the `of`-second ones (count-weighted). */
export async function coarserRollups(
  db: DbOrTx,
  resourceIds: string[],
  of: number,
  to: number,
  from: Date,
): Promise<void> {
  await db.execute(sql`insert into metric_rollups (resource_id, metric, grain, bucket, avg, min, max, count)
    select resource_id, metric, ${to}::int, to_timestamp(floor(extract(epoch from bucket) / ${to}) * ${to}) as b,
      sum(avg * count) / sum(count), min(min), max(max), sum(count)::int
    from metric_rollups where grain = ${of}::int and resource_id = any(${arr(resourceIds)}::uuid[])
      and bucket >= to_timestamp(floor(extract(epoch from ${iso(from)}::timestamptz) / ${to}) * ${to})
    group by resource_id, metric, b
    on conflict (resource_id, metric, grain, bucket) do update set avg = excluded.avg,
      min = excluded.min, max = excluded.max, count = excluded.count`);
}

/** Writes rollups directly (the demo's older history, which has no raw points any more). */
export async function insertRollups(db: DbOrTx, grain: RollupGrain, b: PointBatch): Promise<void> {
  if (!b.values.length) return;
  await db.execute(sql`insert into metric_rollups (resource_id, metric, grain, bucket, avg, min, max, count)
    select r, m, ${GRAIN_SECONDS[grain]}, to_timestamp(a / 1000), v, v, v, 1
    from unnest(${arr(b.resourceIds)}::uuid[], ${arr(b.metrics)}::text[], ${arr(b.ats)}::float8[], ${arr(b.values)}::float8[]) as x(r, m, a, v)
    on conflict do nothing`);
}

/**
 * The chart's lines: one row per resource with its [epoch ms, value] pairs as JSON text, oldest
 * first, written by the database (a group's 30 days are 7,200 pairs: one value per line crosses
 * over instead of a row per point, and text is cheaper to build than json values). Rollups are
 * read from `metric_rollups_chart`, which holds the average, so the table is not visited. Values
 * JSON cannot carry (NaN, infinities) are left out. Times go out as integers from
 * `date_part` (float8): `extract` answers numeric, whose arithmetic and cast were two thirds of
 * the aggregate's time (decisions.md, "Charts: the 24-hour query").
 */
export function seriesPoints(
  db: DbOrTx,
  ids: string[],
  metric: string,
  grain: MetricGrain,
  from: Date,
) {
  const which = sql`resource_id = any(${arr(ids)}::uuid[]) and metric = ${metric}`;
  const since = sql`${iso(from)}::timestamptz`;
  const line = (at: SQL, v: SQL) =>
    sql`'[' || string_agg('[' || (date_part('epoch', ${at}) * 1000)::int8 || ',' || ${v} || ']', ',' order by ${at}) || ']'`;
  const finite = (v: SQL) => sql`${v} < 'Infinity'::float8 and ${v} > '-Infinity'::float8`;
  const q =
    grain === 'raw'
      ? sql`select resource_id, ${line(sql`at`, sql`value`)} as points
          from metric_points where ${which} and at >= ${since} and ${finite(sql`value`)}
          group by resource_id`
      : sql`select resource_id, ${line(sql`bucket`, sql`avg`)} as points
          from metric_rollups where ${which} and grain = ${GRAIN_SECONDS[grain]}
            and bucket >= ${since} and ${finite(sql`avg`)}
          group by resource_id`;
  return rows<{ resource_id: string; points: string }>(db, q);
}

/** The newest point of each metric of these resources, within `since`. */
export const latestPoints = (db: DbOrTx, ids: string[], since: Date) =>
  rows<{ resource_id: string; metric: string; value: number; t: number }>(
    db,
    sql`select distinct on (resource_id, metric) resource_id, metric, value,
        (extract(epoch from at) * 1000)::float8 as t
      from metric_points where resource_id = any(${arr(ids)}::uuid[]) and at >= ${iso(since)}::timestamptz
      order by resource_id, metric, at desc`,
  );

/** The tenant's resources among `ids` or in the group (the first `limit` by name), with names. */
export const tenantResources = (
  db: DbOrTx,
  tenantId: string,
  by: { ids?: string[]; groupId?: string },
  limit: number,
) =>
  rows<{
    id: string;
    name: string;
    type: string;
    provider: string;
    host_id: string | null;
    metric_keys: MetricKeys | null;
    simulated: boolean;
  }>(
    db,
    sql`select r.id, r.name, r.type, r.provider, r.host_id, r.metric_keys,
      exists (select 1 from cloud_accounts a where a.id = r.account_id and a.simulated) as simulated
      from resources r where r.tenant_id = ${tenantId}
      and ${
        by.groupId
          ? sql`r.id in (select resource_id from monitor_group_resources where group_id = ${by.groupId} and tenant_id = ${tenantId})`
          : sql`r.id = any(${arr(by.ids ?? [])}::uuid[])`
      }
      order by r.name, r.id limit ${limit}`,
  );

/** Each of the tenant's accounts (or these of them) with its poll state. */
export const pollStates = (db: DbOrTx, tenantId: string, ids?: string[]) =>
  rows<{
    account_id: string;
    name: string;
    provider: string;
    status: number;
    last_polled_at: number | null;
    newest_point_at: number | null;
    last_error: string | null;
    calls_last_poll: number | null;
  }>(
    db,
    sql`select a.id as account_id, a.name, a.provider, a.status,
        (extract(epoch from s.last_polled_at) * 1000)::float8 as last_polled_at,
        (extract(epoch from s.newest_point_at) * 1000)::float8 as newest_point_at,
        s.last_error, s.calls_last_poll
      from cloud_accounts a left join metric_poll_state s on s.account_id = a.id
      where a.tenant_id = ${tenantId}
        ${ids ? sql`and a.id = any(${arr(ids)}::uuid[])` : sql``}
      order by a.name, a.id`,
  );

/**
 * Deletes what is past its keeping: raw 7 days, 5-minute and two-hour rollups 31 days, hourly
 * 13 months.
 */
export async function deleteExpired(db: DbOrTx, now: Date): Promise<number> {
  const day = 86_400_000;
  const before = (days: number) => iso(new Date(now.getTime() - days * day));
  const a = await rows<{ n: number }>(
    db,
    sql`with d as (delete from metric_points
    where at < ${before(7)}::timestamptz returning 1) select count(*)::int as n from d`,
  );
  const b = await rows<{ n: number }>(
    db,
    sql`with d as (delete from metric_rollups
    where (grain in (300, 7200) and bucket < ${before(31)}::timestamptz)
       or (grain = 3600 and bucket < ${before(396)}::timestamptz) returning 1)
    select count(*)::int as n from d`,
  );
  return (a[0]?.n ?? 0) + (b[0]?.n ?? 0);
}

/**
 * Marks the rollups' settled pages all-visible, so charts read them from the index alone. The
 * embedded database has no autovacuum to do it (PostgreSQL's does it on its own).
 */
export async function vacuumRollups(db: DbOrTx): Promise<void> {
  await db.execute(sql`vacuum (analyze) metric_rollups`);
}

/** Resources among `ids` with their simulated account's settings (the demo's history). */
export const simulatedResources = (db: DbOrTx, ids: string[]) =>
  rows<{ id: string; provider_id: string; type: string; sim_config: SimConfigJson }>(
    db,
    sql`select r.id, r.provider_id, r.type, a.sim_config from resources r
      join cloud_accounts a on a.id = r.account_id
      where r.id = any(${arr(ids)}::uuid[]) and a.simulated`,
  );
