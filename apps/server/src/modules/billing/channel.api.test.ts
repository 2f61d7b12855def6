import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { customer, funded, key, platform, spendBody } from './test/fixtures.ts';

const t = await testApp();
const p = await platform(t);

const bank = { accountName: 'Partner Co.', bankName: 'CMB', accountNo: '6214 8301 2345 6789' };

describe('channel partners: rebates, withdrawals, agent customers (v3-3, v3-15)', () => {
  it('accrues the partner’s rate on its customers’ paid consumption and withdraws it', async () => {
    const partner = await customer(t, { kind: 'channel' });
    await ok(
      t,
      calls.partnerRateSet,
      { tenantId: partner.tenant.id, rateBp: 1000 },
      { token: p.token },
    );
    const c = await customer(t, { parentId: partner.tenant.id });
    await funded(t, p, c, 100_000);
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 12_345), { token: p.token });
    const summary = await ok(t, calls.rebateSummary, {}, { token: partner.token });
    expect(summary).toMatchObject({ rateBp: 1000, available: 1_234, accruedTotal: 1_234 });
    const [rebate] = (await ok(t, calls.rebateList, {}, { token: partner.token })).list;
    expect(rebate).toMatchObject({ customerTenantId: c.tenant.id, base: 12_345, amount: 1_234 });
    const [agent] = (await ok(t, calls.agentCustomerList, {}, { token: partner.token })).list;
    expect(agent).toMatchObject({ tenantId: c.tenant.id, totalSpend: 12_345, rebateTotal: 1_234 });

    const { id: bankId } = await ok(t, calls.bankAccountAdd, bank, { token: partner.token });
    const unverified = await call(
      t,
      calls.withdrawalSubmit,
      { idempotencyKey: key(), amount: 100, bankAccountId: bankId },
      { token: partner.token },
    );
    expect(unverified.code).toBe(400);
    await ok(t, calls.bankAccountVerify, { id: bankId, approve: true }, { token: p.token });
    const [acct] = (await ok(t, calls.bankAccountList, {}, { token: partner.token })).list;
    expect(acct).toMatchObject({ status: 'verified', isDefault: true, used: false });

    const over = await call(
      t,
      calls.withdrawalSubmit,
      { idempotencyKey: key(), amount: 1_235, bankAccountId: bankId },
      { token: partner.token },
    );
    expect(over.code).toBe(400);
    const w = await ok(
      t,
      calls.withdrawalSubmit,
      { idempotencyKey: key(), amount: 1_000, bankAccountId: bankId },
      { token: partner.token },
    );
    expect(await ok(t, calls.rebateSummary, {}, { token: partner.token })).toMatchObject({
      available: 234,
      inFlight: 1_000,
    });
    const inUse = await call(t, calls.bankAccountDelete, { id: bankId }, { token: partner.token });
    expect(inUse.code).toBe(409);
    const [usedAcct] = (await ok(t, calls.bankAccountList, {}, { token: partner.token })).list;
    expect(usedAcct).toMatchObject({ id: bankId, used: true });
    await ok(
      t,
      calls.withdrawalReview,
      { idempotencyKey: key(), id: w.id, approve: true },
      { token: p.token },
    );
    expect(await ok(t, calls.rebateSummary, {}, { token: partner.token })).toMatchObject({
      available: 234,
      inFlight: 0,
      withdrawnTotal: 1_000,
    });
    const w2 = await ok(
      t,
      calls.withdrawalSubmit,
      { idempotencyKey: key(), amount: 200, bankAccountId: bankId },
      { token: partner.token },
    );
    await ok(
      t,
      calls.withdrawalCancel,
      { idempotencyKey: key(), id: w2.id },
      { token: partner.token },
    );
    const records = await ok(t, calls.withdrawalList, {}, { token: partner.token });
    expect(records.list.map((r) => r.status)).toEqual(['cancelled', 'paid']);
    expect(records.list[0]!.accountNoMasked).toBe('**** 6789');
    expect((await ok(t, calls.rebateSummary, {}, { token: partner.token })).available).toBe(234);
  });

  it('takes back what it can of a rebate when the consumption is refunded', async () => {
    const partner = await customer(t, { kind: 'channel' });
    const c = await customer(t, { parentId: partner.tenant.id });
    await funded(t, p, c, 10_000);
    const s = await ok(t, calls.spendPost, spendBody(c.tenant.id, 10_000), { token: p.token });
    expect((await ok(t, calls.rebateSummary, {}, { token: partner.token })).available).toBe(500);
    const r = await ok(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'order', consumptionId: s.id, reason: 'x' },
      { token: c.token },
    );
    await ok(
      t,
      calls.refundReview,
      { idempotencyKey: key(), id: r.id, approve: true },
      { token: p.token },
    );
    expect((await ok(t, calls.rebateSummary, {}, { token: partner.token })).available).toBe(0);
    const list = await ok(t, calls.rebateList, {}, { token: partner.token });
    expect(list.list.map((x) => x.amount).sort()).toEqual([-500, 500]);
  });

  it('refuses channel-only calls to non-channel tenants, even with all', async () => {
    const admin = await customer(t);
    for (const [def, input] of [
      [calls.rebateSummary, {}],
      [calls.rebateList, {}],
      [calls.agentCustomerList, {}],
      [calls.withdrawalList, {}],
      [
        calls.withdrawalSubmit,
        { idempotencyKey: key(), amount: 1, bankAccountId: crypto.randomUUID() },
      ],
    ] as const) {
      expect((await call(t, def, input, { token: admin.token })).code, def.path).toBe(403);
    }
    // A channel partner never reaches the enterprise-only screens.
    const partner = await customer(t, { kind: 'channel' });
    expect((await call(t, calls.rechargeList, {}, { token: partner.token })).code).toBe(403);
    expect((await call(t, calls.appropriationList, {}, { token: partner.token })).code).toBe(403);
  });

  it('keeps bank accounts per tenant: add, reject, default, delete when unused', async () => {
    const a = await customer(t, { kind: 'channel' });
    const b = await customer(t, { kind: 'channel' });
    const one = await ok(t, calls.bankAccountAdd, bank, { token: a.token });
    const dup = await call(
      t,
      calls.bankAccountAdd,
      { ...bank, accountNo: '6214830123456789' },
      { token: a.token },
    );
    expect(dup.code).toBe(409);
    const two = await ok(
      t,
      calls.bankAccountAdd,
      { ...bank, accountNo: '6217 0000 1111 2222' },
      { token: a.token },
    );
    expect(
      (await call(t, calls.bankAccountSetDefault, { id: two.id }, { token: a.token })).code,
    ).toBe(400);
    await ok(t, calls.bankAccountVerify, { id: one.id, approve: true }, { token: p.token });
    await ok(
      t,
      calls.bankAccountVerify,
      { id: two.id, approve: false, reason: 'name mismatch' },
      { token: p.token },
    );
    expect((await ok(t, calls.bankAccountList, {}, { token: b.token })).total).toBe(0);
    expect((await call(t, calls.bankAccountDelete, { id: one.id }, { token: b.token })).code).toBe(
      404,
    );
    await ok(t, calls.bankAccountDelete, { id: two.id }, { token: a.token });
    const list = await ok(t, calls.bankAccountList, {}, { token: a.token });
    expect(list.list.map((x) => [x.id, x.status, x.isDefault])).toEqual([
      [one.id, 'verified', true],
    ]);
  });
});

describe('contract customers (customType 4)', () => {
  it('see their contracts; other tenants see none of them', async () => {
    const c = await customer(t, { customType: 4 });
    const { contracts } = await import('../../db/schema/index.ts');
    await t.database.db.insert(contracts).values({
      tenantId: c.tenant.id,
      contractNo: 'HT-1',
      name: 'Framework',
      amount: 1_000_000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'active',
      createdAt: t.clock.now(),
    });
    const page = await ok(t, calls.customContractList, {}, { token: c.token });
    expect(page.list.map((x) => x.contractNo)).toEqual(['HT-1']);
    const other = await customer(t);
    expect((await ok(t, calls.customContractList, {}, { token: other.token })).total).toBe(0);
  });
});
