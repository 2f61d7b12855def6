import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PeriodKey } from './ingest.repository.ts';

const KEY = sql.raw(`tenant_id, account_id, billing_period_start, charge_date, provider_name`);
const SUM_COLUMNS = sql.raw(`charge_category, billing_currency, billed_cost, effective_cost,
  list_cost, rows`);
const SUMS = sql.raw(`charge_category, billing_currency, sum(billed_cost), sum(effective_cost),
  sum(list_cost), sum(rows)`);

/**
 * Rebuilds the period's narrow daily rollups (db/schema/cost-narrow-rollups.ts) from its daily
 * ones, in the caller's transaction: called by `rebuildMonthlyRollups`, so they change in the
 * commit that replaces the period's rows, as every other rollup of it does.
 */
export async function rebuildNarrowRollups(tx: DbOrTx, k: PeriodKey): Promise<void> {
  // The account's period alone, as the monthly rebuild reads it (its rows are its tenant's).
  const period = sql`account_id = ${k.accountId} and billing_period_start = ${k.periodStart}`;
  for (const table of ['cost_daily_accounts', 'cost_daily_tags'])
    await tx.execute(sql`delete from ${sql.identifier(table)} where ${period}`);
  await tx.execute(sql`
    insert into cost_daily_accounts (${KEY}, ${SUM_COLUMNS})
    select ${KEY}, ${SUMS} from cost_daily_services where ${period}
    group by ${KEY}, charge_category, billing_currency`);
  await tx.execute(sql`
    insert into cost_daily_tags (${KEY}, tag_key, tag_value, ${SUM_COLUMNS})
    select ${KEY}, t.key, t.value, ${SUMS}
    from cost_daily cross join lateral jsonb_each_text(tags) t
    where ${period}
    group by ${KEY}, t.key, t.value, charge_category, billing_currency`);
}
