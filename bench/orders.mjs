#!/usr/bin/env node
// Value-added orders on PostgreSQL: getPrice latency (the one price function behind the call's
// service), and order/commit from a one-line cart at 32 concurrent clients (pricing again, the
// order, the wallet spend in the same transaction, the key), beside the ledger's own spend in
// the same run.
// Usage: node bench/orders.mjs [--seconds 10] [--clients 32] [--tenants 128]
// Goals (issue 13): getPrice p95 < 50 ms; commit throughput reported beside the ledger spend.
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { args, benchPlatform, benchUser, scratchDatabase } from './bench-db.mjs';

const seconds = Number(args.seconds ?? 10);
const clients = Number(args.clients ?? 32);
const tenantCount = Number(args.tenants ?? 128);
const imp = (p) => tsImport(p, import.meta.url);

const { openPostgres } = await imp('../apps/server/src/db/client.ts');
const { runMigrations } = await imp('../apps/server/src/db/migrate.ts');
const { spend } = await imp('../apps/server/src/modules/billing/spend.service.ts');
const { reviewRecharge, submitRecharge } = await imp(
  '../apps/server/src/modules/billing/recharge.service.ts',
);
const { systemContext } = await imp('../apps/server/src/lib/request-context.ts');
const { standaloneDeps } = await imp('../apps/server/src/lib/standalone-context.ts');
const { AUDIT_CODE_LIST } = await imp('../packages/contract/src/index.ts');
const { DEMO_PRODUCTS } = await imp('../apps/server/src/demo/demo-products.ts');
const { upsertProduct } = await imp('../apps/server/src/modules/orders/orders.repository.ts');
const { productPrice } = await imp('../apps/server/src/modules/orders/catalogue.service.ts');
const { addToCart } = await imp('../apps/server/src/modules/orders/cart.service.ts');
const { commitOrder } = await imp('../apps/server/src/modules/orders/orders.service.ts');

const scratch = await scratchDatabase('ecloud_bench_orders_');
const handle = openPostgres(scratch.url, clients + 2);
const { db, pool } = handle;
const q = (text, params) => pool.query(text, params);

try {
  await runMigrations(handle);
  for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);
  const deps = standaloneDeps(db);
  const userOf = benchUser(q);
  const platform = await benchPlatform(q);
  const auditor = systemContext(deps, {
    tenantId: platform,
    userId: await userOf(platform, 'auditor'),
    authCodes: AUDIT_CODE_LIST.join(','),
  });
  const account = (
    await q(
      `insert into public_accounts (account_name, bank_name, account_no) values ('e', 'b', '0200004509200123456') returning id`,
    )
  ).rows[0].id;
  const buyers = [];
  for (let i = 0; i < tenantCount; i++) {
    const t = (await q(`insert into tenants (name) values ($1) returning id`, [`T${i}`])).rows[0]
      .id;
    const ctx = systemContext(deps, {
      tenantId: t,
      userId: await userOf(t, i),
      tenantName: `T${i}`,
    });
    const r = await submitRecharge(ctx, {
      idempotencyKey: randomUUID(),
      amount: 10_000_000_000,
      payerName: 'p',
      payerBank: 'b',
      payerAccount: '62220210123488',
      transferRef: `TR${i}`,
      transferDate: '2026-01-01',
      publicAccountId: account,
      remark: '',
    });
    await reviewRecharge(auditor, { idempotencyKey: randomUUID(), id: r.id, approve: true });
    buyers.push(ctx);
  }
  const pick = () => buyers[Math.floor(Math.random() * buyers.length)];
  const ITEM = {
    code: 'waf',
    attrs: { edition: 'business', domains: 30, originHttps: 'yes', origin: '203.0.113.7' },
    months: 12,
    quantity: 2,
  };

  /** Runs `op` from `clients` loops for the time given; `op` answers the milliseconds to count. */
  async function measure(label, op) {
    const latencies = [];
    let failed = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < end) {
          try {
            latencies.push(await op());
          } catch (e) {
            if (++failed < 3) console.error(label, e.message);
          }
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const p = (x) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * x))];
    return {
      label,
      perSecond: latencies.length / seconds,
      p50: p(0.5),
      p95: p(0.95),
      p99: p(0.99),
      failed,
    };
  }
  const timed = async (f) => {
    const t0 = process.hrtime.bigint();
    await f();
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };

  const price = await measure('getPrice', () => timed(() => productPrice(pick(), ITEM)));
  const final = (await productPrice(buyers[0], ITEM)).finalFen;
  const commit = await measure('order/commit (one-line cart)', async () => {
    const ctx = pick();
    const { id } = await addToCart(ctx, ITEM);
    return timed(() =>
      commitOrder(ctx, { idempotencyKey: randomUUID(), cartIds: [id], expectedFen: final }),
    );
  });
  let n = 0;
  const ledger = await measure('ledger spend', () =>
    timed(() =>
      spend(auditor, {
        idempotencyKey: randomUUID(),
        tenantId: pick().auth.user.tenantId,
        amount: 1 + Math.floor(Math.random() * 10_000),
        source: 'cloud',
        sourceRef: `U${++n}`,
        provider: 'ALI',
        description: 'bench',
      }),
    ),
  );
  const f = (x) => x.toFixed(1).padStart(8);
  console.log(`PostgreSQL, ${clients} clients, ${seconds} s each, ${tenantCount} tenants`);
  console.log('                               ops/s      p50 ms   p95 ms   p99 ms  failed');
  for (const r of [price, commit, ledger]) {
    console.log(
      `${r.label.padEnd(30)} ${f(r.perSecond)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.failed).padStart(6)}`,
    );
  }
  console.log(`getPrice p95 goal < 50 ms: ${price.p95 < 50 ? 'met' : 'missed'}`);
} finally {
  await handle.close?.();
  await pool.end().catch(() => undefined);
  await scratch.drop();
}
