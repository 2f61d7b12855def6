import { sql, type SQL } from 'drizzle-orm';
import type { CostFilter } from './costs.repository.ts';
import {
  accountsSource,
  narrowable,
  resourcesSource,
  servicesSource,
  type Grain,
} from './cost-sources.ts';

/**
 * A resource chart's points when it has more resources than it draws (docs/decisions.md, Narrow
 * daily rollups): the drawn ones' rows read alone by their index, and the rest (`other`) as the
 * period's total less theirs, from the narrowest rollup the filter allows. Summing every
 * resource's rows a day or month to bucket them read `cost_daily` for the whole range (840,000
 * rows for a quarter of one provider at 10 M line items). Exact: the rollups sum the same
 * line items in integers, and `other`'s row count nets to the rows of the resources not drawn,
 * so `having sum(rows) <> 0` keeps the same periods.
 */
export function resourcePoints(
  tenantId: string,
  f: CostFilter,
  grain: Grain,
  top: string[],
  other: string,
): SQL {
  const period = grain === 'day' ? sql`s.day::text` : sql`to_char(s.month, 'YYYY-MM')`;
  const totals = narrowable(f)
    ? accountsSource(tenantId, f, grain)
    : servicesSource(tenantId, f, grain);
  return sql`with drawn as materialized (
      select ${period} as period, s.resource_id as key, s.billed_cost, s.rows
      from (${resourcesSource(tenantId, f, grain, top)}) s)
    select period, key, sum(billed_cost) as amount from (
      select period, key, billed_cost, rows from drawn
      union all
      select ${period}, ${other}, s.billed_cost, s.rows from (${totals}) s
      union all
      select period, ${other}, -billed_cost, -rows from drawn) p
    group by 1, 2 having sum(rows) <> 0 order by 1`;
}
