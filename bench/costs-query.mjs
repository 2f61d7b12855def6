#!/usr/bin/env node
// The cost screens' queries over a large bill store, through the whole server (signature,
// session, permission, validation, query, serialisation), beside the server's cheapest
// authenticated call in the same run as the reference.
// The store: FOCUS line items over 13 months for 3 tenants of 6 accounts each (one per
// provider), two charges a resource a day, 10 services, 5 regions and tags drawn from 20 keys,
// written in the database with generate_series, then rolled up as ingestion does.
// Usage: node bench/costs-query.mjs [--db postgres|pglite] [--lines 10000000] [--calls 100]
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

const s = await setup(kind);
const { calls } = s.contract;
const { sql } = await import('drizzle-orm');
const exec = (q) =>
  s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    return tx.execute(q);
  });
const rowsOf = (r) => r.rows ?? r;

const t0 = performance.now();
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
await exec(sql`
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
    24, 'Hours', t.tags, '{}'::jsonb
  from cloud_accounts a,
    generate_series(1, ${perAccount}::int) r,
    lateral (select jsonb_object_agg('key' || ((r + j * 7) % 20), 'v' || ((r + j) % 6)) as tags
             from generate_series(0, 3) j) t,
    generate_series(${today} - ${DAYS - 1}::int, ${today}, interval '1 day') dd,
    lateral (select dd::date as d) dx,
    generate_series(0, 1) k,
    lateral (select (100 + (hashtext(a.id::text || r || k) & 4095) + extract(dow from dd)::int * 13)::bigint as c) m`);
await exec(sql`
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
    service_name, service_category, region_id, resource_id, charge_category, billing_currency`);
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
await exec(sql`analyze`);
const [{ items, daily, services }] = rowsOf(
  await s.database.db.execute(
    sql`select (select count(*) from cost_line_items)::int as items,
      (select count(*) from cost_daily)::int as daily,
      (select count(*) from cost_daily_services)::int as services`,
  ),
);
const setupSeconds = (performance.now() - t0) / 1000;

const iso = (d) => d.toISOString().slice(0, 10);
const end = new Date();
const monthsAgo = (m) => iso(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - m, 1)));
const year = { startDate: monthsAgo(12), endDate: iso(end) };
const quarter = { startDate: monthsAgo(3), endDate: iso(end) };
const thisMonth = monthsAgo(0);
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
  await timed('analysis by resource, AWS, 3 months', () =>
    s.call(calls.costAnalysis, { ...quarter, groupBy: 'resource', provider: 'AWS' }),
  ),
  await timed('billed products, 12 months', () => s.call(calls.findBillProduct, year)),
  await timed('bill detail page, 12 months, one service', () =>
    s.call(calls.costLineList, { ...year, serviceName: 'Service 3', pageSize: 20 }),
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
    `(set up in ${setupSeconds.toFixed(0)} s); ${n} calls each`,
);
for (const r of results)
  console.log(`${r.label.padEnd(42)} p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  max ${f(r.max)} ms`);
console.log('goal: every screen query p95 under 100 ms');
await s.close();
