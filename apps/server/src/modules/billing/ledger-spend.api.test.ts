import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_CODE_LIST, ResultCode, formatFen } from '@ecloud/contract';
import { freshDatabase } from '../../../test/harness.ts';
import { AppError } from '../../lib/errors.ts';
import { systemContext } from '../../lib/request-context.ts';
import { standaloneDeps } from '../../lib/standalone-context.ts';
import { lockAccounts, ownerAccountIds, platformAccounts, post, rows } from './ledger.ts';
import { balancesOf } from './balances.repository.ts';
import { spend, type SpendRequest } from './spend.service.ts';
import { transaction } from './transaction.ts';

// The spend as one statement (ledger_spend, migration 0007) and the partner's rebate accrued
// through a queue instead of its balance row. Runs on PGlite and on PostgreSQL.
const database = await freshDatabase();
const { db } = database;
afterAll(() => database.close());

const now = new Date();
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;
const tenant = async (name: string, kind: string, parent: string | null) =>
  (
    await one<{ id: string }>(
      sql`insert into tenants (name, kind, parent_id) values (${name}, ${kind}, ${parent}) returning id`,
    )
  ).id;

const partner = await tenant('K', 'channel', null);
await db.execute(
  sql`insert into billing_profiles (tenant_id, rebate_rate_bp) values (${partner}, 800)`,
);
const customer = await tenant('C', 'enterprise', partner);
// Consumption is posted by the platform's operations staff (the service checks it).
const platform = await tenant('Platform', 'enterprise', null);
await db.execute(sql`insert into platform_tenants (tenant_id) values (${platform})`);
const operator = systemContext(standaloneDeps(db, { now: () => now }), {
  tenantId: platform,
  userId: randomUUID(),
  authCodes: AUDIT_CODE_LIST.join(','),
});
await transaction(db, async (tx) => {
  const platform = await platformAccounts(tx, db);
  const own = await ownerAccountIds(tx, db, customer);
  const locked = await lockAccounts(tx, [own.cash]);
  await post(
    tx,
    {
      kind: 'recharge',
      tenantId: customer,
      now,
      legs: [
        { accountId: platform.bank, amount: -100_000 },
        { accountId: own.cash, amount: 100_000 },
      ],
    },
    locked,
  );
});
const rebateAccount = (await ownerAccountIds(db, db, partner)).rebate;

const request = (over: Partial<SpendRequest> = {}): SpendRequest => ({
  idempotencyKey: randomUUID(),
  tenantId: customer,
  amount: 10_000,
  source: 'cloud',
  sourceRef: 'U1',
  provider: 'ALI',
  description: 'test',
  ...over,
});
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};
const count = async (table: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).n;
const column = async () =>
  Number(
    (
      await one<{ b: string }>(
        sql`select balance as b from ledger_accounts where id = ${rebateAccount}`,
      )
    ).b,
  );
const entries = async () =>
  Number(
    (
      await one<{ s: string }>(
        sql`select coalesce(sum(amount), 0) as s from ledger_entries where account_id = ${rebateAccount}`,
      )
    ).s,
  );

describe('a spend in one statement', () => {
  it('posts, answers a repeated key with the first result, and refuses a reused key', async () => {
    const req = request();
    const first = await spend(operator, req);
    expect(await spend(operator, req)).toEqual(first);
    expect(await count('consumptions')).toBe(1);
    const reused = await refusal(spend(operator, { ...req, amount: 1 }));
    expect(reused.code).toBe(ResultCode.conflict);
    expect(await count('consumptions')).toBe(1);
  });

  it('refuses what the tenant does not have and stores no key, so a retry may run later', async () => {
    const req = request({ amount: 10_000_000 });
    const e = await refusal(spend(operator, req));
    expect(e.key).toBe('billing.insufficient');
    expect(e.params).toEqual({ available: formatFen(90_000) });
    const keys = await one<{ n: number }>(
      sql`select count(*)::int as n from idempotency_keys where key = ${req.idempotencyKey}`,
    );
    expect(keys.n).toBe(0);
  });

  it('answers an unknown tenant with not-found', async () => {
    const e = await refusal(spend(operator, request({ tenantId: randomUUID() })));
    expect(e.code).toBe(ResultCode.notFound);
  });
});

describe("the partner's rebate, accrued without touching its balance row", () => {
  it('queues the accrual, counts it as available, and settles it when the account is locked', async () => {
    await db.execute(sql`select ledger_settle(array[${rebateAccount}]::bigint[])`);
    const before = await column();
    await spend(operator, request({ amount: 5_000 }));
    // 8% of 50.00 = 4.00: posted in the ledger, queued, the balance row untouched.
    expect(await entries()).toBe(before + 400);
    expect(await column()).toBe(before);
    expect(await count('rebate_accruals')).toBeGreaterThan(0);
    expect((await balancesOf(db, partner, now)).rebate).toBe(before + 400);
    // A withdrawal or refund locks the account first: the lock folds the queue in.
    const locked = await transaction(db, (tx) => lockAccounts(tx, [rebateAccount]));
    expect(locked.get(rebateAccount)!.balance).toBe(before + 400);
    expect(await column()).toBe(before + 400);
    expect(await column()).toBe(await entries());
    expect(await count('rebate_accruals')).toBe(0);
  });

  it('lets the spend that finds 32 accruals waiting fold them in, so the queue stays short', async () => {
    await db.execute(sql`select ledger_settle(array[${rebateAccount}]::bigint[])`);
    for (let i = 1; i <= 31; i++) await spend(operator, request({ amount: 100 }));
    expect(await count('rebate_accruals')).toBe(31);
    await spend(operator, request({ amount: 100 }));
    expect(await count('rebate_accruals')).toBe(0);
    expect(await column()).toBe(await entries());
  });
});

describe('the balance check at insert', () => {
  it('still refuses a transaction whose entries do not sum to zero', async () => {
    const platform = await platformAccounts(db, db);
    const e = await transaction(db, async (tx) => {
      const [t] = await rows<{ id: string }>(
        tx,
        sql`insert into ledger_transactions (kind, created_at) values ('spend', now()) returning id`,
      );
      await tx.execute(
        sql`insert into ledger_entries (txn_id, account_id, amount) values
              (${t!.id}, ${platform.bank}, 5), (${t!.id}, ${platform.margin}, -4)`,
      );
    }).then(
      () => null,
      (x: unknown) => x as { code?: string; cause?: { code?: string } },
    );
    expect(e?.code ?? e?.cause?.code).toBe('23514');
  });
});
