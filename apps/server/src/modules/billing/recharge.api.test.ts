import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { makeUser, signIn } from '../../../test/fixtures.ts';
import { customer, funded, key, platform, rechargeBody } from './test/fixtures.ts';

const t = await testApp();
const p = await platform(t);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
  'base64',
);

/** The caller uploads a receipt: a PNG named r.png unless the case says otherwise. */
const upload = (
  token: string,
  file: { filename?: string; contentType?: string; data?: string } = {},
) =>
  call(
    t,
    calls.receiptUpload,
    { filename: 'r.png', contentType: 'image/png', data: PNG, ...file },
    { token },
  );

describe('recharge by offline bank transfer (v3-6, v3-7)', () => {
  it('credits cash only when the auditor confirms, once per key', async () => {
    const c = await customer(t);
    const body = rechargeBody(p, 123_45);
    const r = await ok(t, calls.rechargeSubmit, body, { token: c.token });
    expect((await ok(t, calls.billingBalances, {}, { token: c.token })).cash).toBe(0);
    // The same key and request answers the first result and makes no second record.
    expect(await ok(t, calls.rechargeSubmit, body, { token: c.token })).toEqual(r);
    const other = await call(t, calls.rechargeSubmit, { ...body, amount: 1 }, { token: c.token });
    expect(other.code).toBe(409);
    const list = await ok(t, calls.rechargeList, {}, { token: c.token });
    expect(list.total).toBe(1);
    expect(list.list[0]!.status).toBe('submitted');

    const review = { idempotencyKey: key(), id: r.id, approve: true };
    const first = await ok(t, calls.rechargeReview, review, { token: p.token });
    expect(await ok(t, calls.rechargeReview, review, { token: p.token })).toEqual(first);
    expect((await ok(t, calls.billingBalances, {}, { token: c.token })).cash).toBe(123_45);
    // A second review under a new key finds it already handled.
    const again = await call(
      t,
      calls.rechargeReview,
      { ...review, idempotencyKey: key() },
      { token: p.token },
    );
    expect(again.code).toBe(409);
    expect((await ok(t, calls.billingBalances, {}, { token: c.token })).cash).toBe(123_45);
    const inbox = await ok(t, calls.messageList, {}, { token: c.token });
    expect(inbox.list.some((m) => m.title.includes('¥123.45'))).toBe(true);
  });

  it('rejects with a reason and moves nothing', async () => {
    const c = await customer(t);
    const r = await ok(t, calls.rechargeSubmit, rechargeBody(p, 500), { token: c.token });
    const noReason = await call(
      t,
      calls.rechargeReview,
      { idempotencyKey: key(), id: r.id, approve: false },
      { token: p.token },
    );
    expect(noReason.code).toBe(400);
    expect(noReason.message).toMatch(/reason/);
    await ok(
      t,
      calls.rechargeReview,
      { idempotencyKey: key(), id: r.id, approve: false, reason: 'not arrived' },
      { token: p.token },
    );
    const [row] = (await ok(t, calls.rechargeList, {}, { token: c.token })).list;
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'not arrived' });
    expect((await ok(t, calls.billingBalances, {}, { token: c.token })).cash).toBe(0);
  });

  it('lets the customer cancel a report not reviewed yet', async () => {
    const c = await customer(t);
    const r = await ok(t, calls.rechargeSubmit, rechargeBody(p, 500), { token: c.token });
    await ok(t, calls.rechargeCancel, { id: r.id }, { token: c.token });
    const late = await call(
      t,
      calls.rechargeReview,
      { idempotencyKey: key(), id: r.id, approve: true },
      { token: p.token },
    );
    expect(late.code).toBe(409);
    expect((await call(t, calls.rechargeCancel, { id: r.id }, { token: c.token })).code).toBe(409);
  });

  it('refuses contract customers (customType 4) everything about recharging', async () => {
    const c = await customer(t, { customType: 4 });
    const res = await call(t, calls.rechargeSubmit, rechargeBody(p, 500), { token: c.token });
    expect(res.code).toBe(403);
    const up = await upload(c.token);
    expect(up.code).toBe(403);
    expect((await ok(t, calls.billingOverview, {}, { token: c.token })).canRecharge).toBe(false);
  });

  it('stores a receipt, checks its type and size, and shows it only to its tenant and reviewers', async () => {
    const c = await customer(t);
    const uploaded = await upload(c.token);
    expect(uploaded.code).toBe(200);
    const up = uploaded.data;
    expect(up.size).toBe(11);
    const wrong = await upload(c.token, { filename: 'r.pdf', contentType: 'application/pdf' });
    expect(wrong.code).toBe(400);
    const big = Buffer.alloc(600 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    const tooBig = await upload(c.token, { data: big.toString('base64') });
    expect(tooBig.code).toBe(400);
    expect((await ok(t, calls.receiptGet, { id: up.id }, { token: c.token })).data).toBe(PNG);
    expect((await ok(t, calls.receiptGet, { id: up.id }, { token: p.token })).filename).toBe(
      'r.png',
    );
    const stranger = await customer(t);
    expect((await call(t, calls.receiptGet, { id: up.id }, { token: stranger.token })).code).toBe(
      404,
    );
    // Another tenant's receipt cannot be attached to a recharge.
    const borrowed = await call(
      t,
      calls.rechargeSubmit,
      { ...rechargeBody(p, 100), receiptId: up.id },
      { token: stranger.token },
    );
    expect(borrowed.code).toBe(400);
  });

  it('lets only platform auditors review: never a tenant admin, never the role outside the platform', async () => {
    const c = await customer(t);
    const r = await ok(t, calls.rechargeSubmit, rechargeBody(p, 700), { token: c.token });
    const review = { idempotencyKey: key(), id: r.id, approve: true };
    expect((await call(t, calls.rechargeReview, review, { token: c.token })).code).toBe(403);
    const fake = await makeUser(t, c.tenant.id, { role: 'auditor' });
    const fakeToken = await signIn(t, fake.username);
    expect((await call(t, calls.rechargeReview, review, { token: fakeToken })).code).toBe(403);
    expect((await call(t, calls.reviewQueue, {}, { token: fakeToken })).code).toBe(403);
    expect((await ok(t, calls.billingBalances, {}, { token: c.token })).cash).toBe(0);
    const queue = await ok(t, calls.reviewQueue, { kind: 'recharge' }, { token: p.token });
    expect(queue.list.map((i) => i.id)).toContain(r.id);
  });

  it('keeps tenants apart: records and balances are the caller’s own', async () => {
    const a = await customer(t);
    const b = await customer(t);
    await funded(t, p, a, 1_000);
    expect((await ok(t, calls.rechargeList, {}, { token: b.token })).total).toBe(0);
    expect((await ok(t, calls.billingBalances, {}, { token: b.token })).cash).toBe(0);
    const [mine] = (await ok(t, calls.rechargeList, {}, { token: a.token })).list;
    expect((await call(t, calls.rechargeCancel, { id: mine!.id }, { token: b.token })).code).toBe(
      404,
    );
  });

  it('manages the platform’s receiving accounts; recharges may only name enabled ones', async () => {
    const saved = await ok(
      t,
      calls.publicAccountSave,
      {
        accountName: 'eCloud Ltd.',
        bankName: 'CCB',
        accountNo: '3105 0161 3936 0000 1234',
        enabled: false,
      },
      { token: p.token },
    );
    const c = await customer(t);
    const options = await ok(t, calls.publicAccountOptions, {}, { token: c.token });
    expect(options.map((o) => o.id)).not.toContain(saved.id);
    const res = await call(
      t,
      calls.rechargeSubmit,
      { ...rechargeBody(p, 100), publicAccountId: saved.id },
      { token: c.token },
    );
    expect(res.code).toBe(400);
    expect(
      (
        await call(
          t,
          calls.publicAccountSave,
          { accountName: 'x', bankName: 'y', accountNo: '12345678' },
          { token: c.token },
        )
      ).code,
    ).toBe(403);
    await ok(t, calls.publicAccountDelete, { id: saved.id }, { token: p.token });
    const inUse = await call(
      t,
      calls.publicAccountDelete,
      { id: p.publicAccountId },
      { token: p.token },
    );
    expect(inUse.code).toBe(409);
  });
});

describe('export of billing lists', () => {
  it('exports the caller’s recharge records with exact money, and only theirs', async () => {
    const c = await customer(t);
    await funded(t, p, c, 123_456_78);
    const other = await customer(t);
    await funded(t, p, other, 99);
    const res = await injectRaw(t, calls.exportFile, {
      token: c.token,
      payload: JSON.stringify({
        path: calls.rechargeList.path,
        input: {},
        format: 'csv',
        filename: 'recharges',
        columns: [
          { key: 'amount', title: 'Amount', kind: 'money' },
          { key: 'status', title: 'Status', values: { confirmed: 'Confirmed' } },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/123,?456\.78.*Confirmed/);
  });
});
