import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PeriodKey } from './ingest.repository.ts';
import { rebuildNarrowRollups } from './narrow-rollups.ts';
import { rebuildCumulativeRollups } from './cumulative-rollups.ts';

const MONTH_KEY = sql.raw(`tenant_id, account_id, billing_period_start,
  date_trunc('month', charge_date)::date, provider_name, service_name, service_category,
  region_id`);
const SUMS = sql.raw(`charge_category, billing_currency, sum(billed_cost), sum(effective_cost),
  sum(list_cost)`);
const KEY_COLUMNS = sql.raw(`tenant_id, account_id, billing_period_start, charge_month,
  provider_name, service_name, service_category, region_id`);
const SUM_COLUMNS = sql.raw(`charge_category, billing_currency, billed_cost, effective_cost,
  list_cost`);

/**
 * Rebuilds the period's monthly rollups (db/schema/cost-rollups.ts) from its line items and
 * daily rollups, in the caller's transaction: called by `replacePeriod` after the daily ones,
 * so every rollup of a period changes in the commit that replaces its rows. The narrow daily
 * ones are rebuilt here too (they read the daily rollups), and the account's running totals
 * per resource after them (they read the monthly one), so `replacePeriod` calls one function.
 */
export async function rebuildMonthlyRollups(tx: DbOrTx, k: PeriodKey): Promise<void> {
  // The account's period alone (its rows are its tenant's): naming the tenant too made the
  // planner AND in the tenant's whole date index, a bitmap of every row it has (200 ms a period
  // at 2 M line items, more than the rest of the rebuild).
  const period = sql`account_id = ${k.accountId} and billing_period_start = ${k.periodStart}`;
  for (const table of ['cost_monthly_services', 'cost_monthly_resources', 'cost_monthly_tags'])
    await tx.execute(sql`delete from ${sql.identifier(table)} where ${period}`);
  await tx.execute(sql`
    insert into cost_monthly_services (${KEY_COLUMNS}, first_date, last_date, ${SUM_COLUMNS}, rows)
    select ${MONTH_KEY}, min(charge_date), max(charge_date), ${SUMS}, sum(rows)
    from cost_daily_services where ${period}
    group by ${MONTH_KEY}, charge_category, billing_currency`);
  // From the line items: the usage lines' quantity is not in the daily rollups.
  await tx.execute(sql`
    insert into cost_monthly_resources (${KEY_COLUMNS}, first_date, last_date, resource_id,
      resource_name, resource_type, ${SUM_COLUMNS}, rows, usage_quantity, usage_cost)
    select ${MONTH_KEY}, min(charge_date), max(charge_date), resource_id, max(resource_name),
      max(resource_type), ${SUMS}, count(*),
      sum(pricing_quantity) filter (where charge_category = 'Usage' and charge_class is null),
      sum(billed_cost) filter (where charge_category = 'Usage' and charge_class is null)
    from cost_line_items where ${period}
    group by ${MONTH_KEY}, resource_id, charge_category, billing_currency`);
  // The tags as `cost_daily` keeps them (a resource's as of a day), which a tag grouping reads.
  await tx.execute(sql`
    insert into cost_monthly_tags (${KEY_COLUMNS}, first_date, last_date, tag_key, tag_value,
      ${SUM_COLUMNS}, rows)
    select ${MONTH_KEY}, min(charge_date), max(charge_date), t.key, t.value, ${SUMS}, sum(rows)
    from cost_daily cross join lateral jsonb_each_text(tags) t
    where ${period}
    group by ${MONTH_KEY}, t.key, t.value, charge_category, billing_currency`);
  await rebuildNarrowRollups(tx, k);
  await rebuildCumulativeRollups(tx, k);
}
