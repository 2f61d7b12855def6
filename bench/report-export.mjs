#!/usr/bin/env node
// A report of 1,000,000 resources written as XLSX and as CSV: the report centre's generation
// (keyset batches from the database, exceljs's streaming writer / a CSV stream, the file stored
// in 1 MiB pieces) run as the job runs it, timed, with the process's peak resident memory.
// Usage: node bench/report-export.mjs [--db postgres|pglite] [--rows 1000000]
// Goal (issue 14): each under 60 s on PostgreSQL, memory flat (peak RSS not growing with rows).
import os from 'node:os';
import { args, setup } from './inventory-setup.mjs';

const kind = args.db ?? 'postgres';
const target = Number(args.rows ?? 1_000_000);
const s = await setup(kind);
const { calls } = s.contract;
const { sql } = await import('drizzle-orm');
const { generateReport } = await s.load('../apps/server/src/modules/reports/generate.ts');

// One simulated account (never synced: the rows are written straight into the table).
const { id: accountId } = await s.call(calls.accountCreate, {
  name: 'Bench ALI',
  provider: 'ALI',
  accessKeyId: 'BENCHKEY0000XYZ',
  secret: 'bench-secret',
  simulated: true,
  regions: ['cn-hangzhou'],
  syncIntervalMin: 0,
});
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
    goal: seconds < 60 ? 'met' : 'MISSED',
  });
}

console.log(
  `report export, ${kind}, ${target.toLocaleString('en')} rows (set up in ${setupSeconds.toFixed(0)} s), ` +
    `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
);
console.table(results);
await s.close();
process.exit(0);
