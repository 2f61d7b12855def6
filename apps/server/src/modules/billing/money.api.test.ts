import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { sql } from 'drizzle-orm';
import { call, ok, testApp } from '../../../test/harness.ts';
import { customer, funded, key, platform, spendBody } from './test/fixtures.ts';
import { expireVouchers } from './voucher.service.ts';

const t = await testApp();
const p = await platform(t);
const DAY = 86_400_000;
const later = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
const MINUTE = 60_000;
const balances = (token: string) => ok(t, calls.billingBalances, {}, { token });
const grant = (tenantId: string, amount: number, days: number, name = 'voucher') =>
  ok(
    t,
    calls.voucherGrant,
    { idempotencyKey: key(), tenantId, name, amount, expiresAt: later(days) },
    { token: p.token },
  );

describe('spending (consumption) draws vouchers, then allocated funds, then cash', () => {
  it('takes the earliest-expiring voucher first and records the split', async () => {
    const parent = await customer(t);
    const c = await customer(t, { parentId: parent.tenant.id });
    await funded(t, p, parent, 10_000);
    await funded(t, p, c, 5_000);
    await ok(
      t,
      calls.appropriate,
      { idempotencyKey: key(), subTenantId: c.tenant.id, amount: 2_000 },
      { token: parent.token },
    );
    await grant(c.tenant.id, 300, 30, 'late');
    await grant(c.tenant.id, 200, 10, 'early');
    const s = await ok(t, calls.spendPost, spendBody(c.tenant.id, 2_700), { token: p.token });
    expect(s.txnId).not.toBe('');
    const [row] = (await ok(t, calls.consumptionList, {}, { token: c.token })).list;
    expect(row).toMatchObject({
      amount: 2_700,
      voucherPart: 500,
      allocatedPart: 2_000,
      cashPart: 200,
    });
    expect(await balances(c.token)).toMatchObject({ voucher: 0, allocated: 0, cash: 4_800 });

    await grant(c.tenant.id, 300, 30, 'late2');
    await grant(c.tenant.id, 200, 10, 'early2');
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 250), { token: p.token });
    const vouchers = await ok(t, calls.voucherList, { status: 'usable' }, { token: c.token });
    expect(vouchers.list.map((v) => [v.name, v.balance])).toEqual([['late2', 250]]);
  });

  it('refuses a spend larger than everything available, moving nothing; retries move once', async () => {
    const c = await customer(t);
    await funded(t, p, c, 1_000);
    const over = await call(t, calls.spendPost, spendBody(c.tenant.id, 1_001), { token: p.token });
    expect(over.code).toBe(400);
    expect(over.message).toMatch(/¥10\.00/);
    const body = spendBody(c.tenant.id, 400);
    const first = await ok(t, calls.spendPost, body, { token: p.token });
    expect(await ok(t, calls.spendPost, body, { token: p.token })).toEqual(first);
    expect((await balances(c.token)).cash).toBe(600);
    expect(
      (await call(t, calls.spendPost, { ...body, amount: 401 }, { token: p.token })).code,
    ).toBe(409);
  });

  it('lets only the platform post consumption', async () => {
    const c = await customer(t);
    await funded(t, p, c, 1_000);
    const self = await call(t, calls.spendPost, spendBody(c.tenant.id, 10), { token: c.token });
    expect(self.code).toBe(403);
    expect(
      (
        await call(
          t,
          calls.voucherGrant,
          {
            idempotencyKey: key(),
            tenantId: c.tenant.id,
            name: 'x',
            amount: 5,
            expiresAt: later(3),
          },
          { token: c.token },
        )
      ).code,
    ).toBe(403);
  });
});

describe('appropriation to sub-accounts (v3-8, v3-9)', () => {
  it('moves cash to a child tenant and recovers at most what it still holds', async () => {
    const parent = await customer(t);
    const child = await customer(t, { parentId: parent.tenant.id });
    await funded(t, p, parent, 10_000);
    await ok(
      t,
      calls.appropriate,
      { idempotencyKey: key(), subTenantId: child.tenant.id, amount: 3_000, remark: 'Q4' },
      { token: parent.token },
    );
    await ok(t, calls.spendPost, spendBody(child.tenant.id, 1_000), { token: p.token });
    const [sub] = await ok(t, calls.subAccountList, {}, { token: parent.token });
    expect(sub).toMatchObject({
      tenantId: child.tenant.id,
      allocated: 2_000,
      appropriatedTotal: 3_000,
    });
    const tooMuch = await call(
      t,
      calls.recover,
      { idempotencyKey: key(), subTenantId: child.tenant.id, amount: 2_001 },
      { token: parent.token },
    );
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.message).toMatch(/¥20\.00/);
    await ok(
      t,
      calls.recover,
      { idempotencyKey: key(), subTenantId: child.tenant.id, amount: 2_000 },
      { token: parent.token },
    );
    expect((await balances(parent.token)).cash).toBe(9_000);
    expect(await balances(child.token)).toMatchObject({ allocated: 0 });
    const records = await ok(t, calls.appropriationList, {}, { token: parent.token });
    expect(records.list.map((r) => r.direction)).toEqual(['recover', 'appropriate']);
    const over = await call(
      t,
      calls.appropriate,
      { idempotencyKey: key(), subTenantId: child.tenant.id, amount: 9_001 },
      { token: parent.token },
    );
    expect(over.code).toBe(400);
  });

  it('refuses a tenant that is not the caller’s child', async () => {
    const a = await customer(t);
    const stranger = await customer(t);
    await funded(t, p, a, 1_000);
    const res = await call(
      t,
      calls.appropriate,
      { idempotencyKey: key(), subTenantId: stranger.tenant.id, amount: 100 },
      { token: a.token },
    );
    expect(res.code).toBe(404);
    expect((await balances(a.token)).cash).toBe(1_000);
  });
});

describe('vouchers (v3-10)', () => {
  it('expire through the ledger: the rest goes back, the list shows them expired', async () => {
    const c = await customer(t);
    await grant(c.tenant.id, 1_000, MINUTE / DAY, 'short');
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 400), { token: p.token });
    t.clock.advance(2 * MINUTE);
    expect((await balances(c.token)).voucher).toBe(0);
    expect(await expireVouchers(t.database.db, t.clock.now())).toBe(1);
    expect(await expireVouchers(t.database.db, t.clock.now())).toBe(0);
    const [v] = (await ok(t, calls.voucherList, { status: 'expired' }, { token: c.token })).list;
    expect(v).toMatchObject({ name: 'short', faceValue: 1_000, expiredAmount: 600, balance: 0 });
    const history = await ok(
      t,
      calls.ledgerHistory,
      { kind: 'voucher_expire' },
      { token: c.token },
    );
    expect(history.list[0]).toMatchObject({ amount: -600, balanceAfter: 0, account: 'voucher' });
    // An expired voucher is never drawn, even before the sweep runs.
    await grant(c.tenant.id, 500, MINUTE / DAY, 'another');
    t.clock.advance(2 * MINUTE);
    expect(
      (await call(t, calls.spendPost, spendBody(c.tenant.id, 1), { token: p.token })).code,
    ).toBe(400);
  });
});

describe('ledger history (billing/ledger/list)', () => {
  it('shows each entry whole, newest first, with the total under the filters', async () => {
    const c = await customer(t);
    await funded(t, p, c, 1_000);
    await grant(c.tenant.id, 300, 30, 'welcome');
    const s = await ok(t, calls.spendPost, spendBody(c.tenant.id, 500), { token: p.token });
    const all = await ok(t, calls.ledgerHistory, { page: 1, pageSize: 2 }, { token: c.token });
    expect(all.total).toBe(4);
    expect(all.list.map((e) => e.kind)).toEqual(['spend', 'spend']);
    // The posting's time as Date#toISOString writes it (milliseconds, UTC).
    const at = all.list[0]!.createdAt;
    expect(new Date(at).toISOString()).toBe(at);
    expect(Math.abs(Date.parse(at) - t.clock.now().getTime())).toBeLessThan(60_000);
    const common = { txnId: s.txnId, kind: 'spend', memo: expect.any(String), createdAt: at };
    expect(all.list).toEqual([
      {
        ...common,
        id: expect.any(String),
        account: 'cash',
        accountName: null,
        amount: -200,
        balanceAfter: 800,
      },
      {
        ...common,
        id: expect.any(String),
        account: 'voucher',
        accountName: 'welcome',
        amount: -300,
        balanceAfter: 0,
      },
    ]);
    expect(Number(all.list[0]!.id)).toBeGreaterThan(Number(all.list[1]!.id));
    const second = await ok(t, calls.ledgerHistory, { page: 2, pageSize: 2 }, { token: c.token });
    expect(second.list.map((e) => e.kind).sort()).toEqual(['recharge', 'voucher_grant']);
    const cash = await ok(t, calls.ledgerHistory, { account: 'cash' }, { token: c.token });
    expect(cash.list.map((e) => e.amount)).toEqual([-200, 1_000]);
    const spends = await ok(t, calls.ledgerHistory, { kind: 'spend' }, { token: c.token });
    expect(spends.total).toBe(2);
    const past = await ok(
      t,
      calls.ledgerHistory,
      { page: 9, pageSize: 2, kind: 'recharge' },
      { token: c.token },
    );
    expect(past).toEqual({ list: [], total: 1, page: 9, pageSize: 2 });
  });
});

describe('refunds (v3-13, v3-14)', () => {
  it('returns an order’s voucher part to its voucher and its cash to cash', async () => {
    const c = await customer(t);
    await funded(t, p, c, 1_000);
    await grant(c.tenant.id, 300, 30, 'v');
    const s = await ok(t, calls.spendPost, spendBody(c.tenant.id, 800), { token: p.token });
    const r = await ok(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'order', consumptionId: s.id, reason: 'released' },
      { token: c.token },
    );
    const dup = await call(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'order', consumptionId: s.id, reason: 'again' },
      { token: c.token },
    );
    expect(dup.code).toBe(409);
    expect(await balances(c.token)).toMatchObject({ voucher: 0, cash: 500 });
    await ok(
      t,
      calls.refundReview,
      { idempotencyKey: key(), id: r.id, approve: true },
      { token: p.token },
    );
    expect(await balances(c.token)).toMatchObject({ voucher: 300, cash: 1_000 });
    const [row] = (await ok(t, calls.refundList, {}, { token: c.token })).list;
    expect(row).toMatchObject({ status: 'approved', voucherPart: 300, cashPart: 500 });
    const [consumption] = (await ok(t, calls.consumptionList, {}, { token: c.token })).list;
    expect(consumption).toMatchObject({ refunded: 800, refundable: 0 });
  });

  it('holds refunded cash while under review; rejection gives it back', async () => {
    const c = await customer(t);
    await funded(t, p, c, 1_000);
    const over = await call(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'cash', amount: 1_001, reason: 'x' },
      { token: c.token },
    );
    expect(over.code).toBe(400);
    const r = await ok(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'cash', amount: 600, reason: 'closing' },
      { token: c.token },
    );
    expect(await balances(c.token)).toMatchObject({ cash: 400, refundInFlight: 600 });
    await ok(
      t,
      calls.refundReview,
      { idempotencyKey: key(), id: r.id, approve: false, reason: 'contract' },
      { token: p.token },
    );
    expect(await balances(c.token)).toMatchObject({ cash: 1_000, refundInFlight: 0 });
    const r2 = await ok(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'cash', amount: 250, reason: 'closing' },
      { token: c.token },
    );
    await ok(
      t,
      calls.refundReview,
      { idempotencyKey: key(), id: r2.id, approve: true },
      { token: p.token },
    );
    expect(await balances(c.token)).toMatchObject({ cash: 750, refundInFlight: 0 });
    const missing = await call(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'order', reason: 'x' },
      { token: c.token },
    );
    expect(missing.code).toBe(400);
    expect(missing.message).toMatch(/consumptionId/);
  });
});

describe('the ledger in the database', () => {
  it('refuses an unbalanced transaction and any change to posted entries', async () => {
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        const r = (await tx.execute(
          sql`insert into ledger_transactions (kind, created_at) values ('spend', now()) returning id`,
        )) as unknown as { rows: { id: string }[] };
        const [acct] = (
          (await tx.execute(sql`select id from ledger_accounts limit 1`)) as unknown as {
            rows: { id: string }[];
          }
        ).rows;
        await tx.execute(
          sql`insert into ledger_entries (txn_id, account_id, amount) values (${r.rows[0]!.id}, ${acct!.id}, 5)`,
        );
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      db.execute(sql`update ledger_accounts set balance = -1 where tenant_id is not null`),
    ).rejects.toThrow();
  });

  it('balances every transaction and keeps every balance equal to its entries', async () => {
    const r = (await t.database.db.execute(sql`
      select (select count(*) from (select txn_id from ledger_entries group by txn_id having sum(amount) <> 0) x)::int as unbalanced,
             (select count(*) from ledger_accounts a where a.tenant_id is not null and a.balance <>
               coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0))::int as drift,
             (select coalesce(sum(amount), 0) from ledger_entries)::bigint as total`)) as unknown as {
      rows: { unbalanced: number; drift: number; total: string }[];
    };
    expect(r.rows[0]).toMatchObject({ unbalanced: 0, drift: 0 });
    expect(Number(r.rows[0]!.total)).toBe(0);
  });
});
