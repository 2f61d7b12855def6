#!/usr/bin/env node
// The cost screens' queries over a large bill store, through the whole server (signature,
// session, permission, validation, query, serialisation), beside the server's cheapest
// authenticated call in the same run as the reference.
// The store: FOCUS line items over 13 months for 3 tenants of 6 accounts each (one per
// provider), two charges a resource a day, 10 services, 5 regions and tags drawn from 20 keys,
// written in the database with generate_series, then rolled up as ingestion does.
// Usage: node bench/costs-query.mjs [--db postgres|pglite] [--lines 10000000] [--calls 100]
//          [--keep 1] [--reuse <kept database>]
// Goal (issue 11): every screen query p95 under 100 ms on PostgreSQL (10M line items).
import { args, setup, timed as timedCalls } from './inventory-setup.mjs';

const kind = args.db ?? 'postgres';
const lines = Number(args.lines ?? 10_000_000);
const n = Number(args.calls ?? 100);
const TENANTS = 3;
const DAYS = 395;
const PROVIDERS = ['ALI', 'HUAWEI', 'TENGXUN', 'AWS', 'JINGDONG', 'QINGYUN'];
// Two line items a resource a day: resources per account so the store holds `lines` rows.
const perAccount = Math.max(1, Math.round(lines / (TENANTS * PROVIDERS.length * DAYS * 2)));

// --reuse <database>: measure a database a run kept (--keep), without loading it again.
const s = await setup(kind, { reuse: args.reuse });
const { calls } = s.contract;
const { sql } = await import('drizzle-orm');
const exec = (q) =>
  s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    return tx.execute(q);
  });
const rowsOf = (r) => r.rows ?? r;
/**
 * Writes a table's bench rows with its indexes built afterwards, in one pass each, and without
 * the per-row foreign key checks (`session_replication_role`): the rows are made from the
 * accounts themselves. Ten million rows a row at a time through five indexes took too long.
 */
const bulk = (table, insert) =>
  s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql`set local session_replication_role = replica`);
    const indexes = rowsOf(
      await tx.execute(sql`select i.indexname as name, i.indexdef as def,
          c.conname as constraint, pg_get_constraintdef(c.oid) as condef
        from pg_indexes i left join pg_constraint c on c.conname = i.indexname
        where i.tablename = ${table} and i.schemaname = 'public'`),
    );
    for (const i of indexes)
      await tx.execute(
        i.constraint
          ? sql.raw(`alter table ${table} drop constraint ${i.constraint}`)
          : sql.raw(`drop index ${i.name}`),
      );
    await tx.execute(insert);
    for (const i of indexes)
      await tx.execute(
        sql.raw(
          i.constraint ? `alter table ${table} add constraint ${i.constraint} ${i.condef}` : i.def,
        ),
      );
  });

const t0 = performance.now();
let monthlySeconds = 0;
if (!args.reuse) {
  for (const provider of PROVIDERS) {
    await s.call(calls.accountCreate, {
      name: `Bench ${provider}`,
      provider,
      accessKeyId: 'BENCHKEY0000XYZ',
      secret: 'bench-secret',
      simulated: true,
      regions: [],
      syncIntervalMin: 0,
    });
  }
  // The other two tenants get copies of the bench tenant's accounts: their rows share the tables.
  for (let i = 1; i < TENANTS; i++) {
    await exec(sql`
    with t as (insert into tenants (name) values (${`Other ${i}`}) returning id)
    insert into cloud_accounts (tenant_id, name, provider, credentials, access_key_masked,
      regions, sync_interval_min, simulated)
    select t.id, a.name, a.provider, a.credentials, a.access_key_masked, a.regions,
      a.sync_interval_min, a.simulated
    from cloud_accounts a, t where a.tenant_id = ${s.tenant.id}`);
  }
  const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
  // Account by account, day by day, as bills are ingested: a period's rows lie together.
  await bulk(
    'cost_line_items',
    sql`
  insert into cost_line_items (tenant_id, account_id, line_key, billing_period_start,
    billing_period_end, charge_period_start, charge_period_end, charge_date, billed_cost,
    effective_cost, list_cost, billing_currency, charge_category, charge_description,
    provider_name, sub_account_id, service_name, service_category, region_id, resource_id,
    resource_name, resource_type, pricing_quantity, pricing_unit, tags, original)
  select a.tenant_id, a.id, r || ':' || d || ':' || k,
    date_trunc('month', d)::date, (date_trunc('month', d) + interval '1 month')::date,
    d::timestamptz, (d + 1)::timestamptz, d,
    c, c, c + c / 10, 'CNY', 'Usage', '', a.provider, a.id::text,
    'Service ' || (hashtext(a.id::text || r) & 7 + k * 2), case k when 0 then 'Compute' else 'Network' end,
    'region-' || (r % 5), a.id || '-r' || r, 'res-' || r, case k when 0 then 'host' else 'eip' end,
    24, 'Hours', t.tags, '{}'
  from cloud_accounts a,
    generate_series(${today} - ${DAYS - 1}::int, ${today}, interval '1 day') dd,
    lateral (select dd::date as d) dx,
    generate_series(1, ${perAccount}::int) r,
    lateral (select jsonb_object_agg('key' || ((r + j * 7) % 20), 'v' || ((r + j) % 6)) as tags
             from generate_series(0, 3) j) t,
    generate_series(0, 1) k,
    lateral (select (100 + (hashtext(a.id::text || r || k) & 4095) + extract(dow from dd)::int * 13)::bigint as c) m`,
  );
  await bulk(
    'cost_daily',
    sql`
  insert into cost_daily (tenant_id, account_id, billing_period_start, charge_date,
    provider_name, service_name, service_category, region_id, resource_id, resource_name,
    resource_type, charge_category, billing_currency, tags, billed_cost, effective_cost,
    list_cost, rows)
  select tenant_id, account_id, billing_period_start, charge_date, provider_name,
    service_name, service_category, region_id, resource_id, max(resource_name),
    max(resource_type), charge_category, billing_currency, (array_agg(tags))[1],
    sum(billed_cost), sum(effective_cost), sum(list_cost), count(*)
  from cost_line_items
  group by tenant_id, account_id, billing_period_start, charge_date, provider_name,
    service_name, service_category, region_id, resource_id, charge_category, billing_currency`,
  );
  await exec(sql`
  insert into cost_daily_services (tenant_id, account_id, billing_period_start, charge_date,
    provider_name, service_name, service_category, region_id, charge_category, billing_currency,
    billed_cost, effective_cost, list_cost, rows)
  select tenant_id, account_id, billing_period_start, charge_date, provider_name, service_name,
    service_category, region_id, charge_category, billing_currency, sum(billed_cost),
    sum(effective_cost), sum(list_cost), sum(rows)
  from cost_daily
  group by tenant_id, account_id, billing_period_start, charge_date, provider_name, service_name,
    service_category, region_id, charge_category, billing_currency`);
  await exec(sql`
  insert into cost_periods (tenant_id, account_id, period_start, status, state, rows, billed_total,
    ingested_at, data_through)
  select tenant_id, account_id, billing_period_start, 'final', 'done', count(*), sum(billed_cost),
    now(), now()
  from cost_line_items group by tenant_id, account_id, billing_period_start`);
  // The monthly rollups (and the narrow daily ones with them) as ingestion builds them: by the
  // same function, period by period, timed (it is what replacing a period costs more since they
  // exist).
  const { rebuildMonthlyRollups } = await s.load(
    '../apps/server/src/modules/costs/monthly-rollups.ts',
  );
  const periods = rowsOf(
    await exec(sql`select tenant_id, account_id, period_start::text as p from cost_periods`),
  );
  const tm = performance.now();
  for (const p of periods)
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await rebuildMonthlyRollups(tx, {
        tenantId: p.tenant_id,
        accountId: p.account_id,
        periodStart: p.p,
      });
    });
  monthlySeconds = (performance.now() - tm) / 1000;
  await exec(sql`analyze`);
}
// The load can outlive the first session.
await s.signIn();
const [{ items, daily, services, monthly }] = rowsOf(
  await s.database.db.execute(
    sql`select (select count(*) from cost_line_items)::int as items,
      (select count(*) from cost_daily)::int as daily,
      (select count(*) from cost_daily_services)::int as services,
      (select count(*) from cost_monthly_services)::int || ' service, ' ||
      (select count(*) from cost_monthly_resources)::int || ' resource, ' ||
      (select count(*) from cost_monthly_tags)::int || ' tag; narrow daily: ' ||
      (select count(*) from cost_daily_accounts)::int || ' account, ' ||
      (select count(*) from cost_daily_tags)::int || ' tag; running totals: ' ||
      (select count(*) from cost_cumulative_resources)::int || ' resource' as monthly`,
  ),
);
const setupSeconds = (performance.now() - t0) / 1000;

const iso = (d) => d.toISOString().slice(0, 10);
const end = new Date();
const monthsAgo = (m) => iso(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - m, 1)));
const year = { startDate: monthsAgo(12), endDate: iso(end) };
const quarter = { startDate: monthsAgo(3), endDate: iso(end) };
const thisMonth = monthsAgo(0);
const mid = `${monthsAgo(12).slice(0, 8)}15`;
const lastMonth = monthsAgo(1);
const lastMonthEnd = iso(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 0)));
const analysis = (extra) => () => s.call(calls.costAnalysis, { ...year, grain: 'month', ...extra });

const timed = (label, fn) => timedCalls(label, fn, n, 5);
const results = [
  await timed('reference: current user', () => s.call(calls.currentUser, {})),
  await timed('overview', () => s.call(calls.costOverview, {})),
  await timed('analysis by service, 12 months', analysis({ groupBy: 'service' })),
  await timed(
    'analysis by account, 12 months by day',
    analysis({ groupBy: 'account', grain: 'day' }),
  ),
  await timed('analysis by tag key, 12 months', analysis({ groupBy: 'tag', tagKey: 'key3' })),
  await timed('analysis by resource, AWS, 3 months by day', () =>
    s.call(calls.costAnalysis, { ...quarter, groupBy: 'resource', provider: 'AWS' }),
  ),
  await timed('analysis by resource, 12 months', analysis({ groupBy: 'resource' })),
  // Not month-aligned: the first month's days come from the daily rollups.
  await timed(
    'analysis by service, from a 15th, 12 months',
    analysis({ groupBy: 'service', startDate: mid }),
  ),
  await timed(
    'analysis by tag key, from a 15th, 12 months',
    analysis({ groupBy: 'tag', tagKey: 'key3', startDate: mid }),
  ),
  await timed('billed products, 12 months', () => s.call(calls.findBillProduct, year)),
  await timed('bill detail page, 12 months, one service', () =>
    s.call(calls.costLineList, { ...year, serviceName: 'Service 3', pageSize: 20 }),
  ),
  await timed('bill detail page, 12 months, all', () =>
    s.call(calls.costLineList, { ...year, pageSize: 20 }),
  ),
  await timed('explain last month vs this month', () =>
    s.call(calls.costExplain, {
      baseStart: lastMonth,
      baseEnd: lastMonthEnd,
      compareStart: thisMonth,
      compareEnd: iso(end),
    }),
  ),
];

const f = (x) => x.toFixed(1);
console.log(
  `${kind}: ${items} line items, ${daily} resource-day and ${services} service-day rollup rows, ` +
    `${TENANTS} tenants x ` +
    `${PROVIDERS.length} accounts x ${perAccount} resources x ${DAYS} days ` +
    `(${args.reuse ? `reused ${args.reuse}` : `set up in ${setupSeconds.toFixed(0)} s`}); ` +
    `${n} calls each`,
);
console.log(
  `monthly rollups: ${monthly} rows` +
    (args.reuse
      ? ''
      : `, rebuilt period by period in ${monthlySeconds.toFixed(1)} s ` +
        `(${((monthlySeconds * 1e6) / items).toFixed(2)} s per million line items)`),
);
for (const r of results)
  console.log(`${r.label.padEnd(42)} p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  max ${f(r.max)} ms`);
console.log('goal: every screen query p95 under 100 ms');
if (args.keep) {
  // --keep leaves the database for EXPLAIN: its name is printed, drop it by hand afterwards.
  console.log(
    `kept: ${rowsOf(await s.database.db.execute(sql`select current_database() as d`))[0].d}`,
  );
  await s.app.close();
  await s.database.close();
} else await s.close();
