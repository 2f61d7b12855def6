import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { customer, funded, key, platform, spendBody } from './test/fixtures.ts';

const t = await testApp();
const p = await platform(t);

const title = {
  title: 'Acme Co., Ltd.',
  taxNo: '91110108ma01abcd2x',
  bankName: 'CMB',
  bankAccount: '110902345610201',
  address: 'Beijing',
  phone: '010-1',
  isDefault: true,
};

describe('invoices (v3-11, v3-12)', () => {
  it('invoices at most the paid consumption, through submitted -> approved -> issued', async () => {
    const c = await customer(t);
    await funded(t, p, c, 10_000);
    await ok(
      t,
      calls.voucherGrant,
      {
        idempotencyKey: key(),
        tenantId: c.tenant.id,
        name: 'v',
        amount: 1_000,
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      },
      { token: p.token },
    );
    // 1,000 of this is paid by voucher, which is not invoiceable.
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 4_000), { token: p.token });
    const { id: titleId } = await ok(t, calls.invoiceTitleSave, title, { token: c.token });
    const [saved] = await ok(t, calls.invoiceTitleList, {}, { token: c.token });
    expect(saved).toMatchObject({ taxNo: '91110108MA01ABCD2X', isDefault: true });
    expect(await ok(t, calls.invoiceable, {}, { token: c.token })).toEqual({
      paidConsumption: 3_000,
      invoiced: 0,
      invoiceable: 3_000,
    });
    const body = {
      idempotencyKey: key(),
      titleId,
      amount: 2_000,
      type: 'special' as const,
      email: 'f@acme.example.com',
    };
    const inv = await ok(t, calls.invoiceRequest, body, { token: c.token });
    expect(await ok(t, calls.invoiceRequest, body, { token: c.token })).toEqual(inv);
    const over = await call(
      t,
      calls.invoiceRequest,
      { ...body, idempotencyKey: key(), amount: 1_001 },
      { token: c.token },
    );
    expect(over.code).toBe(400);
    expect(over.message).toMatch(/¥10\.00/);

    const early = await call(
      t,
      calls.invoiceIssue,
      { idempotencyKey: key(), id: inv.id, invoiceNo: '04410001' },
      { token: p.token },
    );
    expect(early.code).toBe(409);
    await ok(
      t,
      calls.invoiceReview,
      { idempotencyKey: key(), id: inv.id, approve: true },
      { token: p.token },
    );
    await ok(
      t,
      calls.invoiceIssue,
      { idempotencyKey: key(), id: inv.id, invoiceNo: '04410001' },
      { token: p.token },
    );
    const [row] = (await ok(t, calls.invoiceList, {}, { token: c.token })).list;
    expect(row).toMatchObject({ status: 'issued', invoiceNo: '04410001', amount: 2_000 });
    // Refunding the invoiced consumption would leave more invoiced than paid.
    const [consumption] = (await ok(t, calls.consumptionList, {}, { token: c.token })).list;
    const refund = await ok(
      t,
      calls.refundRequest,
      { idempotencyKey: key(), kind: 'order', consumptionId: consumption!.id, reason: 'x' },
      { token: c.token },
    );
    const refused = await call(
      t,
      calls.refundReview,
      { idempotencyKey: key(), id: refund.id, approve: true },
      { token: p.token },
    );
    expect(refused.code).toBe(409);
  });

  it('frees the amount of a rejected request', async () => {
    const c = await customer(t);
    await funded(t, p, c, 5_000);
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 1_000), { token: p.token });
    const { id: titleId } = await ok(t, calls.invoiceTitleSave, title, { token: c.token });
    const inv = await ok(
      t,
      calls.invoiceRequest,
      { idempotencyKey: key(), titleId, amount: 1_000, type: 'normal', email: 'a@b.cn' },
      { token: c.token },
    );
    expect((await ok(t, calls.invoiceable, {}, { token: c.token })).invoiceable).toBe(0);
    await ok(
      t,
      calls.invoiceReview,
      { idempotencyKey: key(), id: inv.id, approve: false, reason: 'wrong tax number' },
      { token: p.token },
    );
    expect((await ok(t, calls.invoiceable, {}, { token: c.token })).invoiceable).toBe(1_000);
  });

  it('keeps titles per tenant and validates the tax number', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const { id } = await ok(t, calls.invoiceTitleSave, title, { token: a.token });
    expect(await ok(t, calls.invoiceTitleList, {}, { token: b.token })).toEqual([]);
    expect((await call(t, calls.invoiceTitleDelete, { id }, { token: b.token })).code).toBe(404);
    const bad = await call(
      t,
      calls.invoiceTitleSave,
      { ...title, taxNo: '123' },
      { token: a.token },
    );
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/taxNo/);
    const special = await ok(
      t,
      calls.invoiceTitleSave,
      { title: 'Plain', taxNo: '91310115MA1K4XYZ7Q' },
      { token: a.token },
    );
    const res = await call(
      t,
      calls.invoiceRequest,
      { idempotencyKey: key(), titleId: special.id, amount: 1, type: 'special', email: 'a@b.cn' },
      { token: a.token },
    );
    expect(res.code).toBe(400);
    await ok(t, calls.invoiceTitleDelete, { id }, { token: a.token });
    expect(await ok(t, calls.invoiceTitleList, {}, { token: a.token })).toHaveLength(1);
  });
});
