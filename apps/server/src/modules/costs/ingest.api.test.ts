import { describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { costDaily, costLineItems, costPeriods } from '../../db/schema/index.ts';
import { rows as rawRows } from '../../db/page.ts';
import { addSimAccount, setSim } from '../cloud/test-support.ts';
import { ingestPeriod } from './ingest.service.ts';
import { replacePeriod } from './ingest.repository.ts';
import { scheduleIngests, BACKFILL_MONTHS } from './schedule.ts';

const t = await testApp();
const db = t.database.db;
const at = (iso: string) => ({ db, now: () => new Date(iso) });

async function setup() {
  const { token, tenant } = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, token, { provider: 'ALI' });
  return { token, tenantId: tenant.id, accountId };
}

const lineStats = async (accountId: string, period: string) => {
  const [r] = await rawRows<{ n: string; total: string }>(
    db,
    sql`select count(*) as n, coalesce(sum(billed_cost), 0) as total from cost_line_items
      where account_id = ${accountId} and billing_period_start = ${`${period}-01`}`,
  );
  return { n: Number(r!.n), total: Number(r!.total) };
};

/** Cells of a rollup whose `cols` differ from the raw rows' sums, matched on `using` (0: exact). */
const rollupDiff = (raw: SQL, roll: SQL, using: string, cols: string[]) =>
  rawRows<{ n: string }>(
    db,
    sql`select count(*) as n from (${raw}) raw full join (${roll}) roll using (${sql.raw(using)})
      where ${sql.raw(cols.map((c) => `raw.${c} is distinct from roll.${c}`).join(' or '))}`,
  ).then((r) => Number(r[0]!.n));

/** The same for a daily rollup of day, service, `by` and category (per resource, per region). */
const dailyDiff = (accountId: string, rollup: string, by: string) =>
  rollupDiff(
    sql`select charge_date, service_name, ${sql.raw(by)}, charge_category, sum(billed_cost) as c,
        count(*) as k
      from cost_line_items where account_id = ${accountId} group by 1, 2, 3, 4`,
    sql`select charge_date, service_name, ${sql.raw(by)}, charge_category, billed_cost as c,
        rows as k
      from ${sql.raw(rollup)} where account_id = ${accountId}`,
    `charge_date, service_name, ${by}, charge_category`,
    ['c', 'k'],
  );

/**
 * Cells of the monthly rollups that differ from the raw rows' sums (0 when exact): per month,
 * service, region and category; per resource with the usage lines' quantity and cost; per tag
 * key and value. And of the narrow daily rollups: per day and category; per day, tag and value.
 * And the running totals per resource key and month.
 */
const monthlyDiff = async (accountId: string) => {
  const month = sql.raw(`date_trunc('month', charge_date)::date`);
  const usage = sql.raw(`charge_category = 'Usage' and charge_class is null`);
  const services = await rollupDiff(
    sql`select ${month} as m, service_name, region_id, charge_category, sum(billed_cost) as c,
        count(*) as k, min(charge_date) as lo, max(charge_date) as hi
      from cost_line_items where account_id = ${accountId} group by 1, 2, 3, 4`,
    sql`select charge_month as m, service_name, region_id, charge_category, billed_cost as c,
        rows as k, first_date as lo, last_date as hi
      from cost_monthly_services where account_id = ${accountId}`,
    'm, service_name, region_id, charge_category',
    ['c', 'k', 'lo', 'hi'],
  );
  const resources = await rollupDiff(
    sql`select ${month} as m, resource_id, service_name, charge_category, sum(billed_cost) as c,
        count(*) as k, sum(pricing_quantity) filter (where ${usage}) as q,
        sum(billed_cost) filter (where ${usage}) as u
      from cost_line_items where account_id = ${accountId} group by 1, 2, 3, 4`,
    sql`select charge_month as m, resource_id, service_name, charge_category, billed_cost as c,
        rows as k, usage_quantity as q, usage_cost as u
      from cost_monthly_resources where account_id = ${accountId}`,
    'm, resource_id, service_name, charge_category',
    ['c', 'k', 'q', 'u'],
  );
  const tags = await rollupDiff(
    sql`select ${month} as m, t.key, t.value, service_name, sum(billed_cost) as c, count(*) as k
      from cost_line_items cross join lateral jsonb_each_text(tags) t
      where account_id = ${accountId} group by 1, 2, 3, 4`,
    sql`select charge_month as m, tag_key as key, tag_value as value, service_name,
        sum(billed_cost) as c, sum(rows) as k
      from cost_monthly_tags where account_id = ${accountId} group by 1, 2, 3, 4`,
    'm, key, value, service_name',
    ['c', 'k'],
  );
  // The narrow daily ones: per day, account and category; per day, tag key and value.
  const dailyAccounts = await rollupDiff(
    sql`select charge_date, charge_category, sum(billed_cost) as c, count(*) as k
      from cost_line_items where account_id = ${accountId} group by 1, 2`,
    sql`select charge_date, charge_category, billed_cost as c, rows as k
      from cost_daily_accounts where account_id = ${accountId}`,
    'charge_date, charge_category',
    ['c', 'k'],
  );
  const dailyTags = await rollupDiff(
    sql`select charge_date, t.key, t.value, charge_category, sum(billed_cost) as c, count(*) as k
      from cost_line_items cross join lateral jsonb_each_text(tags) t
      where account_id = ${accountId} group by 1, 2, 3, 4`,
    sql`select charge_date, tag_key as key, tag_value as value, charge_category,
        billed_cost as c, rows as k
      from cost_daily_tags where account_id = ${accountId}`,
    'charge_date, key, value, charge_category',
    ['c', 'k'],
  );
  // The running totals per resource key: through each month from the key's first to the
  // account's last, the raw rows of that month and every earlier one.
  const cumulative = await rollupDiff(
    sql`select g.m, provider_name, service_name, region_id, charge_category, resource_id,
        sum(billed_cost) as c, count(*) as k
      from cost_line_items li join (
        select generate_series(min(${month}), max(${month}), interval '1 month')::date as m
        from cost_line_items where account_id = ${accountId}) g on ${month} <= g.m
      where li.account_id = ${accountId} group by 1, 2, 3, 4, 5, 6`,
    sql`select charge_month as m, provider_name, service_name, region_id, charge_category,
        resource_id, billed_cost as c, rows as k
      from cost_cumulative_resources where account_id = ${accountId}`,
    'm, provider_name, service_name, region_id, charge_category, resource_id',
    ['c', 'k'],
  );
  return { services, resources, tags, dailyAccounts, dailyTags, cumulative };
};
const exact = {
  services: 0,
  resources: 0,
  tags: 0,
  dailyAccounts: 0,
  dailyTags: 0,
  cumulative: 0,
};

const period = async (accountId: string, start: string) =>
  (
    await db
      .select()
      .from(costPeriods)
      .where(and(eq(costPeriods.accountId, accountId), eq(costPeriods.periodStart, start)))
  )[0]!;

describe('bill ingestion (costs.ingest)', () => {
  it('re-ingesting a period replaces it exactly, and the rollup equals the raw rows', async () => {
    const { tenantId, accountId } = await setup();
    const p = { tenantId, accountId, period: '2026-02' };
    const first = await ingestPeriod(at('2026-02-20T04:00:00Z'), p);
    expect(first.rows).toBeGreaterThan(100);
    const once = await lineStats(accountId, '2026-02');
    await ingestPeriod(at('2026-02-20T04:00:00Z'), p);
    expect(await lineStats(accountId, '2026-02')).toEqual(once);

    // Every day, service and category: the rollup's sums are the raw rows' sums.
    expect(await dailyDiff(accountId, 'cost_daily', 'resource_id')).toBe(0);

    // The line items carry no foreign keys (a check per row slowed the replace): every line's
    // tenant, account and period is its period row's, whose keys are checked.
    const orphans = await rawRows<{ n: string }>(
      db,
      sql`select count(*) as n from cost_line_items l
        where l.account_id = ${accountId} and not exists (select 1 from cost_periods p
          where p.tenant_id = l.tenant_id and p.account_id = l.account_id
            and p.period_start = l.billing_period_start and p.state = 'done')`,
    );
    expect(Number(orphans[0]!.n)).toBe(0);
    // And the resource-less rollup is exact against the raw rows too.
    expect(await dailyDiff(accountId, 'cost_daily_services', 'region_id')).toBe(0);
    // And the monthly ones.
    expect(await monthlyDiff(accountId)).toEqual(exact);
    const [sums] = await db
      .select({ total: sql<string>`sum(${costDaily.billedCost})` })
      .from(costDaily)
      .where(eq(costDaily.accountId, accountId));
    expect(Number(sums!.total)).toBe(once.total);
  });

  it('takes late rows in as they arrive, then finalises the period with a reconciliation', async () => {
    const { tenantId, accountId } = await setup();
    // A large estate: some of the 9th's rows are surely among the one in twenty that are late.
    await setSim(t, accountId, { perRegion: 40 });
    const p = { tenantId, accountId, period: '2026-03' };
    const dayRows = async (day: string) =>
      (
        await db
          .select({ n: sql<string>`count(*)` })
          .from(costLineItems)
          .where(and(eq(costLineItems.accountId, accountId), eq(costLineItems.chargeDate, day)))
      )[0]!.n;

    await ingestPeriod(at('2026-03-10T04:00:00Z'), p); // 12:00 on the 10th, UTC+8
    const early = { d5: await dayRows('2026-03-05'), d9: await dayRows('2026-03-09') };
    expect(Number(await dayRows('2026-03-10'))).toBe(0); // today's usage is not billed yet
    const provisional = await period(accountId, '2026-03-01');
    expect(provisional).toMatchObject({ status: 'provisional', state: 'done', error: null });
    expect(provisional.dataThrough!.toISOString()).toBe('2026-03-08T16:00:00.000Z');

    await ingestPeriod(at('2026-03-14T04:00:00Z'), p);
    // Old days unchanged; the 9th gained its late rows (one in twenty arrives three days late).
    expect(await dayRows('2026-03-05')).toBe(early.d5);
    expect(Number(await dayRows('2026-03-09'))).toBeGreaterThan(Number(early.d9));
    const before = await lineStats(accountId, '2026-03');

    await ingestPeriod(at('2026-04-03T05:00:00Z'), p); // 13:00 on the 3rd: final
    const final = await period(accountId, '2026-03-01');
    expect(final.status).toBe('final');
    expect(final.finalizedAt).not.toBeNull();
    const after = await lineStats(accountId, '2026-03');
    expect(after.n).toBeGreaterThan(before.n);
    expect(final.billedTotal).toBe(after.total);
    // Late rows and the closing corrections changed every rollup of the period with it.
    expect(await monthlyDiff(accountId)).toEqual(exact);
    // The reconciliation says per service what the provisional figure was and the final one.
    const rec = final.reconciliation!;
    expect(rec.length).toBeGreaterThan(0);
    expect(rec.every((c) => c.before !== c.after)).toBe(true);

    // A later re-read of a final period changes nothing, its reconciliation included.
    await ingestPeriod(at('2026-04-20T05:00:00Z'), p);
    expect(await lineStats(accountId, '2026-03')).toEqual(after);
    expect((await period(accountId, '2026-03-01')).reconciliation).toEqual(rec);
    // A large estate read four times, each replace rebuilding five rollups: 35-50 s on PGlite
    // on the shared machine (load 18), over the default 30 s.
  }, 90_000);

  it('leaves the stored period whole when the provider fails, and shows the error', async () => {
    const { tenantId, accountId } = await setup();
    const p = { tenantId, accountId, period: '2026-01' };
    await ingestPeriod(at('2026-01-25T04:00:00Z'), p);
    const stored = await lineStats(accountId, '2026-01');
    await setSim(t, accountId, { failTypes: ['bill'] });
    await expect(ingestPeriod(at('2026-01-28T04:00:00Z'), p)).rejects.toThrow(/bill/);
    expect(await period(accountId, '2026-01-01')).toMatchObject({
      state: 'failed',
      error: 'Simulated failure reading the bill.',
      status: 'provisional',
    });
    expect(await lineStats(accountId, '2026-01')).toEqual(stored);
    // The job's retry, once the provider answers again, completes it.
    await setSim(t, accountId, {});
    await ingestPeriod(at('2026-01-28T04:00:00Z'), p);
    expect(await period(accountId, '2026-01-01')).toMatchObject({ state: 'done', error: null });
    expect((await lineStats(accountId, '2026-01')).n).toBeGreaterThan(stored.n);
  });

  it('queues a new account’s history once, then its open periods', async () => {
    const { accountId } = await setup();
    const deps = { db, now: t.clock.now };
    const first = await scheduleIngests(deps);
    const jobs = async () =>
      rawRows<{ key: string }>(
        db,
        sql`select key from background_jobs where kind = 'costs.ingest' and key like ${`${accountId}:%`}`,
      );
    expect((await jobs()).length).toBe(BACKFILL_MONTHS + 1);
    expect(first).toBeGreaterThanOrEqual(BACKFILL_MONTHS + 1);
    // Queued jobs absorb a second schedule.
    await scheduleIngests(deps);
    expect((await jobs()).length).toBe(BACKFILL_MONTHS + 1);
  });

  it('replaces a period only for an account of the tenant, checked once per replace', async () => {
    const a = await setup();
    const b = await setup();
    const p = { tenantId: a.tenantId, accountId: a.accountId, period: '2026-02' };
    await ingestPeriod(at('2026-02-20T04:00:00Z'), p);
    const stored = await lineStats(a.accountId, '2026-02');
    // The line items have no foreign keys: the replace checks the account itself.
    const k = { tenantId: b.tenantId, accountId: a.accountId, periodStart: '2026-02-01' };
    await expect(db.transaction((tx) => replacePeriod(tx, k, 'ALI', 'x'))).rejects.toThrow(
      /not the tenant/,
    );
    expect(await lineStats(a.accountId, '2026-02')).toEqual(stored);
  });
});
