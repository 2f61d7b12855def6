import { describe, expect, it } from 'vitest';
import { calls, type WorkOrderAction } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { makeUser, signIn } from '../../../test/fixtures.ts';
import { customer, openOrder, ORDER, supportDesk } from './test-support.ts';

const t = await testApp();
const desk = await supportDesk(t);

const act = (token: string, id: string, action: WorkOrderAction, extra = {}) =>
  call(t, calls.workOrderAct, { id, action, ...extra }, { token });
const statusOf = async (token: string, id: string) =>
  (await ok(t, calls.workOrderDetail, { id }, { token })).status;

describe('work orders: states', () => {
  it('walks submitted → in progress → waiting → in progress → resolved → closed with a rating', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    expect(await statusOf(c.token, id)).toBe('submitted');
    expect((await act(desk.token, id, 'accept')).code).toBe(200);
    const accepted = await ok(t, calls.workOrderDetail, { id }, { token: desk.token });
    expect(accepted).toMatchObject({ status: 'inProgress', assignee: 'Sam Support' });
    expect(accepted.firstRespondedAt).not.toBeNull();
    expect((await act(desk.token, id, 'askCustomer')).code).toBe(200);
    // The customer's answer hands the order back to support.
    await ok(t, calls.workOrderReply, { id, body: 'Here are the logs' }, { token: c.token });
    expect(await statusOf(c.token, id)).toBe('inProgress');
    expect((await act(desk.token, id, 'resolve')).code).toBe(200);
    // Confirming needs a rating from 1 to 5, named as the field.
    const noRating = await act(c.token, id, 'confirm');
    expect(noRating.code).toBe(400);
    expect(noRating.message).toContain('rating');
    expect((await act(c.token, id, 'confirm', { rating: 6 })).code).toBe(400);
    expect(await statusOf(c.token, id)).toBe('resolved');
    expect((await act(c.token, id, 'confirm', { rating: 5, comment: 'Quick' })).code).toBe(200);
    const done = await ok(t, calls.workOrderDetail, { id }, { token: c.token });
    expect(done).toMatchObject({ status: 'closed', rating: 5, ratingComment: 'Quick' });
    expect(done.replies.map((r) => r.status)).toEqual([
      'inProgress',
      'waitingCustomer',
      'inProgress',
      'resolved',
      'closed',
    ]);
  });

  it('reopens a resolved or closed order with a fresh resolution time, and support takes it again', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    await act(desk.token, id, 'accept');
    await act(desk.token, id, 'resolve');
    const before = await ok(t, calls.workOrderDetail, { id }, { token: c.token });
    t.clock.advance(60_000);
    expect((await act(c.token, id, 'reopen')).code).toBe(200);
    const reopened = await ok(t, calls.workOrderDetail, { id }, { token: c.token });
    expect(reopened).toMatchObject({ status: 'reopened', resolvedAt: null });
    expect(reopened.resolutionDue > before.resolutionDue).toBe(true);
    expect((await act(desk.token, id, 'accept')).code).toBe(200);
    await act(desk.token, id, 'resolve');
    await act(c.token, id, 'confirm', { rating: 3 });
    expect((await act(c.token, id, 'reopen')).code).toBe(200);
  });

  it('refuses every transition not in the table, and the other side’s actions, changing nothing', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    // From submitted: only support's accept and the customer's close.
    for (const a of ['askCustomer', 'resolve'] as const) {
      expect((await act(desk.token, id, a)).code, a).toBe(409);
    }
    for (const a of ['confirm', 'reopen'] as const) {
      expect((await act(c.token, id, a, { rating: 4 })).code, a).toBe(409);
    }
    // Each side's actions are its own.
    expect((await act(c.token, id, 'accept')).code).toBe(403);
    expect((await act(desk.token, id, 'close')).code).toBe(403);
    expect(await statusOf(c.token, id)).toBe('submitted');
    // A closed order: no replies, no support action, no second close.
    expect((await act(c.token, id, 'close')).code).toBe(200);
    const refused = await call(t, calls.workOrderReply, { id, body: 'hello?' }, { token: c.token });
    expect(refused.code).toBe(409);
    expect(refused.message).toContain('closed');
    expect((await act(c.token, id, 'close')).code).toBe(409);
    expect((await act(desk.token, id, 'accept')).code).toBe(409);
    expect((await act(desk.token, id, 'resolve')).code).toBe(409);
    const after = await ok(t, calls.workOrderDetail, { id }, { token: c.token });
    expect(after.status).toBe('closed');
    expect(after.replies).toHaveLength(1);
  });

  it('support’s first reply takes a new order in hand; a resolved order takes no reply until reopened', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    await ok(t, calls.workOrderReply, { id, body: 'Looking' }, { token: desk.secondToken });
    const d = await ok(t, calls.workOrderDetail, { id }, { token: c.token });
    expect(d).toMatchObject({ status: 'inProgress', assignee: 'Sue Support', actions: ['close'] });
    await act(desk.token, id, 'resolve');
    expect((await call(t, calls.workOrderReply, { id, body: 'x' }, { token: c.token })).code).toBe(
      409,
    );
    expect((await ok(t, calls.workOrderDetail, { id }, { token: c.token })).actions).toEqual([
      'confirm',
      'reopen',
    ]);
  });
});

describe('work orders: who sees what', () => {
  it('keeps each tenant to its own orders: another tenant’s id is 404 and changes nothing', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const id = await openOrder(t, a.token);
    expect((await call(t, calls.workOrderDetail, { id }, { token: b.token })).code).toBe(404);
    expect(
      (await call(t, calls.workOrderReply, { id, body: 'mine now' }, { token: b.token })).code,
    ).toBe(404);
    expect((await act(b.token, id, 'close')).code).toBe(404);
    // A customer's tenant filter is ignored: the list is their own tenant's.
    const other = await ok(t, calls.workOrderList, { tenantId: a.tenant.id }, { token: b.token });
    expect(other.total).toBe(0);
    const mine = await ok(t, calls.workOrderDetail, { id }, { token: a.token });
    expect(mine).toMatchObject({ status: 'submitted', replies: [] });
  });

  it('lets support see every tenant’s orders, filter them, and nothing else of theirs', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const idA = await openOrder(t, a.token, { category: 'billing', severity: 'urgent' });
    const idB = await openOrder(t, b.token);
    await act(desk.token, idB, 'accept');
    const byTenant = await ok(
      t,
      calls.workOrderList,
      { tenantId: a.tenant.id },
      { token: desk.token },
    );
    expect(byTenant.list.map((r) => r.id)).toEqual([idA]);
    expect(byTenant.list[0]).toMatchObject({ tenantName: a.tenant.name, severity: 'urgent' });
    const mine = await ok(
      t,
      calls.workOrderList,
      { assigneeId: desk.first.id, pageSize: 100 },
      { token: desk.token },
    );
    expect(mine.list.map((r) => r.id)).toContain(idB);
    expect(mine.list.map((r) => r.id)).not.toContain(idA);
    const billing = await ok(
      t,
      calls.workOrderList,
      { category: 'billing', severity: 'urgent', pageSize: 100 },
      { token: desk.token },
    );
    expect(billing.list.map((r) => r.id)).toContain(idA);
    expect(billing.list.every((r) => r.category === 'billing')).toBe(true);
    const options = await ok(t, calls.workOrderSupportOptions, {}, { token: desk.token });
    expect(options.tenants.map((o) => o.id)).toEqual(
      expect.arrayContaining([a.tenant.id, b.tenant.id]),
    );
    expect(options.assignees.map((o) => o.label)).toEqual(['Sam Support', 'Sue Support']);
    // Nothing else of the tenants: support holds no customer screen's code.
    expect((await call(t, calls.quotaList, {}, { token: desk.token })).code).toBe(403);
    expect((await call(t, calls.userFind, {}, { token: desk.token })).code).toBe(403);
    // Support answers; it does not open orders of its own.
    expect((await call(t, calls.workOrderCreate, ORDER, { token: desk.token })).code).toBe(403);
  });

  it('does not make a customer administrator (who holds all) into support', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    expect((await act(c.token, id, 'accept')).code).toBe(403);
    expect((await call(t, calls.workOrderSupportOptions, {}, { token: c.token })).code).toBe(403);
    // Nor a support role held outside a platform tenant.
    const fake = await makeUser(t, c.tenant.id, { role: 'support' });
    const fakeToken = await signIn(t, fake.username);
    expect((await act(fakeToken, id, 'accept')).code).toBe(403);
  });

  it('assigns only to members of support', async () => {
    const c = await customer(t);
    const id = await openOrder(t, c.token);
    const bad = await call(
      t,
      calls.workOrderAssign,
      { id, assigneeId: c.person.id },
      { token: desk.token },
    );
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('assigneeId');
    await ok(t, calls.workOrderAssign, { id, assigneeId: desk.second.id }, { token: desk.token });
    expect((await ok(t, calls.workOrderDetail, { id }, { token: c.token })).assignee).toBe(
      'Sue Support',
    );
  });
});
