#!/usr/bin/env node
// Bill ingestion's write path, beside a bare COPY of the same rows in the same run as the
// reference. N FOCUS line items (an Alibaba-like month: hourly usage of resources over 31 days,
// 10 services, 5 regions, 4 tags a row from 20 keys, x_ columns and the provider's original row)
// are made in memory first, then read by the real `ingestPeriod` from a source serving them a
// page at a time: each page staged in its own transaction (COPY on PostgreSQL), then the period
// replaced from the staging and both rollups rebuilt in one transaction. The reference is one
// COPY of the same rows into a plain table without indexes or keys (STDIN on PostgreSQL,
// '/dev/blob' on PGlite).
// Usage: node --max-old-space-size=6144 bench/costs-ingest.mjs [--db postgres|pglite]
//          [--lines 1000000] [--page 5000]
// Goal (issue 11): at least 100,000 line items/s on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import { args, setup } from './inventory-setup.mjs';
import { benchOriginal, benchTags, benchX } from './lib/bench-bill-row.mjs';

const kind = args.db ?? 'postgres';
const lines = Number(args.lines ?? 1_000_000);
const pageSize = Number(args.page ?? 5_000);
const PERIOD = '2026-03';

// The machine is shared: every figure goes with the load it was taken under.
const loadNow = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
const loadAtStart = loadNow();
const s = await setup(kind);
const { calls } = s.contract;
const { sql } = await import('drizzle-orm');
const { dayStart } = await s.load('../apps/server/src/cloud/bills.ts');
const { ingestPeriod } = await s.load('../apps/server/src/modules/costs/ingest.service.ts');
const { copyLine, lineIds, STAGED_COLUMNS } = await s.load(
  '../apps/server/src/modules/costs/staged-lines.ts',
);

const account = await s.call(calls.accountCreate, {
  name: 'Bench ALI',
  provider: 'ALI',
  accessKeyId: 'BENCHKEY0000XYZ',
  secret: 'bench-secret',
  simulated: true,
  regions: [],
  syncIntervalMin: 0,
});
const accountId = account.id ?? account.accountId;

const SERVICES = ['ECS', 'EBS', 'EIP', 'OSS', 'RDS', 'SLB', 'CDN', 'NAT', 'Redis', 'Log'];
const resources = Math.max(1, Math.ceil(lines / (31 * 24)));
const t0 = performance.now();
const all = new Array(lines);
for (let i = 0; i < lines; i++) {
  const r = i % resources;
  const hour = Math.floor(i / resources);
  const day = `${PERIOD}-${String(Math.floor(hour / 24) + 1).padStart(2, '0')}`;
  const start = new Date(dayStart(day).getTime() + (hour % 24) * 3_600_000);
  const service = SERVICES[r % SERVICES.length];
  const cost = 37 + ((r * 7919 + hour * 104729) % 4096);
  const tags = benchTags(r);
  all[i] = {
    lineKey: `${r}|${hour}`,
    chargePeriodStart: start,
    chargePeriodEnd: new Date(start.getTime() + 3_600_000),
    chargeDate: day,
    billedCost: cost,
    effectiveCost: cost - (cost >> 4),
    listCost: cost + (cost >> 3),
    billingCurrency: 'CNY',
    chargeCategory: 'Usage',
    chargeClass: null,
    chargeDescription: `${service} pay-as-you-go`,
    serviceName: service,
    serviceCategory: r % 3 ? 'Compute' : 'Storage',
    regionId: `cn-region-${r % 5}`,
    resourceId: `i-bench${String(r).padStart(8, '0')}`,
    resourceName: `bench-${r}`,
    resourceType: service.toLowerCase(),
    pricingQuantity: '1',
    pricingUnit: 'Hours',
    consumedQuantity: '1',
    consumedUnit: 'Hours',
    tags,
    x: benchX(r, service),
    original: benchOriginal(r, day, service, cost, tags),
  };
}
const generated = (performance.now() - t0) / 1000;

// The ingest path: the real job on a source serving the rows a page at a time.
const pages = Math.ceil(lines / pageSize);
let lastPageAt = 0;
const source = {
  provider: 'ALI',
  periodState: async () => ({ final: true, dataThrough: dayStart(`${PERIOD}-31`) }),
  page: async (_period, cursor) => {
    const n = cursor ? Number(cursor) : 0;
    if (n === pages - 1) lastPageAt = performance.now();
    const rows = all.slice(n * pageSize, (n + 1) * pageSize);
    return { rows, ...(n + 1 < pages ? { next: String(n + 1) } : {}) };
  },
};
const deps = {
  db: s.database.db,
  now: () => new Date('2026-04-20T00:00:00Z'),
  billSource: () => source,
};
// CPU, which the load moves less than wall time: the PostgreSQL backends of this database
// (/proc/<pid>/stat, user + system; a backend that ended during the run is not counted) and
// this process (which makes the pages' COPY text).
const backendCpu = async () => {
  if (kind !== 'postgres') return new Map();
  const { rows } = await s.database.pool.query(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const out = new Map();
  for (const { pid } of rows) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      // gone
    }
  }
  return out;
};
const cpu0 = await backendCpu();
const node0 = process.cpuUsage();
const i0 = performance.now();
const res = await ingestPeriod(deps, { tenantId: s.tenant.id, accountId, period: PERIOD });
const i1 = performance.now();
const nodeCpu = process.cpuUsage(node0);
const cpu1 = await backendCpu();
let dbCpu = 0;
for (const [pid, t] of cpu1) dbCpu += t - (cpu0.get(pid) ?? 0);
if (res.rows !== lines) throw new Error(`ingested ${res.rows} of ${lines} rows`);
const [counts] =
  (
    await s.database.db.execute(sql`select
    (select count(*) from cost_line_items)::int as items,
    (select count(*) from cost_daily)::int as daily,
    (select count(*) from cost_daily_services)::int as services,
    (select count(*) from cost_staged_lines)::int as staged`)
  ).rows ?? [];

// What the monthly rollups add to the replace: their rebuild again, alone, in a transaction.
const { rebuildMonthlyRollups } = await s.load(
  '../apps/server/src/modules/costs/monthly-rollups.ts',
);
const m0 = performance.now();
await s.database.db.transaction((tx) =>
  rebuildMonthlyRollups(tx, { tenantId: s.tenant.id, accountId, periodStart: `${PERIOD}-01` }),
);
const monthly = (performance.now() - m0) / 1000;

// The reference: the same rows, one bare COPY into a plain table (ids made as staging does).
let bare;
const ids = lineIds ? lineIds(lines) : [];
const k = { tenantId: s.tenant.id, accountId, periodStart: `${PERIOD}-01` };
if (kind === 'pglite') {
  const lite = s.database.pglite;
  await lite.exec('create table bench_bare_copy (like cost_staged_lines)');
  const b0 = performance.now();
  const parts = [];
  for (let i = 0; i < lines; i += 500) {
    let text = '';
    for (let j = i; j < Math.min(lines, i + 500); j++) text += copyLine(k, all[j], ids[j]) + '\n';
    parts.push(text);
  }
  await lite.query(
    `copy bench_bare_copy ${STAGED_COLUMNS ? `(${STAGED_COLUMNS})` : ''} from '/dev/blob'`,
    [],
    {
      blob: new Blob(parts),
    },
  );
  bare = (performance.now() - b0) / 1000;
} else {
  const { from: copyFrom } = await import('pg-copy-streams');
  const client = await s.database.pool.connect();
  try {
    // The pool's 30 s statement limit is the server's guard, not the reference's: on a loaded
    // machine a million rows can outlast it.
    await client.query('set statement_timeout = 0');
    await client.query('create table bench_bare_copy (like cost_staged_lines)');
    const b0 = performance.now();
    const stream = client.query(
      copyFrom(`copy bench_bare_copy ${STAGED_COLUMNS ? `(${STAGED_COLUMNS})` : ''} from stdin`),
    );
    const done = new Promise((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    for (let i = 0; i < lines; i += 500) {
      let text = '';
      for (let j = i; j < Math.min(lines, i + 500); j++) text += copyLine(k, all[j], ids[j]) + '\n';
      if (!stream.write(text)) await new Promise((r) => stream.once('drain', r));
    }
    stream.end();
    await done;
    bare = (performance.now() - b0) / 1000;
  } finally {
    client.release();
  }
}

// The server's settings the write path depends on (operations.md: max_wal_size).
let settings = '';
if (kind === 'postgres') {
  const show = async (name) =>
    (await s.database.pool.query(`select current_setting('${name}') as v`)).rows[0].v;
  settings = `; server max_wal_size ${await show('max_wal_size')}, shared_buffers ${await show('shared_buffers')}`;
}
const f = (x) => Math.round(x).toLocaleString('en-US');
const total = (i1 - i0) / 1000;
const staging = (lastPageAt - i0) / 1000;
console.log(
  `${kind}: ${f(lines)} line items in ${pages} pages of ${f(pageSize)} ` +
    `(made in memory in ${generated.toFixed(1)} s); stored ${f(counts.items)} line items, ` +
    `${f(counts.daily)} resource-day and ${f(counts.services)} service-day rollup rows, ` +
    `${counts.staged} left staged`,
);
console.log(
  `ingest path (stage every page, replace, both rollups): ${total.toFixed(2)} s, ` +
    `${f(lines / total)} line items/s (staging ${staging.toFixed(2)} s, ` +
    `replace and rollups ${(total - staging).toFixed(2)} s)`,
);
console.log(
  `CPU of the ingest path: PostgreSQL backends ${dbCpu.toFixed(2)} s, this process ` +
    `${((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(2)} s`,
);
console.log(
  `of which the monthly rollups (rebuilt again alone): ${monthly.toFixed(2)} s, ` +
    `${((monthly * 1e6) / lines).toFixed(2)} s per million line items`,
);
console.log(
  `reference, one bare COPY into a plain table: ${bare.toFixed(2)} s, ${f(lines / bare)} rows/s`,
);
console.log(`load average at the end: ${loadNow()} (at the start: ${loadAtStart})${settings}`);
console.log('goal: at least 100,000 line items/s on PostgreSQL');
await s.close();
