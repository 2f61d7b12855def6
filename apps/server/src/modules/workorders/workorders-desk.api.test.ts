import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { signIn } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { orders } from '../../db/schema/index.ts';
import { customer, openOrder, ORDER, supportDesk } from './test-support.ts';

const t = await testApp();
const desk = await supportDesk(t);
const HOUR = 3_600_000;

const inbox = async (token: string) =>
  (await ok(t, calls.messageList, { pageSize: 100 }, { token })).list;
const unread = (token: string) => ok(t, calls.workOrderUnread, {}, { token });

describe('work orders: bad input', () => {
  it('names the field and stores nothing', async () => {
    const c = await customer(t);
    for (const [junk, field] of [
      [{ ...ORDER, title: '' }, 'title'],
      [{ ...ORDER, title: 'x'.repeat(101) }, 'title'],
      [{ ...ORDER, category: 'gossip' }, 'category'],
      [{ ...ORDER, severity: 'critical' }, 'severity'],
      [{ ...ORDER, description: '   ' }, 'description'],
      [{ ...ORDER, related: { kind: 'order', id: crypto.randomUUID() } }, 'related'],
      [{ ...ORDER, related: { kind: 'resource', id: crypto.randomUUID() } }, 'related'],
      [{ ...ORDER, attachmentIds: [crypto.randomUUID()] }, 'attachmentIds'],
    ] as const) {
      const res = await call(t, calls.workOrderCreate, junk, { token: c.token });
      expect(res.code, JSON.stringify(junk)).toBe(400);
      expect(res.message, JSON.stringify(junk)).toContain(field);
    }
    expect((await ok(t, calls.workOrderList, {}, { token: c.token })).total).toBe(0);
    const id = await openOrder(t, c.token);
    const empty = await call(t, calls.workOrderReply, { id, body: '' }, { token: c.token });
    expect(empty.code).toBe(400);
    expect(empty.message).toContain('body');
    const badAction = await call(
      t,
      calls.workOrderAct,
      { id, action: 'escalate' },
      { token: c.token },
    );
    expect(badAction.code).toBe(400);
    expect(badAction.message).toContain('action');
    expect((await ok(t, calls.workOrderDetail, { id }, { token: c.token })).replies).toEqual([]);
  });

  it('stores script in a reply as text, shown as written (the web renders it as text)', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    const body = '<script>alert(1)</script>';
    await ok(t, calls.workOrderReply, { id, body }, { token: c.token });
    expect(
      (await ok(t, calls.workOrderDetail, { id }, { token: desk.token })).replies[0]!.body,
    ).toBe(body);
  });
});

describe('work orders: what an order concerns', () => {
  it('offers the tenant’s own resources to pick, and keeps the picked one’s label', async () => {
    const a = await customer(t);
    const b = await customer(t);
    await addSimAccount(t, a.token, { regions: ['cn-hangzhou'] });
    await drain(t);
    const options = await ok(
      t,
      calls.workOrderRelatedOptions,
      { kind: 'resource' },
      { token: a.token },
    );
    expect(options.length).toBeGreaterThan(0);
    // Another tenant has none of them, and cannot name one of them.
    expect(
      await ok(t, calls.workOrderRelatedOptions, { kind: 'resource' }, { token: b.token }),
    ).toEqual([]);
    const related = { kind: 'resource', id: options[0]!.id };
    const theirs = await call(t, calls.workOrderCreate, { ...ORDER, related }, { token: b.token });
    expect(theirs.code).toBe(400);
    const id = await openOrder(t, a.token, { related });
    const d = await ok(t, calls.workOrderDetail, { id }, { token: desk.token });
    expect(d.related).toEqual({ ...related, label: options[0]!.label });
  });

  it('concerns one of the tenant’s own orders, picked by its number', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const now = new Date();
    const [order] = await t.database.db
      .insert(orders)
      .values({
        tenantId: a.tenant.id,
        orderNo: 'ORD-20261128-000042',
        // Unpaid: a paid order needs its ledger payment, which this test does not need.
        status: 'unpaid',
        totalFen: 12_345,
        lines: [],
        timeline: [{ status: 'unpaid', at: now.toISOString() }],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const options = await ok(
      t,
      calls.workOrderRelatedOptions,
      { kind: 'order', keyword: '000042' },
      { token: a.token },
    );
    expect(options).toEqual([
      { id: order!.id, label: expect.stringMatching(/^ORD-20261128-000042 .* ¥123\.45$/) },
    ]);
    expect(
      await ok(t, calls.workOrderRelatedOptions, { kind: 'order' }, { token: b.token }),
    ).toEqual([]);
    const related = { kind: 'order', id: order!.id };
    expect(
      (await call(t, calls.workOrderCreate, { ...ORDER, related }, { token: b.token })).code,
    ).toBe(400);
    const id = await openOrder(t, a.token, { related });
    const d = await ok(t, calls.workOrderDetail, { id }, { token: desk.token });
    expect(d.related).toEqual({ ...related, label: options[0]!.label });
  });
});

describe('work orders: notifications and unread replies', () => {
  it('tells the other side of every change and counts replies until the order is opened', async () => {
    const c = await customer(t);
    const supportBefore = await unread(desk.token);
    const id = await openOrder(t, c.token);
    // Both members of support hear of a new order (nobody has it yet).
    expect((await inbox(desk.secondToken)).some((m) => m.title.includes('New work order'))).toBe(
      true,
    );
    await ok(t, calls.workOrderReply, { id, body: 'On it' }, { token: desk.token });
    await ok(t, calls.workOrderReply, { id, body: 'Please send logs' }, { token: desk.token });
    expect(await unread(c.token)).toBe(2);
    const row = (await ok(t, calls.workOrderList, {}, { token: c.token })).list[0]!;
    expect(row.unread).toBe(2);
    const replies = (await inbox(c.token)).filter((m) => m.title.includes('New reply'));
    expect(replies).toHaveLength(2);
    expect(replies[0]!.link).toContain(id);
    // Opening it reads it.
    await ok(t, calls.workOrderDetail, { id }, { token: c.token });
    expect(await unread(c.token)).toBe(0);
    // The customer's reply goes to the assignee only, now that someone has it.
    const secondBefore = (await inbox(desk.secondToken)).length;
    await ok(t, calls.workOrderReply, { id, body: 'Logs attached' }, { token: c.token });
    expect(await unread(desk.token)).toBe(supportBefore + 1);
    expect((await inbox(desk.secondToken)).length).toBe(secondBefore);
    // A state change is a message in the reader's language.
    await ok(t, calls.workOrderAct, { id, action: 'resolve' }, { token: desk.token });
    const zh = await ok(t, calls.messageList, { pageSize: 5 }, { token: c.token, lang: 'zh-CN' });
    expect(zh.list[0]!.title).toContain('已解决');
  });
});

describe('work orders: SLA', () => {
  it('computes due times per severity and shows and filters breaches by the clock', async () => {
    const c = await customer(t);
    const urgent = await openOrder(t, c.token, { severity: 'urgent', title: 'Urgent one' });
    const normal = await openOrder(t, c.token, { title: 'Normal one' });
    const d = await ok(t, calls.workOrderDetail, { id: urgent }, { token: c.token });
    expect(Date.parse(d.firstResponseDue) - Date.parse(d.createdAt)).toBe(HOUR);
    expect(Date.parse(d.resolutionDue) - Date.parse(d.createdAt)).toBe(8 * HOUR);
    const n = await ok(t, calls.workOrderDetail, { id: normal }, { token: c.token });
    expect(Date.parse(n.firstResponseDue) - Date.parse(n.createdAt)).toBe(4 * HOUR);
    expect(n.firstResponseBreached).toBe(false);

    // Sessions idle out after 30 minutes: support signs in again after each jump.
    t.clock.advance(2 * HOUR);
    let token = await signIn(t, desk.first.username);
    const breached = await ok(
      t,
      calls.workOrderList,
      { breached: true, tenantId: c.tenant.id },
      { token },
    );
    expect(breached.list.map((r) => r.id)).toEqual([urgent]);
    expect(breached.list[0]).toMatchObject({
      firstResponseBreached: true,
      resolutionBreached: false,
    });
    // Answered late stays breached; the normal one answered in time is not.
    await ok(t, calls.workOrderReply, { id: urgent, body: 'Sorry' }, { token });
    await ok(t, calls.workOrderReply, { id: normal, body: 'Here' }, { token });
    t.clock.advance(7 * HOUR);
    token = await signIn(t, desk.first.username);
    const later = await ok(t, calls.workOrderList, { tenantId: c.tenant.id }, { token });
    const byId = new Map(later.list.map((r) => [r.id, r]));
    expect(byId.get(urgent)).toMatchObject({
      firstResponseBreached: true,
      resolutionBreached: true,
    });
    expect(byId.get(normal)).toMatchObject({
      firstResponseBreached: false,
      resolutionBreached: false,
    });
    const inTime = await ok(
      t,
      calls.workOrderList,
      { breached: 'false', tenantId: c.tenant.id },
      { token },
    );
    expect(inTime.list.map((r) => r.id)).toEqual([normal]);
  });
});
