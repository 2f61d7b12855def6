import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PeriodKey } from './ingest.repository.ts';

const KEY = sql.raw(`tenant_id, account_id, provider_name, service_name, region_id,
  charge_category, resource_id`);

/**
 * The running totals of the accounts `which` names (`cost_cumulative_resources`): each key's
 * monthly sums added up month by month, and carried over the months it has no rows in up to its
 * account's last month (`last`, a query of `account_id, last`), so every key has a row in every
 * month a range may end in. Written month by month: a range's end reads one month of an
 * account, which in key order lay one row in thirteen, a page each (2,160 pages read for the two
 * ends of a year at 10 M line items, against about 250 in month order). Migration 0037's
 * backfill writes the same rows the same way.
 */
export const cumulativeRows = (which: SQL, last: SQL): SQL => sql`
  insert into cost_cumulative_resources (${KEY}, charge_month, billed_cost, rows)
  select ${KEY}, g.month::date, c.billed, c.n
  from (
    select ${KEY}, charge_month, sum(b) over w as billed, sum(r) over w as n,
      lead(charge_month) over w as next
    from (select ${KEY}, charge_month, sum(billed_cost) as b, sum(rows) as r
      from cost_monthly_resources where ${which}
      group by ${KEY}, charge_month) m
    window w as (partition by ${KEY} order by charge_month)) c
  join (${last}) l using (account_id)
  cross join lateral generate_series(c.charge_month::timestamp,
    coalesce(c.next - interval '1 month', l.last::timestamp), interval '1 month') g(month)
  order by account_id, g.month`;

/**
 * Rebuilds the account's running totals from its monthly resource rollup, in the caller's
 * transaction: called at the end of `rebuildMonthlyRollups`, so they change in the commit that
 * replaces the period, as every other rollup does. A period changes every later month's totals,
 * so the whole account is rewritten (a few thousand rows a month at most). Two periods of one
 * account replaced at once would each rewrite it from a snapshot without the other's rows: the
 * lock makes the second wait for the first's commit (each statement then reads it).
 */
export async function rebuildCumulativeRollups(tx: DbOrTx, k: PeriodKey): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('cost_cumulative_resources'), hashtext(${k.accountId}))`,
  );
  await tx.execute(sql`delete from cost_cumulative_resources
    where tenant_id = ${k.tenantId} and account_id = ${k.accountId}`);
  await tx.execute(
    cumulativeRows(
      sql`account_id = ${k.accountId}`,
      // The last month as the query reads it (`resource-totals.ts`); the same months as here.
      sql`select account_id, max(charge_month) as last from cost_monthly_services
        where account_id = ${k.accountId} group by 1`,
    ),
  );
}
