import { sql, type SQL } from 'drizzle-orm';
import type { CostFilter } from './costs.repository.ts';

/**
 * The rows a cost query sums over a range, as one `union all` of rollup reads (docs/decisions.md,
 * Cost rollups): a month wholly inside the range from a monthly rollup; a month partly inside it
 * from the monthly rollup too when every row the tenant has in that month falls inside the range
 * (this month up to today), else its days in the range from a daily rollup. Which of the two is
 * decided inside the statement (a one-time filter on the monthly rollup's first and last dates),
 * so it reads one snapshot and costs no extra round trip. Every branch yields the same columns:
 * `month` (the 1st), `day` (null from a monthly rollup), the dimensions, `billed_cost`, `rows`.
 */

export type Grain = 'day' | 'month';

interface Part {
  month: string;
  lo: string;
  hi: string;
  whole: boolean;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The months a range touches, each with the days of it inside the range. */
export function monthsOf(from: string, to: string): Part[] {
  const out: Part[] = [];
  for (let m = `${from.slice(0, 7)}-01`; m <= to;) {
    const [y, mo] = m.split('-').map(Number) as [number, number];
    const end = iso(new Date(Date.UTC(y, mo, 0)));
    const lo = from > m ? from : m;
    const hi = to < end ? to : end;
    out.push({ month: m, lo, hi, whole: lo === m && hi === end });
    m = iso(new Date(Date.UTC(y, mo, 1)));
  }
  return out;
}

type Dims = Pick<
  CostFilter,
  'provider' | 'accountId' | 'serviceName' | 'regionId' | 'chargeCategory'
>;

/** The filter's dimensions, on any rollup or the line items (they name them alike). */
export function dimsOf(f: Dims): SQL {
  const eq = (col: string, v: string | undefined) =>
    v === undefined ? sql`` : sql` and ${sql.identifier(col)} = ${v}`;
  return sql.join([
    eq('provider_name', f.provider),
    eq('account_id', f.accountId),
    eq('service_name', f.serviceName),
    eq('region_id', f.regionId),
    eq('charge_category', f.chargeCategory),
  ]);
}

/** Whether every row the tenant has in the part's month lies in the part's days. */
export const fits = (tenantId: string, p: Part) =>
  sql`coalesce((select min(first_date) >= ${p.lo}::date and max(last_date) <= ${p.hi}::date
    from cost_monthly_services where tenant_id = ${tenantId} and charge_month = ${p.month}::date),
    false)`;

/** A branch reading the rows under `where` (the tenant, the filter and the range's part). */
type Branch = (where: SQL) => SQL;

/**
 * The union of `monthly` and `daily` branches covering the range. By day, the daily rollup
 * alone: a monthly row cannot say which day it was billed.
 */
export function spanned(
  tenantId: string,
  f: CostFilter,
  grain: Grain,
  monthly: Branch,
  daily: Branch,
): SQL {
  const own = sql`tenant_id = ${tenantId}${dimsOf(f)}`;
  const days = (lo: string, hi: string) => sql`charge_date between ${lo}::date and ${hi}::date`;
  if (grain === 'day') return daily(sql`${own} and ${days(f.from, f.to)}`);
  const parts = monthsOf(f.from, f.to);
  const whole = parts.filter((p) => p.whole).map((p) => sql`${p.month}::date`);
  const out: SQL[] = [];
  if (whole.length)
    out.push(monthly(sql`${own} and charge_month in (${sql.join(whole, sql`, `)})`));
  for (const p of parts.filter((x) => !x.whole)) {
    out.push(monthly(sql`${own} and charge_month = ${p.month}::date and ${fits(tenantId, p)}`));
    out.push(daily(sql`${own} and ${days(p.lo, p.hi)} and not ${fits(tenantId, p)}`));
  }
  return out.length ? sql.join(out, sql` union all `) : daily(sql`false`);
}

const DIMS = sql.raw(
  'account_id, provider_name, service_name, service_category, region_id, charge_category',
);
const dailyMonth = sql.raw(`date_trunc('month', charge_date)::date as month, charge_date as day`);

/** The monthly rows without resources, which the services and accounts sources share. */
const monthlyServices: Branch = (w) => sql`select charge_month as month, null::date as day,
  ${DIMS}, billed_cost, rows from cost_monthly_services where ${w}`;

/** Rows without resources: `cost_monthly_services` and `cost_daily_services`. */
export const servicesSource = (tenantId: string, f: CostFilter, grain: Grain = 'month') =>
  spanned(
    tenantId,
    f,
    grain,
    monthlyServices,
    (w) =>
      sql`select ${dailyMonth}, ${DIMS}, billed_cost, rows from cost_daily_services where ${w}`,
  );

const RESOURCE = sql.raw('resource_id, resource_name, resource_type');

/**
 * Rows per resource: `cost_monthly_resources` and `cost_daily`; `only` those resources (a
 * chart's largest, read by their index).
 */
export const resourcesSource = (
  tenantId: string,
  f: CostFilter,
  grain: Grain = 'month',
  only?: string[],
) => {
  const of = only
    ? sql` and resource_id in (${sql.join(
        only.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql``;
  return spanned(
    tenantId,
    f,
    grain,
    (w) => sql`select charge_month as month, null::date as day, ${DIMS}, ${RESOURCE},
      billed_cost, rows from cost_monthly_resources where ${w}${of}`,
    (w) => sql`select ${dailyMonth}, ${DIMS}, ${RESOURCE}, billed_cost, rows
      from cost_daily where ${w}${of}`,
  );
};

/** Whether the narrow daily rollups can answer the filter: they drop service and region. */
export const narrowable = (f: CostFilter) =>
  f.serviceName === undefined && f.regionId === undefined;

/** The narrow rollups' rows under the services rollups' columns (what they drop is null). */
const NARROW_DIMS = sql.raw(`account_id, provider_name, null::text as service_name,
  null::text as service_category, null::text as region_id, charge_category`);

/**
 * Rows per account, provider and charge category only: `cost_monthly_services` and the narrow
 * `cost_daily_accounts` (a few rows a tenant-day). For groupings by those when `narrowable`.
 */
export const accountsSource = (tenantId: string, f: CostFilter, grain: Grain = 'month') =>
  spanned(
    tenantId,
    f,
    grain,
    monthlyServices,
    (w) => sql`select ${dailyMonth}, ${NARROW_DIMS}, billed_cost, rows
      from cost_daily_accounts where ${w}`,
  );

/**
 * Rows per value of one tag key (`tag_value`, '' where a row lacks the key, as the daily
 * rollup's `coalesce(tags ->> key, '')` gives). The monthly tag rollup holds only rows with
 * the key, so a month's '' is its services total less its tagged total: each tagged row counts
 * once for its value and once negated for '', beside the month's services rows as ''. A group
 * whose rows sum to none had no row (`having sum(rows) <> 0`). Days come the same way from the
 * narrow `cost_daily_tags` and `cost_daily_accounts` when `narrowable`, else from `cost_daily`.
 */
export const tagSource = (tenantId: string, f: CostFilter, key: string, grain: Grain = 'month') =>
  spanned(
    tenantId,
    f,
    grain,
    (w) => sql`select charge_month as month, null::date as day, ${DIMS}, v.tag_value,
        v.sign * billed_cost as billed_cost, v.sign * rows as rows
      from cost_monthly_tags
      cross join lateral (values (tag_value, 1), ('', -1)) v(tag_value, sign)
      where ${w} and tag_key = ${key}
      union all
      select charge_month, null::date, ${DIMS}, '', billed_cost, rows
      from cost_monthly_services where ${w}`,
    (w) =>
      narrowable(f)
        ? sql`select ${dailyMonth}, ${NARROW_DIMS}, v.tag_value,
            v.sign * billed_cost as billed_cost, v.sign * rows as rows
          from cost_daily_tags
          cross join lateral (values (tag_value, 1), ('', -1)) v(tag_value, sign)
          where ${w} and tag_key = ${key}
          union all
          select ${dailyMonth}, ${NARROW_DIMS}, '', billed_cost, rows
          from cost_daily_accounts where ${w}`
        : sql`select ${dailyMonth}, ${DIMS}, coalesce(tags ->> ${key}, '') as tag_value,
            billed_cost, rows from cost_daily where ${w}`,
  );
