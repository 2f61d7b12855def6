import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, rows, type Join, type PageIn } from '../../db/page.ts';
import { dimsOf, narrowable, resourcesSource, servicesSource } from './cost-sources.ts';
import {
  cloudAccounts,
  costDaily,
  costDailyServices,
  costLineItems,
  costPeriods,
} from '../../db/schema/index.ts';
import { likePattern } from '../cloud/accounts.repository.ts';

/**
 * What the screens filter on; every query is the tenant's and reads a daily rollup: the
 * resource-less one (`cost_daily_services`, `sv`) unless it groups by resource or tag.
 */
export interface CostFilter {
  from: string;
  to: string;
  provider?: string;
  accountId?: string;
  serviceName?: string;
  regionId?: string;
  chargeCategory?: string;
}

const sv = costDailyServices;
const total = sql<string>`coalesce(sum(${sv.billedCost}), 0)`;
const n = (v: string | number | null) => Number(v ?? 0);

/** The filter on the rollup or on the line items (they name the dimensions alike). */
function filterOn(
  t: typeof costDaily | typeof costDailyServices | typeof costLineItems,
  tenantId: string,
  f: CostFilter,
): SQL | undefined {
  return and(
    eq(t.tenantId, tenantId),
    gte(t.chargeDate, f.from),
    lte(t.chargeDate, f.to),
    f.provider ? eq(t.providerName, f.provider) : undefined,
    f.accountId ? eq(t.accountId, f.accountId) : undefined,
    f.serviceName ? eq(t.serviceName, f.serviceName) : undefined,
    f.regionId ? eq(t.regionId, f.regionId) : undefined,
    f.chargeCategory ? eq(t.chargeCategory, f.chargeCategory) : undefined,
  );
}
export const dailyWhere = (tenantId: string, f: CostFilter) => filterOn(costDaily, tenantId, f);
export const servicesWhere = (tenantId: string, f: CostFilter) => filterOn(sv, tenantId, f);

const sums = (source: SQL) => sql`(${source}) s`;

export async function sumCost(db: DbOrTx, tenantId: string, f: CostFilter): Promise<number> {
  const [r] = await rows<{ total: string | null }>(
    db,
    sql`select sum(billed_cost) as total from ${sums(servicesSource(tenantId, f))}`,
  );
  return n(r?.total ?? 0);
}

export async function products(db: DbOrTx, tenantId: string, f: CostFilter) {
  const list = await rows<{
    service_name: string;
    category: string;
    providers: string[];
    total: string;
    rows: string;
  }>(
    db,
    sql`select service_name, max(service_category) as category,
        array_agg(distinct provider_name) as providers, sum(billed_cost) as total,
        sum(rows) as rows
      from ${sums(servicesSource(tenantId, f))}
      group by service_name order by sum(billed_cost) desc, service_name`,
  );
  return list.map((r) => ({
    serviceName: r.service_name,
    serviceCategory: r.category,
    providers: [...r.providers].sort(),
    billedCost: n(r.total),
    rows: n(r.rows),
  }));
}

const GROUPS = {
  provider: 'provider_name',
  serviceName: 'service_name',
  regionId: 'region_id',
} as const;

export async function totalsBy(
  db: DbOrTx,
  tenantId: string,
  f: CostFilter,
  by: keyof typeof GROUPS,
): Promise<{ key: string; amount: number }[]> {
  const col = sql.identifier(GROUPS[by]);
  const list = await rows<{ key: string; total: string }>(
    db,
    sql`select ${col} as key, sum(billed_cost) as total
      from ${sums(servicesSource(tenantId, f))} group by 1 order by 2 desc`,
  );
  return list.map((r) => ({ key: r.key, amount: n(r.total) }));
}

export async function totalsByAccount(db: DbOrTx, tenantId: string, f: CostFilter) {
  const list = await rows<{ account_id: string; name: string; provider: string; total: string }>(
    db,
    sql`select s.account_id, max(a.name) as name, max(s.provider_name) as provider,
        sum(s.billed_cost) as total
      from ${sums(servicesSource(tenantId, f))}
      join cloud_accounts a on a.id = s.account_id
      group by s.account_id order by 4 desc`,
  );
  return list.map((r) => ({
    accountId: r.account_id,
    name: r.name,
    provider: r.provider,
    total: r.total,
    amount: n(r.total),
  }));
}

/**
 * Cost per day and provider: from the narrow `cost_daily_accounts` (a few rows a tenant-day)
 * when the filter names no service or region, else the services rollup (hundreds a day).
 */
export async function dailyByProvider(db: DbOrTx, tenantId: string, f: CostFilter) {
  if (narrowable(f)) {
    const list = await rows<{ date: string; provider: string; total: string }>(
      db,
      sql`select charge_date::text as date, provider_name as provider, sum(billed_cost) as total
        from cost_daily_accounts
        where tenant_id = ${tenantId}${dimsOf(f)}
          and charge_date between ${f.from}::date and ${f.to}::date
        group by 1, 2 order by 1, 2`,
    );
    return list.map((r) => ({ date: r.date, provider: r.provider, amount: n(r.total) }));
  }
  const wide = await db
    .select({ date: sv.chargeDate, provider: sv.providerName, total })
    .from(sv)
    .where(servicesWhere(tenantId, f))
    .groupBy(sv.chargeDate, sv.providerName)
    .orderBy(asc(sv.chargeDate), asc(sv.providerName));
  return wide.map((r) => ({ date: String(r.date), provider: r.provider, amount: n(r.total) }));
}

export async function topResources(db: DbOrTx, tenantId: string, f: CostFilter, limit: number) {
  const list = await rows<{
    resource_id: string;
    name: string;
    type: string;
    provider: string;
    service: string;
    total: string;
  }>(
    db,
    sql`select resource_id, max(resource_name) as name, max(resource_type) as type,
        max(provider_name) as provider, max(service_name) as service, sum(billed_cost) as total
      from ${sums(resourcesSource(tenantId, f))}
      where resource_id <> ''
      group by resource_id order by 6 desc limit ${limit}`,
  );
  return list.map((r) => ({
    resourceId: r.resource_id,
    resourceName: r.name,
    resourceType: r.type,
    provider: r.provider,
    serviceName: r.service,
    total: r.total,
    amount: n(r.total),
  }));
}

/** Each account of the tenant with its latest billing period's ingest. */
export function freshness(db: DbOrTx, tenantId: string) {
  return db
    .select({
      accountId: cloudAccounts.id,
      accountName: cloudAccounts.name,
      provider: cloudAccounts.provider,
      simulated: cloudAccounts.simulated,
      period: costPeriods.periodStart,
      status: costPeriods.status,
      state: costPeriods.state,
      pagesRead: costPeriods.pagesRead,
      error: costPeriods.error,
      ingestedAt: costPeriods.ingestedAt,
      dataThrough: costPeriods.dataThrough,
    })
    .from(cloudAccounts)
    .leftJoin(
      costPeriods,
      and(
        eq(costPeriods.accountId, cloudAccounts.id),
        sql`${costPeriods.periodStart} = (select max(p.period_start) from cost_periods p
          where p.account_id = ${cloudAccounts.id})`,
      ),
    )
    .where(eq(cloudAccounts.tenantId, tenantId))
    .orderBy(asc(cloudAccounts.name));
}

export interface LineFilter extends CostFilter, PageIn {
  resourceId?: string;
  keyword?: string;
  provisional?: boolean;
  sortField?: 'chargeDate' | 'billedCost';
  sortOrder?: 'ascend' | 'descend';
}

/** The bill lines' filters; the query joins `cost_periods` by `linePeriodJoin` (provisional). */
export const lineWhere = (tenantId: string, f: Omit<LineFilter, keyof PageIn>) =>
  and(
    filterOn(costLineItems, tenantId, f),
    f.resourceId ? eq(costLineItems.resourceId, f.resourceId) : undefined,
    f.keyword
      ? or(
          ilike(costLineItems.resourceName, likePattern(f.keyword)),
          ilike(costLineItems.resourceId, likePattern(f.keyword)),
        )
      : undefined,
    f.provisional === undefined
      ? undefined
      : eq(costPeriods.status, f.provisional ? 'provisional' : 'final'),
  );

/** A line's billing period (its status: provisional or final). */
export const linePeriodJoin = and(
  eq(costPeriods.accountId, costLineItems.accountId),
  eq(costPeriods.periodStart, costLineItems.billingPeriodStart),
)!;

/** The bill detail counts its rows up to this many, or ten pages past the one asked for. */
export const LINES_COUNTED = 10_000;

export function lineItems(db: DbOrTx, tenantId: string, f: LineFilter) {
  const L = costLineItems;
  const sortCol = f.sortField === 'billedCost' ? L.billedCost : L.chargeDate;
  const dir = f.sortOrder === 'ascend' ? asc : desc;
  const periodJoin = linePeriodJoin;
  return pageOf(
    db,
    {
      select: {
        l: {
          id: L.id,
          chargeDate: L.chargeDate,
          billingPeriodStart: L.billingPeriodStart,
          providerName: L.providerName,
          accountId: L.accountId,
          serviceName: L.serviceName,
          serviceCategory: L.serviceCategory,
          regionId: L.regionId,
          resourceId: L.resourceId,
          resourceName: L.resourceName,
          resourceType: L.resourceType,
          chargeCategory: L.chargeCategory,
          chargeClass: L.chargeClass,
          chargeDescription: L.chargeDescription,
          pricingQuantity: L.pricingQuantity,
          pricingUnit: L.pricingUnit,
          listCost: L.listCost,
          billedCost: L.billedCost,
          effectiveCost: L.effectiveCost,
          billingCurrency: L.billingCurrency,
          tags: L.tags,
        },
        accountName: cloudAccounts.name,
        status: costPeriods.status,
      },
      from: L,
      // Every line's period has its row (written in the same transaction), so the period is a
      // lookup unless the filter names its status: the count then reads the line items alone.
      join: f.provisional === undefined ? [] : [[costPeriods, periodJoin]],
      lookup: [
        [cloudAccounts, eq(cloudAccounts.id, L.accountId)],
        ...(f.provisional === undefined ? [[costPeriods, periodJoin] as Join] : []),
      ],
      where: lineWhere(tenantId, f),
      orderBy: [dir(sortCol), asc(L.id)],
    },
    f,
    (r) => ({ ...r.l, accountName: r.accountName ?? '', status: r.status ?? 'provisional' }),
    // Counted along the charge date: the (tenant, date) and (tenant, service, date) indexes.
    { rows: Math.max(LINES_COUNTED, (f.page - 1 + 10) * f.pageSize), by: [desc(L.chargeDate)] },
  );
}

/** A line's original row and x_ columns, kept as the JSON text they were staged as. */
export async function lineOriginal(db: DbOrTx, tenantId: string, id: string) {
  const [r] = await db
    .select({ original: costLineItems.original, x: costLineItems.x })
    .from(costLineItems)
    .where(and(eq(costLineItems.tenantId, tenantId), eq(costLineItems.id, id)));
  if (!r) return undefined;
  return {
    original: JSON.parse(r.original) as Record<string, unknown>,
    x: JSON.parse(r.x) as Record<string, string>,
  };
}
