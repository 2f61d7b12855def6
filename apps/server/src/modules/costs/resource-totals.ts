import { sql, type SQL } from 'drizzle-orm';
import type { CostFilter } from './costs.repository.ts';
import { dimsOf, fits, monthsOf } from './cost-sources.ts';

const before = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
};

/**
 * Each resource's billed cost and rows over the range (`resource_id`, `billed_cost`, `rows`, one
 * or more rows a resource to sum), from the running totals (docs/decisions.md, Resource totals
 * by running sums): a key's total through the range's last month less its total through the
 * month before the first, each read at its account's last month when the range goes past it
 * (the totals stop there). A month cut by the range counts as whole when every row the tenant
 * has in it lies inside the range (as `spanned` decides it, in the statement); else its days
 * come from `cost_daily` and the running totals stop short of it. Undefined for a range inside
 * one month (`resourcesSource` reads that one month's rows directly).
 */
export function resourceTotals(tenantId: string, f: CostFilter): SQL | undefined {
  const parts = monthsOf(f.from, f.to);
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (parts.length < 2) return undefined;
  const month = (m: string) => sql`${m}::date`;
  // The month whose running total ends the range, and the one before it starts.
  const hi = last.whole
    ? month(last.month)
    : sql`case when ${fits(tenantId, last)} then ${month(last.month)}
        else ${month(before(last.month))} end`;
  const lo = first.whole
    ? month(before(first.month))
    : sql`case when ${fits(tenantId, first)} then ${month(before(first.month))}
        else ${month(first.month)} end`;
  const own = sql`tenant_id = ${tenantId}${dimsOf(f)}`;
  // Per account, an index range of one month each: lateral, and `offset 0` so the planner does
  // not flatten it into a join, which it hashed over the tenant's every row (110,000 at 10 M
  // line items, 50 ms an end).
  const at = (end: SQL, sign: string) => sql`select p.resource_id,
      ${sql.raw(sign)}p.billed_cost as billed_cost, ${sql.raw(sign)}p.rows as rows
    from ends cross join lateral (select resource_id, billed_cost, rows
      from cost_cumulative_resources
      where ${own} and account_id = ends.account and charge_month = least(${end}, ends.last)
      offset 0) p`;
  const days = [first, last]
    .filter((p) => !p.whole)
    .map(
      (p) => sql`select resource_id, billed_cost, rows from cost_daily
        where ${own} and charge_date between ${p.lo}::date and ${p.hi}::date
          and not ${fits(tenantId, p)}`,
    );
  // Each account's last month (the services rollup has the same months as the resource one).
  return sql`with ends as materialized (
      select account_id as account, max(charge_month) as last from cost_monthly_services
      where tenant_id = ${tenantId} group by 1)
    ${sql.join([at(hi, ''), at(lo, '-'), ...days], sql` union all `)}`;
}
