#!/usr/bin/env node
// Money operations per second on PostgreSQL: 32 concurrent clients, each running the ledger's
// spend (idempotency key, tenant gate and account locks, balanced entries, balance updates, the
// consumption record, the partner's rebate), beside a bare INSERT of the same rows in the same
// run (one transaction each, no locks, no checks, into copies of the tables without triggers):
// the physical limit of this database for that much writing.
// Usage: node bench/ledger-ops.mjs [--seconds 10] [--clients 32] [--tenants 512]
// Goal (issues #4 and #10): >= 1,000 operations/s, >= 1/4 of the bare-insert rate, p99 <= 100 ms.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { args, benchPlatform, benchUser } from './bench-db.mjs';

const seconds = Number(args.seconds ?? 10);
const clients = Number(args.clients ?? 32);
const tenantCount = Number(args.tenants ?? 512);
const partnerCount = Number(args.partners ?? 8);
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const { openPostgres } = await tsImport('../apps/server/src/db/client.ts', import.meta.url);
const { runMigrations } = await tsImport('../apps/server/src/db/migrate.ts', import.meta.url);
const { spend } = await tsImport(
  '../apps/server/src/modules/billing/spend.service.ts',
  import.meta.url,
);
const { reviewRecharge, submitRecharge } = await tsImport(
  '../apps/server/src/modules/billing/recharge.service.ts',
  import.meta.url,
);
// Billing services take a ServiceContext and check who may themselves (as for the API).
const { systemContext } = await tsImport(
  '../apps/server/src/lib/request-context.ts',
  import.meta.url,
);
const { atMoment, standaloneDeps } = await tsImport(
  '../apps/server/src/lib/standalone-context.ts',
  import.meta.url,
);
const { AUDIT_CODE_LIST } = await tsImport('../packages/contract/src/index.ts', import.meta.url);

const name = `ecloud_bench_ledger_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const handle = openPostgres(url.toString(), clients + 2);
const { db, pool } = handle;

try {
  await runMigrations(handle);
  const q = (text, params) => pool.query(text, params);
  const platform = await benchPlatform(q);
  const userOf = benchUser(q);
  const deps = standaloneDeps(db);
  const as = (who, at) => atMoment(systemContext(deps, who), at);
  const auditor = {
    tenantId: platform,
    userId: await userOf(platform, 'auditor'),
    name: 'a',
    authCodes: AUDIT_CODE_LIST.join(','),
  };
  const operator = systemContext(deps, auditor);
  // Channel partners (8), each with a share of the customers, so rebates accrue as in life.
  const partners = [];
  for (let i = 0; i < partnerCount; i++) {
    partners.push(
      (await q(`insert into tenants (name, kind) values ($1, 'channel') returning id`, [`K${i}`]))
        .rows[0].id,
    );
  }
  const account = (
    await q(
      `insert into public_accounts (account_name, bank_name, account_no) values ('e', 'b', '0200004509200123456') returning id`,
    )
  ).rows[0].id;
  const tenants = [];
  const now = new Date();
  for (let i = 0; i < tenantCount; i++) {
    const parent = i % 2 && partners.length ? partners[i % partners.length] : null;
    const t = (
      await q(`insert into tenants (name, parent_id) values ($1, $2) returning id`, [
        `T${i}`,
        parent,
      ])
    ).rows[0].id;
    const who = { tenantId: t, userId: await userOf(t, i), name: 'x', tenantName: `T${i}` };
    const r = await submitRecharge(as(who, now), {
      idempotencyKey: randomUUID(),
      amount: 1_000_000_000,
      payerName: 'p',
      payerBank: 'b',
      payerAccount: '62220210123488',
      transferRef: `TR${i}`,
      transferDate: '2026-01-01',
      publicAccountId: account,
      remark: '',
    });
    await reviewRecharge(as(auditor, now), {
      idempotencyKey: randomUUID(),
      id: r.id,
      approve: true,
    });
    tenants.push(t);
  }
  // Copies of the written tables without triggers, checks or foreign keys: the bare INSERT.
  for (const t of [
    'idempotency_keys',
    'ledger_transactions',
    'ledger_entries',
    'consumptions',
    'rebates',
  ]) {
    await q(`create table bare_${t} (like ${t} including defaults)`);
  }

  async function measure(label, op) {
    const latencies = [];
    let done = 0;
    let failed = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < end) {
          const t0 = process.hrtime.bigint();
          try {
            await op();
            done++;
          } catch (e) {
            failed++;
            if (failed < 3) console.error(label, e.message);
          }
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const p = (x) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * x))];
    return { label, perSecond: done / seconds, p50: p(0.5), p99: p(0.99), failed };
  }

  let n = 0;
  const pick = () => tenants[Math.floor(Math.random() * tenants.length)];
  const ledger = await measure('ledger spend', () =>
    spend(operator, {
      idempotencyKey: randomUUID(),
      tenantId: pick(),
      amount: 1 + Math.floor(Math.random() * 10_000),
      source: 'cloud',
      sourceRef: `U${++n}`,
      provider: 'ALI',
      description: 'bench',
    }),
  );

  // The same rows, written with no locks, no reads and no checks.
  const bare = await measure('bare INSERT', async () => {
    const c = await pool.connect();
    try {
      const tenant = pick();
      const amount = 1 + Math.floor(Math.random() * 10_000);
      await c.query('begin');
      await c.query(
        `insert into bare_idempotency_keys (tenant_id, key, operation, request_hash, created_at)
         values ($1, $2, 'spend', 'h', now())`,
        [platform, randomUUID()],
      );
      const txn = (
        await c.query(
          `insert into bare_ledger_transactions (id, kind, tenant_id, memo, created_at)
           values (nextval('ledger_transactions_id_seq'), 'spend', $1, 'm', now()) returning id`,
          [tenant],
        )
      ).rows[0].id;
      await c.query(
        `insert into bare_ledger_entries (id, txn_id, account_id, amount, balance_after)
         values (nextval('ledger_entries_id_seq'), $1, 1, $2, 0), (nextval('ledger_entries_id_seq'), $1, 2, $3, null)`,
        [txn, -amount, amount],
      );
      await c.query(
        `insert into bare_consumptions (tenant_id, source, source_ref, amount, voucher_part, allocated_part, cash_part, voucher_draws, txn_id, created_at)
         values ($1, 'cloud', 'r', $2, 0, 0, $2, '[]', $3, now())`,
        [tenant, amount, txn],
      );
      await c.query('commit');
    } finally {
      c.release();
    }
  });

  const fmt = (r) =>
    `${r.label.padEnd(14)} ${r.perSecond.toFixed(0).padStart(7)} ops/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms${r.failed ? `   (${r.failed} failed)` : ''}`;
  console.log(
    `PostgreSQL, ${clients} concurrent clients, ${seconds} s each, ${tenantCount} tenants`,
  );
  console.log(fmt(ledger));
  console.log(fmt(bare));
  const ratio = ledger.perSecond / bare.perSecond;
  console.log(
    `ledger / bare = ${(ratio * 100).toFixed(0)}%   goal: >= 1,000 ops/s (${ledger.perSecond >= 1000 ? 'met' : 'NOT met'}), >= 25% (${ratio >= 0.25 ? 'met' : 'NOT met'}) and p99 <= 100 ms (${ledger.p99 <= 100 ? 'met' : 'NOT met'})`,
  );
} finally {
  await handle.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
