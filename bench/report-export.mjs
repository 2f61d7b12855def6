#!/usr/bin/env node
// A report of N resources written as XLSX and as CSV: the report centre's generation (keyset
// batches from the database, exceljs's streaming writer / a CSV stream, the file stored in
// 1 MiB pieces) run as the job runs it, timed, with the process's peak resident memory above
// its level before the run, sampled every 50 ms.
// Usage: node bench/report-export.mjs [--db postgres|pglite] [--rows 200000,1000000]
// Each row count runs in a process of its own (a fresh heap, a fresh scratch database).
// Goal (issue 14): each under 60 s on PostgreSQL, memory flat: the peak above the level before
// does not grow with the row count (the two counts' figures are printed side by side).
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { args, setup } from './inventory-setup.mjs';

const kind = args.db ?? 'postgres';
const counts = String(args.rows ?? '200000,1000000')
  .split(',')
  .map(Number);

if (counts.length > 1) {
  const results = [];
  for (const rows of counts) {
    const child = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), '--db', kind, '--rows', String(rows), '--json', 'yes'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    if (child.status !== 0) throw new Error(`the run of ${rows} rows failed`);
    results.push(...JSON.parse(child.stdout.trim().split('\n').at(-1)));
  }
  console.log(
    `report export, ${kind}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.table(results);
  for (const format of ['xlsx', 'csv']) {
    const [small, large] = [counts[0], counts.at(-1)].map((n) =>
      results.find((r) => r.format === format && r.rows === n),
    );
    console.log(
      `${format}: peak RSS above the level before: ${small.peak_above_mb} MB at ` +
        `${small.rows.toLocaleString('en')} rows, ${large.peak_above_mb} MB at ` +
        `${large.rows.toLocaleString('en')} rows`,
    );
  }
  process.exit(0);
}
const target = counts[0];
const s = await setup(kind);
const { calls } = s.contract;
const { sql } = await import('drizzle-orm');
const { generateReport } = await s.load('../apps/server/src/modules/reports/generate.ts');

// One simulated account (never synced: the rows are written straight into the table).
const { id: accountId } = await s.benchAccount();
const t0 = performance.now();
for (let from = 1; from <= target; from += 100_000) {
  const to = Math.min(target, from + 99_999);
  await s.database.db.execute(sql`
  insert into resources (tenant_id, account_id, provider, type, provider_id, region, name, status,
    raw_status, spec, cpu, memory_mb, private_ip, provider_created_at, search_text)
  select ${s.tenant.id}, ${accountId}, 'ALI', 'host', 'i-' || g, 'cn-hangzhou', 'host-' || g,
    'running', 'Running', 'ecs.g6.large', 2 + g % 8, 4096 * (1 + g % 4),
    '10.' || (g / 65536 % 256) || '.' || (g / 256 % 256) || '.' || (g % 256),
    now() - (g || ' minutes')::interval, 'host-' || g
  from generate_series(${from}::int, ${to}::int) g`);
}
await s.database.db.execute(sql`analyze resources`);
const setupSeconds = (performance.now() - t0) / 1000;

const results = [];
for (const format of ['xlsx', 'csv']) {
  const { id } = await s.call(calls.reportCreate, {
    name: `Bench ${format}`,
    subject: 'resources',
    conditions: { type: 'host' },
    columns: [
      'name',
      'provider',
      'accountName',
      'region',
      'status',
      'spec',
      'cpu',
      'memoryMb',
      'privateIp',
      'createdAt',
    ],
    format,
    schedule: { kind: 'daily', hour: 8, timeZone: 'Asia/Shanghai' },
  });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const fileId = await generateReport(s.app.deps, {
    tenantId: s.tenant.id,
    reportId: id,
    dueAt: null,
  });
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const [file] = (
    await s.database.db.execute(sql`select rows, size_bytes from report_files where id = ${fileId}`)
  ).rows;
  if (Number(file.rows) !== target) throw new Error(`${format}: ${file.rows} rows, not ${target}`);
  results.push({
    format,
    rows: Number(file.rows),
    seconds: Number(seconds.toFixed(1)),
    cpu_s: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
    file_mb: Number((Number(file.size_bytes) / 1e6).toFixed(1)),
    rss_before_mb: Math.round(rssBefore / 1e6),
    peak_rss_mb: Math.round(peak / 1e6),
    peak_above_mb: Math.round((peak - rssBefore) / 1e6),
    goal: seconds < 60 ? 'met' : 'MISSED',
  });
}

if (args.json) console.log(JSON.stringify(results));
else {
  console.log(
    `report export, ${kind}, ${target.toLocaleString('en')} rows (set up in ${setupSeconds.toFixed(0)} s), ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.table(results);
}
await s.close();
process.exit(0);
