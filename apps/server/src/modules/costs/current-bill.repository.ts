import { and, between, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows, type PageIn } from '../../db/page.ts';
import { ownedFinder } from '../../db/sql.ts';
import {
  cloudAccounts,
  costDaily,
  costEstimates,
  costPeriods,
  resources,
} from '../../db/schema/index.ts';
import { likePattern } from '../cloud/accounts.repository.ts';
import { BILLED_RESOURCE_TYPES } from '@ecloud/contract';

/** The inventory rows an estimate run prices: billed types, alive this month. */
export function estimateTargets(db: DbOrTx, monthStart: Date, tenantId?: string) {
  return db
    .select({
      id: resources.id,
      tenantId: resources.tenantId,
      accountId: resources.accountId,
      providerId: resources.providerId,
      simulated: cloudAccounts.simulated,
      type: resources.type,
      provider: resources.provider,
      status: resources.status,
      chargeType: resources.chargeType,
      spec: resources.spec,
      cpu: resources.cpu,
      memoryMb: resources.memoryMb,
      sizeGb: resources.sizeGb,
      bandwidthMbps: resources.bandwidthMbps,
      providerCreatedAt: resources.providerCreatedAt,
      firstSeenAt: resources.firstSeenAt,
      deletedAt: resources.deletedAt,
    })
    .from(resources)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .where(
      and(
        tenantId ? eq(resources.tenantId, tenantId) : undefined,
        inArray(resources.type, [...BILLED_RESOURCE_TYPES]),
        or(isNull(resources.deletedAt), gte(resources.deletedAt, monthStart)),
      ),
    );
}

export type EstimateRow = typeof costEstimates.$inferInsert;

/** The days already estimated whole (`resourceId|day`): a run leaves them as they are. */
export async function completeDays(db: DbOrTx, from: string, tenantId?: string) {
  const list = await db
    .select({ resourceId: costEstimates.resourceId, day: costEstimates.day })
    .from(costEstimates)
    .where(
      and(
        tenantId ? eq(costEstimates.tenantId, tenantId) : undefined,
        gte(costEstimates.day, from),
        eq(costEstimates.minutes, 1440),
      ),
    );
  return new Set(list.map((r) => `${r.resourceId}|${String(r.day)}`));
}

/**
 * Usage the inventory cannot see (traffic), as a cost per day: each resource's billed average
 * over the billed days of [from, to] of the named services.
 */
export async function usageRunRate(
  db: DbOrTx,
  services: string[],
  from: string,
  to: string,
  tenantId?: string,
): Promise<Map<string, number>> {
  const list = await db
    .select({
      accountId: costDaily.accountId,
      resourceId: costDaily.resourceId,
      perDay: sql<string>`sum(${costDaily.billedCost}) / count(distinct ${costDaily.chargeDate})`,
    })
    .from(costDaily)
    .where(
      and(
        tenantId ? eq(costDaily.tenantId, tenantId) : undefined,
        inArray(costDaily.serviceName, services),
        between(costDaily.chargeDate, from, to),
      ),
    )
    .groupBy(costDaily.accountId, costDaily.resourceId);
  return new Map(list.map((r) => [`${r.accountId}|${r.resourceId}`, Number(r.perDay)]));
}

/**
 * Writes estimates; a day already estimated is rewritten only when the new one covers more of
 * it (today as it goes on), so a past day keeps what was estimated while it ran.
 */
export async function upsertEstimates(db: DbOrTx, list: EstimateRow[]): Promise<void> {
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insert(costEstimates)
      .values(list.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [costEstimates.resourceId, costEstimates.day],
        set: {
          estimatedCost: sql`excluded.estimated_cost`,
          minutes: sql`excluded.minutes`,
          estimatedAt: sql`excluded.estimated_at`,
        },
        setWhere: sql`${costEstimates.minutes} < excluded.minutes`,
      });
  }
}

export interface CurrentBillFilter extends PageIn {
  provider?: string;
  accountId?: string;
  resourceType?: string;
  keyword?: string;
  sortField?: 'todayCost' | 'monthCost' | 'difference';
  sortOrder?: 'ascend' | 'descend';
}

export interface CurrentBillDbRow {
  id: string;
  provider_id: string;
  name: string;
  type: string;
  provider: string;
  account_id: string;
  account_name: string;
  region: string;
  estimated: boolean;
  today_cost: string | null;
  month_cost: string | null;
  billed_cost: string;
  estimate_of_billed: string | null;
  difference: string | null;
  estimated_cost: string | null;
  billed_through: string | Date | null;
  estimated_at: Date | null;
}

/**
 * Each resource's month: the days an account's bill covers (before the day its data runs
 * through) from the rollup, every other day from the stored estimates. Tenant-scoped throughout.
 */
function currentBillSql(tenantId: string, month: string, today: string, f: CurrentBillFilter) {
  const m = `${month}-01`;
  const where: SQL[] = [sql`r.tenant_id = ${tenantId}`];
  if (f.provider) where.push(sql`r.provider = ${f.provider}`);
  if (f.accountId) where.push(sql`r.account_id = ${f.accountId}`);
  if (f.resourceType) where.push(sql`r.type = ${f.resourceType}`);
  if (f.keyword) where.push(sql`r.search_text like ${likePattern(f.keyword.toLowerCase())}`);
  return sql`
    with through as (
      select account_id,
        least(((data_through at time zone 'UTC') + interval '8 hours')::date,
              ${today}::date + 1) as upto
      from cost_periods
      where tenant_id = ${tenantId} and period_start = ${m} and data_through is not null
    ),
    est as (
      select e.resource_id,
        sum(e.estimated_cost) filter (where e.day = ${today}::date) as est_today,
        sum(e.estimated_cost) filter (where e.day < coalesce(th.upto, ${m}::date)) as est_billed,
        sum(e.estimated_cost) filter (where e.day >= coalesce(th.upto, ${m}::date)) as est_open,
        bool_or(e.estimated_cost is not null) as has_est,
        max(e.estimated_at) as estimated_at
      from cost_estimates e
      left join through th on th.account_id = e.account_id
      where e.tenant_id = ${tenantId} and e.day between ${m} and ${today}
      group by e.resource_id
    ),
    billed as (
      select r.id as resource_id,
        sum(d.billed_cost) filter (where d.charge_date < th.upto) as billed,
        sum(d.billed_cost) filter (where d.charge_date = ${today}::date
          and d.charge_date < th.upto) as billed_today
      from cost_daily d
      join through th on th.account_id = d.account_id
      join resources r on r.tenant_id = d.tenant_id and r.account_id = d.account_id
        and r.provider_id = d.resource_id and r.region = d.region_id
      where d.tenant_id = ${tenantId} and d.billing_period_start = ${m}
        and d.charge_date between ${m} and ${today}
      group by r.id
    ),
    merged as (
      select r.id, r.provider_id, r.name, r.type, r.provider, r.account_id,
        a.name as account_name, r.region,
        coalesce(est.has_est, false) as estimated,
        case when th.upto > ${today}::date then coalesce(b.billed_today, 0)
          else est.est_today end as today_cost,
        case when est.has_est then coalesce(b.billed, 0) + coalesce(est.est_open, 0)
          when th.upto > ${m}::date then coalesce(b.billed, 0) end as month_cost,
        coalesce(b.billed, 0) as billed_cost,
        case when th.upto > ${m}::date then est.est_billed end as estimate_of_billed,
        case when est.has_est and th.upto > ${m}::date
          then coalesce(b.billed, 0) - coalesce(est.est_billed, 0) end as difference,
        est.est_open as estimated_cost,
        case when th.upto > ${m}::date then th.upto - 1 end as billed_through,
        est.estimated_at
      from est
      join resources r on r.id = est.resource_id
      join cloud_accounts a on a.id = r.account_id
      left join billed b on b.resource_id = r.id
      left join through th on th.account_id = r.account_id
      where ${sql.join(where, sql` and `)}
    )`;
}

const SORT = {
  todayCost: sql.raw('today_cost'),
  monthCost: sql.raw('month_cost'),
  difference: sql.raw('difference'),
} as const;

export async function currentBillPage(
  db: DbOrTx,
  tenantId: string,
  month: string,
  today: string,
  f: CurrentBillFilter,
) {
  const base = currentBillSql(tenantId, month, today, f);
  const col = SORT[f.sortField ?? 'monthCost'];
  const dir = sql.raw(f.sortOrder === 'ascend' ? 'asc' : 'desc');
  const [list, [totals]] = await Promise.all([
    rows<CurrentBillDbRow>(
      db,
      sql`${base} select * from merged order by ${col} ${dir} nulls last, name, id
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    rows<Record<string, string | number | null>>(
      db,
      sql`${base} select count(*)::int as n,
        coalesce(sum(today_cost), 0) as today_cost,
        coalesce(sum(month_cost), 0) as month_cost,
        coalesce(sum(billed_cost), 0) as billed_cost,
        coalesce(sum(estimate_of_billed), 0) as estimate_of_billed,
        coalesce(sum(difference), 0) as difference,
        coalesce(sum(estimated_cost), 0) as estimated_cost,
        count(*) filter (where not estimated)::int as without_estimate,
        max(estimated_at) as estimated_at
        from merged`,
    ),
  ]);
  return { list, totals: totals! };
}

export const resourceById = ownedFinder(resources);

/** One resource's billed cost per day (the rollup keys resources by the provider's id). */
export function resourceDaily(
  db: DbOrTx,
  tenantId: string,
  r: { accountId: string; providerId: string },
  from: string,
  to: string,
) {
  return db
    .select({ date: costDaily.chargeDate, amount: sql<string>`sum(${costDaily.billedCost})` })
    .from(costDaily)
    .where(
      and(
        eq(costDaily.tenantId, tenantId),
        eq(costDaily.accountId, r.accountId),
        eq(costDaily.resourceId, r.providerId),
        between(costDaily.chargeDate, from, to),
      ),
    )
    .groupBy(costDaily.chargeDate);
}

export const accountPeriods = (db: DbOrTx, tenantId: string, accountId: string) =>
  db
    .select()
    .from(costPeriods)
    .where(and(eq(costPeriods.tenantId, tenantId), eq(costPeriods.accountId, accountId)))
    .orderBy(desc(costPeriods.periodStart));
