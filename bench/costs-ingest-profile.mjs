#!/usr/bin/env node
// The PostgreSQL backend's own CPU (/proc/<pid>/stat, user + system) for bill ingestion's
// statements and their variants: COPY with the JSON columns as jsonb or text, and the move into
// a copy of cost_line_items with each index alone, all five, and the set issue 11 §3 kept.
// Load-insensitive where wall time is not (the machine is shared). Scratch database ingest_prof,
// dropped first. Usage: node bench/costs-ingest-profile.mjs [rows, 300000] [label filter]
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { benchOriginal, benchTags, benchX } from './lib/bench-bill-row.mjs';
const N = Number(process.argv[2] ?? 300000);
const only = process.argv[3];
const db = 'ingest_prof';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query(`drop database if exists ${db} with (force)`);
await admin.query(`create database ${db}`);
await admin.end();
const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}` });
await c.connect();
const pid = (await c.query('select pg_backend_pid() p')).rows[0].p;
const cpu = () => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const wal = async () => (await c.query('select pg_current_wal_lsn() l')).rows[0].l;
async function measure(label, fn) {
  await c.query('checkpoint');
  const w0 = await wal();
  const c0 = cpu();
  const t0 = performance.now();
  await fn();
  const t1 = performance.now();
  const c1 = cpu();
  const w1 = await wal();
  const wb = (await c.query(`select pg_wal_lsn_diff('${w1}','${w0}') d`)).rows[0].d;
  console.log(
    `${label.padEnd(70)} cpu ${(c1 - c0).toFixed(2)} s  wall ${((t1 - t0) / 1000).toFixed(2)} s  wal ${(wb / 1e6).toFixed(0)} MB  load ${os.loadavg()[0].toFixed(1)}`,
  );
}
// rows like bench/costs-ingest.mjs
const SERVICES = ['ECS', 'EBS', 'EIP', 'OSS', 'RDS', 'SLB', 'CDN', 'NAT', 'Redis', 'Log'];
const resources = Math.max(1, Math.ceil(N / (31 * 24)));
const T = '11111111-1111-4111-8111-111111111111',
  A = '22222222-2222-4222-8222-222222222222';
let text = '';
const parts = [];
for (let i = 0; i < N; i++) {
  const r = i % resources;
  const hour = Math.floor(i / resources);
  const day = `2026-03-${String(Math.floor(hour / 24) + 1).padStart(2, '0')}`;
  const start = new Date(Date.parse(`${day}T00:00:00+08:00`) + (hour % 24) * 3600000);
  const service = SERVICES[r % 10];
  const cost = 37 + ((r * 7919 + hour * 104729) % 4096);
  const tags = benchTags(r);
  const x = benchX(r, service);
  const original = benchOriginal(r, day, service, cost, tags);
  text +=
    [
      T,
      A,
      '2026-03-01',
      `${r}|${hour}`,
      start.toISOString(),
      new Date(start.getTime() + 3600000).toISOString(),
      day,
      cost,
      cost - (cost >> 4),
      cost + (cost >> 3),
      'CNY',
      'Usage',
      '\\N',
      `${service} pay-as-you-go`,
      service,
      r % 3 ? 'Compute' : 'Storage',
      `cn-region-${r % 5}`,
      `i-bench${String(r).padStart(8, '0')}`,
      `bench-${r}`,
      service.toLowerCase(),
      '1',
      'Hours',
      '1',
      'Hours',
      JSON.stringify(tags),
      JSON.stringify(x),
      JSON.stringify(original),
    ].join('\t') + '\n';
  if (text.length > 1e6) {
    parts.push(text);
    text = '';
  }
}
parts.push(text);
const STAGED = `tenant_id uuid not null, account_id uuid not null, billing_period_start date not null, line_key text not null,
 charge_period_start timestamptz not null, charge_period_end timestamptz not null, charge_date date not null, billed_cost bigint not null,
 effective_cost bigint not null, list_cost bigint not null, billing_currency text not null, charge_category text not null, charge_class text,
 charge_description text not null, service_name text not null, service_category text not null, region_id text not null, resource_id text not null,
 resource_name text not null, resource_type text not null, pricing_quantity numeric, pricing_unit text, consumed_quantity numeric, consumed_unit text`;
async function copyIn(table) {
  const s = c.query(copyFrom(`copy ${table} from stdin`));
  const done = new Promise((res, rej) => {
    s.on('finish', res);
    s.on('error', rej);
  });
  for (const p of parts) if (!s.write(p)) await new Promise((r) => s.once('drain', r));
  s.end();
  await done;
}
const run = (l) => !only || l.includes(only);
for (const [label, json] of only
  ? []
  : [
      ['COPY plain, tags/x/original jsonb', 'jsonb,jsonb,jsonb'],
      ['COPY plain, original text', 'jsonb,jsonb,text'],
      ['COPY plain, all three text', 'text,text,text'],
    ]) {
  const [a, b, d] = json.split(',');
  await c.query(
    `drop table if exists p; create table p (${STAGED}, tags ${a} not null, x ${b} not null, original ${d} not null)`,
  );
  await measure(label, () => copyIn('p'));
}
await c.query(
  `drop table if exists p; create table s (${STAGED}, tags jsonb not null, x jsonb not null, original jsonb not null)`,
);
await copyIn('s');
// Time-ordered ids (as UUIDv7 would be): a fixed random tail after an increasing counter.
await c.query(`alter table s add column id uuid`);
await c.query(
  `update s set id = (lpad(to_hex(n), 16, '0') || '7000a000' || '12345678')::uuid from (select ctid c2, row_number() over () + 1000000000 n from s) q where s.ctid = q.c2`,
);
await c.query('vacuum full s');
await c.query('vacuum analyze s');
const LI = (
  orig = 'jsonb',
  coll = '',
) => `create table li (id uuid default gen_random_uuid() not null, tenant_id uuid not null, account_id uuid not null, line_key text ${coll} not null,
 billing_period_start date not null, billing_period_end date not null, charge_period_start timestamptz not null, charge_period_end timestamptz not null,
 charge_date date not null, billed_cost bigint not null, effective_cost bigint not null, list_cost bigint not null, billing_currency text not null,
 charge_category text not null, charge_class text, charge_description text default '' not null, provider_name text not null, sub_account_id text not null,
 service_name text ${coll} not null, service_category text not null, region_id text default '' not null, resource_id text ${coll} default '' not null, resource_name text default '' not null,
 resource_type text default '' not null, pricing_quantity numeric, pricing_unit text, consumed_quantity numeric, consumed_unit text, commitment_discount_id text,
 tags jsonb default '{}' not null, x jsonb default '{}' not null, original ${orig} not null)`;
const IDX = {
  pkey: 'alter table li add primary key (id)',
  key: 'create unique index li_key on li (account_id, billing_period_start, line_key)',
  tdate: 'create index li_td on li (tenant_id, charge_date)',
  tres: 'create index li_tr on li (tenant_id, resource_id)',
  tsd: 'create index li_tsd on li (tenant_id, service_name, charge_date)',
  period: 'create index li_period on li (account_id, billing_period_start)',
};
const MOVE = (
  idExpr = '',
) => `insert into li (${idExpr ? 'id, ' : ''}tenant_id, account_id, line_key, billing_period_start, billing_period_end, charge_period_start, charge_period_end, charge_date, billed_cost, effective_cost, list_cost, billing_currency, charge_category, charge_class, charge_description, provider_name, sub_account_id, service_name, service_category, region_id, resource_id, resource_name, resource_type, pricing_quantity, pricing_unit, consumed_quantity, consumed_unit, tags, x, original)
 select ${idExpr ? idExpr + ', ' : ''}tenant_id, account_id, line_key, billing_period_start, '2026-04-01', charge_period_start, charge_period_end, charge_date, billed_cost, effective_cost, list_cost, billing_currency, charge_category, charge_class, charge_description, 'ALI', 'sub', service_name, service_category, region_id, resource_id, resource_name, resource_type, pricing_quantity, pricing_unit, consumed_quantity, consumed_unit, tags, x, ORIG from s`;
const variants = [
  ['move, pkey only, ordered ids', ['pkey'], { idExpr: 'id' }],
  ['move, period only (non-unique)', ['period'], {}],
  [
    'move, ordered pkey, period, tdate, tres, tsd',
    ['pkey', 'period', 'tdate', 'tres', 'tsd'],
    { idExpr: 'id' },
  ],
  ['move, ordered pkey, period, tdate, tsd', ['pkey', 'period', 'tdate', 'tsd'], { idExpr: 'id' }],
  ['move, no indexes', [], {}],
  ['move, pkey only', ['pkey'], {}],
  ['move, key only', ['key'], {}],
  ['move, tenant_date only', ['tdate'], {}],
  ['move, tenant_resource only', ['tres'], {}],
  ['move, tenant_service_date only', ['tsd'], {}],
  ['move, all five', ['pkey', 'key', 'tdate', 'tres', 'tsd'], {}],
  ['move, all five, original text', ['pkey', 'key', 'tdate', 'tres', 'tsd'], { orig: 'text' }],
  ['move, all five, collate C', ['pkey', 'key', 'tdate', 'tres', 'tsd'], { coll: 'collate "C"' }],
  ['move, key only, collate C', ['key'], { coll: 'collate "C"' }],
  ['move, tenant_resource only, collate C', ['tres'], { coll: 'collate "C"' }],
];
if (run('move, key check'))
  await measure('move, key check (hash the staged keys, as refuseRepeatedKeys)', async () => {
    await c.query(`set work_mem = '128MB'; set enable_sort = off`);
    await c.query(`select line_key from s group by line_key having count(*) > 1 limit 1`);
    await c.query(`reset work_mem; reset enable_sort`);
  });
for (const [label, idx, o] of variants) {
  if (!run(label)) continue;
  await c.query('drop table if exists li');
  await c.query(LI(o.orig, o.coll));
  for (const i of idx) await c.query(IDX[i]);
  await measure(label, () =>
    c.query(MOVE(o.idExpr).replace('ORIG', o.orig === 'text' ? 'original::text' : 'original')),
  );
}
await c.end();
