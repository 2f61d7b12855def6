#!/usr/bin/env node
// A business group's chart (20 hosts, one metric) for 24 h and for 30 d, through the whole
// server (signature, session, permission, group check, series query, serialisation), beside the
// server's cheapest authenticated call in the same run as the reference.
// The metric tables hold steady-state retention for every host of the tenant: raw points for
// 7 days (one a minute), 5-minute and two-hour rollups for 31 days and hourly ones for 13
// months, for the host's six metrics, written in the database with generate_series.
// The tables are then vacuumed, as they stand in steady state: PostgreSQL's autovacuum does it,
// and on the embedded database the hourly retention job does (the chart reads its index alone
// once the pages are marked all-visible).
// Usage: node bench/monitor-chart.mjs [--db postgres|pglite] [--hosts N] [--calls 200]
// Without --db it runs on PostgreSQL (60 hosts) and then on PGlite (20 hosts: an embedded
// database is a small installation's), each with its own reference.
// Goal (issue 12): p95 under 100 ms on PostgreSQL and on PGlite.
import { args, setup, timed } from './inventory-setup.mjs';

const kinds = args.db ? [args.db] : ['postgres', 'pglite'];
const n = Number(args.calls ?? 200);
const lines = [];
for (const kind of kinds) lines.push(...(await measure(kind)));
for (const l of lines) console.log(l);
console.log('goal: each chart p95 under 100 ms');

async function measure(kind) {
  const hosts = Number(args.hosts ?? (kind === 'pglite' ? 20 : 60));
  const s = await setup(kind);
  const { calls, TYPE_METRICS } = s.contract;
  const { sql } = await import('drizzle-orm');
  // Bulk writes outlast the pool's statement time-out: each runs in a transaction without one.
  const exec = (q) =>
    s.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(q);
    });

  const { id: accountId } = await s.benchAccount();
  const t0 = performance.now();
  await exec(sql`
  insert into resources (tenant_id, account_id, provider, type, provider_id, region, name, status,
    raw_status, search_text)
  select ${s.tenant.id}, ${accountId}, 'ALI', 'host', 'i-' || g, 'cn-hangzhou',
    'host-' || lpad(g::text, 5, '0'), 'running', 'Running', 'host-' || g
  from generate_series(1, ${hosts}::int) g`);
  const metrics = sql.join(
    TYPE_METRICS.host.map((m) => sql`${m}`),
    sql`, `,
  );
  // A daily wave with a per-host phase: values change row to row as real series do.
  const wave = (at) =>
    sql`50 + 30 * sin(extract(epoch from ${at}) / 13751 + hashtext(r.id::text) % 7)`;
  const now = sql`date_trunc('minute', now())`;
  await exec(sql`
  insert into metric_points (resource_id, metric, at, value)
  select r.id, m, t, ${wave(sql`t`)}
  from resources r, unnest(array[${metrics}]) m,
    generate_series(${now} - interval '7 days', ${now}, interval '1 minute') t
  where r.account_id = ${accountId}`);
  for (const [grain, span, step] of [
    [300, '31 days', '5 minutes'],
    [3600, '395 days', '1 hour'],
    [7200, '31 days', '2 hours'],
  ]) {
    await exec(sql`
    insert into metric_rollups (resource_id, metric, grain, bucket, avg, min, max, count)
    select r.id, m, ${grain}::int, t, ${wave(sql`t`)}, ${wave(sql`t`)} - 5, ${wave(sql`t`)} + 5,
      ${grain / 60}::int
    from resources r, unnest(array[${metrics}]) m,
      generate_series(date_trunc('hour', now()) - ${span}::interval, ${now},
        ${step}::interval) t
    where r.account_id = ${accountId}`);
  }
  // VACUUM runs outside a transaction, so on PostgreSQL on a session without the pool's time-out.
  for (const table of ['metric_points', 'metric_rollups']) {
    if (s.database.pool) {
      const c = await s.database.pool.connect();
      await c.query('set statement_timeout = 0');
      await c.query(`vacuum (analyze) ${table}`);
      await c.query('reset statement_timeout');
      c.release();
    } else await s.database.exec(`vacuum (analyze) ${table}`);
  }
  const counted = await s.database.db.execute(
    sql`select (select count(*) from metric_points) as points,
    (select count(*) from metric_rollups) as rollups`,
  );
  const [{ points, rollups }] = counted.rows ?? counted;
  const setupSeconds = (performance.now() - t0) / 1000;

  const view = await s.call(calls.monitorViewCreate, {
    name: 'Bench view',
    cloudCode: 'ALI',
    businessType: 1,
  });
  const hostIds = (await s.call(calls.resourceList, { type: 'host', pageSize: 20, sort: 'name' }))
    .list;
  const group = await s.call(calls.monitorGroupCreate, {
    viewId: view.id,
    name: 'Bench group',
    resourceIds: hostIds.map((h) => h.id),
  });

  const seriesOf = (range) => async () => {
    const out = await s.call(calls.monitorSeries, { metric: 'cpu', range, groupId: group.id });
    if (out.series.length !== 20 || !out.series[0].points.length)
      throw new Error(`the ${range} chart came back empty`);
    return out;
  };
  const sample = await seriesOf('30d')();
  const results = [
    await timed('reference: current user', () => s.call(calls.currentUser, {}), n),
    await timed('group chart, 24 h (5-minute rollups)', seriesOf('24h'), n),
    await timed('group chart, 30 d (two-hour rollups)', seriesOf('30d'), n),
  ];

  // --explain: the plans of the two charts' line query (the same text as seriesPoints).
  const plans = [];
  if (args.explain) {
    const ids = sql.join(
      hostIds.map((h) => sql`${h.id}::uuid`),
      sql`, `,
    );
    for (const [grain, span] of [
      [300, '24 hours'],
      [7200, '30 days'],
    ]) {
      const r = await s.database.db.execute(sql`explain (analyze, buffers)
        select resource_id, '[' || string_agg('[' || (extract(epoch from bucket) * 1000)::float8
          || ',' || avg || ']', ',' order by bucket) || ']' as points
        from metric_rollups where resource_id = any(array[${ids}]) and metric = 'cpu'
          and grain = ${grain}::int and bucket >= now() - ${span}::interval
          and avg < 'Infinity'::float8 and avg > '-Infinity'::float8
        group by resource_id`);
      plans.push(`  plan, grain ${grain}:`, ...(r.rows ?? r).map((x) => `    ${x['QUERY PLAN']}`));
    }
  }

  const f = (x) => x.toFixed(1);
  const out = [
    `${kind}: ${hosts} hosts, ${points} raw points, ${rollups} rollups (set up in ${setupSeconds.toFixed(1)} s); ` +
      `30 d chart: ${sample.series.length} series x ${sample.series[0].points.length} points (${sample.grain}); ${n} calls each`,
  ];
  for (const r of results)
    out.push(`  ${r.label.padEnd(40)} p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  max ${f(r.max)} ms`);
  out.push(...plans);
  await s.close();
  return out;
}
