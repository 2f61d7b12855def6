import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { makeTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { billingDay, billingPeriodOf } from '../../cloud/bills.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { ingestPeriod } from './ingest.service.ts';

const t = await testApp();
const db = t.database.db;

/** A signed-in person of a new tenant (a partner, or a customer under one). */
async function personOf(
  opts: { kind?: 'channel'; parentId?: string; role?: 'administrator' | 'channelPartner' } = {},
) {
  const tenant = await makeTenant(t, { kind: opts.kind, parentId: opts.parentId });
  const person = await makeUser(t, tenant.id, { role: opts.role ?? 'administrator' });
  return { tenant, token: await signIn(t, person.username, 2) };
}

/** A customer of `parentId` (or of no one) with one simulated account and this month's bill. */
async function customerWithBill(parentId?: string) {
  const c = await personOf({ parentId });
  const accountId = await addSimAccount(t, c.token, { provider: 'ALI' });
  const period = billingPeriodOf(t.clock.now());
  await ingestPeriod({ db, now: t.clock.now }, { tenantId: c.tenant.id, accountId, period });
  return { ...c, accountId };
}

const range = () => {
  const today = billingDay(t.clock.now());
  return { startDate: `${today.slice(0, 7)}-01`, endDate: today };
};

describe('a channel partner reads its customers’ costs (issue 11 §4)', () => {
  it('sees its own customer’s overview, analysis, products and lines, as the customer does', async () => {
    const partner = await personOf({ kind: 'channel' });
    const c = await customerWithBill(partner.tenant.id);
    const customerTenantId = c.tenant.id;

    const picker = await ok(t, calls.costCustomers, {}, { token: partner.token });
    expect(picker.list).toEqual([{ tenantId: customerTenantId, name: c.tenant.name }]);

    const theirs = await ok(t, calls.costOverview, {}, { token: c.token });
    expect(theirs.monthToDate).toBeGreaterThan(0);
    const seen = await ok(t, calls.costOverview, { customerTenantId }, { token: partner.token });
    expect(seen).toEqual(theirs);
    // Without the customer the partner reads its own tenant: no accounts, nothing billed.
    const own = await ok(t, calls.costOverview, {}, { token: partner.token });
    expect(own.monthToDate).toBe(0);
    expect(own.freshness).toEqual([]);

    const products = await ok(
      t,
      calls.findBillProduct,
      { customerTenantId },
      { token: partner.token },
    );
    expect(products.list).toEqual(
      (await ok(t, calls.findBillProduct, {}, { token: c.token })).list,
    );
    expect(products.list.length).toBeGreaterThan(0);

    const analysisIn = { ...range(), groupBy: 'service' as const, grain: 'day' as const };
    const analysis = await ok(
      t,
      calls.costAnalysis,
      { ...analysisIn, customerTenantId },
      { token: partner.token },
    );
    expect(analysis).toEqual(await ok(t, calls.costAnalysis, analysisIn, { token: c.token }));
    expect(analysis.total).toBe(theirs.monthToDate);

    const lines = await ok(
      t,
      calls.costLineList,
      { customerTenantId, pageSize: 5 },
      { token: partner.token },
    );
    expect(lines.total).toBeGreaterThan(0);
    expect(lines.list.every((l) => l.accountId === c.accountId)).toBe(true);
    const lineId = lines.list[0]!.id;
    const original = await ok(
      t,
      calls.costLineOriginal,
      { id: lineId, customerTenantId },
      { token: partner.token },
    );
    expect(original.original).toBeTruthy();
    // The same line without the customer is not the partner's own: not found.
    expect(
      (await call(t, calls.costLineOriginal, { id: lineId }, { token: partner.token })).code,
    ).toBe(404);
  });

  it('answers another partner’s customer, a stranger and an unknown id alike: 404', async () => {
    const partner = await personOf({ kind: 'channel' });
    const other = await personOf({ kind: 'channel' });
    const othersCustomer = await customerWithBill(other.tenant.id);
    const stranger = await customerWithBill();
    const answers = [];
    for (const customerTenantId of [
      othersCustomer.tenant.id,
      stranger.tenant.id,
      other.tenant.id,
      partner.tenant.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const r = await call(t, calls.costOverview, { customerTenantId }, { token: partner.token });
      answers.push([r.code, r.message, r.data]);
      const lines = await call(
        t,
        calls.costLineList,
        { customerTenantId },
        { token: partner.token },
      );
      expect(lines.code).toBe(404);
    }
    expect(answers[0]![0]).toBe(404);
    expect(answers[0]![1]).toMatch(/customerTenantId/);
    // Nothing in the answer tells the cases apart.
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect((await ok(t, calls.costCustomers, {}, { token: partner.token })).list).toEqual([]);
  });

  it('refuses anyone not a channel partner, even the customer naming itself', async () => {
    const partner = await personOf({ kind: 'channel' });
    const c = await customerWithBill(partner.tenant.id);
    const sibling = await customerWithBill(partner.tenant.id);
    for (const customerTenantId of [c.tenant.id, sibling.tenant.id, partner.tenant.id]) {
      const r = await call(t, calls.costOverview, { customerTenantId }, { token: c.token });
      expect(r.code).toBe(403);
      const a = await call(
        t,
        calls.costAnalysis,
        { ...range(), groupBy: 'provider', customerTenantId },
        { token: c.token },
      );
      expect(a.code).toBe(403);
    }
    expect((await call(t, calls.costCustomers, {}, { token: c.token })).code).toBe(403);
    // The customer's own costs stay its own: the overview without a customer is its bill only.
    const own = await ok(t, calls.costOverview, {}, { token: c.token });
    expect(own.freshness.map((f) => f.accountId)).toEqual([c.accountId]);
  });

  it('needs the cost codes as well: the channel role alone does not open cost analysis', async () => {
    const partner = await personOf({ kind: 'channel', role: 'channelPartner' });
    const c = await customerWithBill(partner.tenant.id);
    const r = await call(
      t,
      calls.costOverview,
      { customerTenantId: c.tenant.id },
      { token: partner.token },
    );
    expect(r.code).toBe(403);
    expect((await call(t, calls.costCustomers, {}, { token: partner.token })).code).toBe(403);
  });

  it('refuses a customerTenantId that is not an id, by field', async () => {
    const partner = await personOf({ kind: 'channel' });
    const r = await call(
      t,
      calls.findBillProduct,
      { customerTenantId: 'x' },
      { token: partner.token },
    );
    expect(r.code).toBe(400);
    expect(r.message).toMatch(/customerTenantId/);
  });
});
