import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { calls, renewPrice, type RenewRow } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { renewalItems, resources, simSubscriptions } from '../../db/schema/index.ts';
import { customer, funded, key, platform } from '../billing/test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { sendReminders } from './renewals.reminders.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { afterAutoRenewCall, afterProviderCall } from './renewals.provider.ts';
import { runRenewal } from './renewals.service.ts';

const t = await testApp();
const { db } = t.database;
const p = await platform(t);
const DAY = 86_400_000;
const cloudKey = (accountId: string, r: { region: string; type: string; providerId: string }) => ({
  accountId,
  region: r.region,
  type: r.type,
  providerId: r.providerId,
});
const failAt = (accountId: string, r: Parameters<typeof cloudKey>[1], failMessage: string | null) =>
  db
    .update(simSubscriptions)
    .set({ failMessage })
    .where(
      and(eq(simSubscriptions.accountId, accountId), eq(simSubscriptions.providerId, r.providerId)),
    );

/** The expiry the simulated cloud holds for a subscription now. */
const cloudExpiry = async (accountId: string, providerId: string) =>
  (
    await db
      .select({ at: simSubscriptions.expiresAt })
      .from(simSubscriptions)
      .where(
        and(eq(simSubscriptions.accountId, accountId), eq(simSubscriptions.providerId, providerId)),
      )
  )[0]!.at!;

const balance = async (token: string) =>
  (await ok(t, calls.billingBalances, {}, { token })).available;

/** A funded tenant with a synced simulated account; its first `n` subscriptions due in 3..n+2 days. */
async function tenantWithSubscriptions(n: number) {
  const c = await customer(t);
  await funded(t, p, c, 5_000_000);
  // Enough hosts that some are always prepaid (the estate's default size is seeded by the id).
  const accountId = await addSimAccount(t, c.token, { sim: { perRegion: 15 } });
  await drain(t);
  const all = (await ok(t, calls.renewList, { pageSize: 100 }, { token: c.token })).list;
  expect(all.length).toBeGreaterThanOrEqual(n);
  // Every other subscription far away, so reminders and filters see only ours.
  await db
    .update(resources)
    .set({ expiresAt: new Date(t.clock.now().getTime() + 400 * DAY) })
    .where(eq(resources.accountId, accountId));
  const picked = all.slice(0, n);
  // Due in the cloud and in the inventory alike (as a sync would leave them).
  for (const [i, r] of picked.entries()) {
    const expiresAt = new Date(t.clock.now().getTime() + (i + 3) * DAY);
    await db.update(resources).set({ expiresAt }).where(eq(resources.id, r.id));
    await db.insert(simSubscriptions).values({ ...cloudKey(accountId, r), expiresAt });
  }
  return { c, accountId, picked };
}

/** A month's renewal of one due subscription, ordered: the order, its price, the balance before. */
async function oneMonthOrdered(
  beforeOrder?: (accountId: string, r: RenewRow) => PromiseLike<unknown>,
) {
  const { c, accountId, picked } = await tenantWithSubscriptions(1);
  const r = picked[0]!;
  await beforeOrder?.(accountId, r);
  const before = await balance(c.token);
  const price = renewPrice(r.monthlyFen, 1).finalFen;
  const o = await ok(
    t,
    calls.renewCommit,
    { idempotencyKey: key(), ids: [r.id], months: 1, expectedFen: price },
    { token: c.token },
  );
  return { c, accountId, r, before, price, o };
}

/** The same instant a calendar month later (UTC), as a month's renewal moves an expiry. */
function monthAfter(at: Date | number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

describe('renewals', () => {
  it('renews many in one order; the one the cloud refuses is refunded exactly and shows why', async () => {
    const { c, accountId, picked } = await tenantWithSubscriptions(3);
    const list = await ok(t, calls.renewList, { days: 7, pageSize: 20 }, { token: c.token });
    expect(list.total).toBe(3);
    expect(list.list.map((r) => r.daysLeft)).toEqual([3, 4, 5]);
    const bad = list.list[1]!;
    await failAt(accountId, bad, 'The instance is locked for security reasons.');
    const prices = list.list.map((r) => renewPrice(r.monthlyFen, 12).finalFen);
    // List price by month from the row's monthly price, a year 15% off, rounded down.
    expect(prices[0]).toBe(
      list.list[0]!.monthlyFen * 12 - Math.floor((list.list[0]!.monthlyFen * 12 * 1500) / 10_000),
    );
    const total = prices.reduce((s, x) => s + x, 0);
    const before = await balance(c.token);
    const body = {
      idempotencyKey: key(),
      ids: picked.map((r) => r.id),
      months: 12,
      expectedFen: total,
    };
    const order = await ok(t, calls.renewCommit, body, { token: c.token });
    expect(order.totalFen).toBe(total);
    expect(order.items.every((i) => i.status === 'pending')).toBe(true);
    expect(await balance(c.token)).toBe(before - total);

    await runRenewal(t.app.deps, order.orderId);
    const done = await ok(t, calls.renewOrder, { orderId: order.orderId }, { token: c.token });
    const failed = done.items.find((i) => i.resourceId === bad.id)!;
    expect(failed).toMatchObject({ status: 'failed', expiresAt: null });
    expect(failed.message).toContain('The instance is locked for security reasons.');
    expect(done.refundedFen).toBe(prices[1]);
    expect(done.chargedFen).toBe(total - prices[1]!);
    expect(await balance(c.token)).toBe(before - total + prices[1]!);
    for (const i of done.items.filter((x) => x.resourceId !== bad.id)) {
      expect(i.status).toBe('renewed');
      const was = list.list.find((r) => r.id === i.resourceId)!;
      expect(new Date(i.expiresAt!).getUTCFullYear()).toBe(
        new Date(was.expiresAt).getUTCFullYear() + 1,
      );
    }
    const after = await ok(t, calls.renewList, { days: 7, pageSize: 20 }, { token: c.token });
    expect(after.list.map((r) => r.id)).toEqual([bad.id]);
    expect(after.list[0]!.lastRenewal).toMatchObject({ status: 'failed' });
    const mine = await ok(t, calls.orderList, { pageSize: 10 }, { token: c.token });
    expect(mine.list[0]).toMatchObject({ id: order.orderId, type: 'renewal', status: 'delivered' });

    // My orders shows it, its price explained line by line in the reader's language.
    const detail = await ok(
      t,
      calls.orderOrCartDetail,
      { type: 'order', id: order.orderId },
      { token: c.token, lang: 'zh-CN' },
    );
    if (detail.type !== 'order') throw new Error('an order was expected');
    expect(detail.order.title).toBe('资源续费');
    expect(detail.order.lines.map((l) => l.price.finalFen)).toEqual(expect.arrayContaining(prices));
    expect(detail.order.lines[0]!.price.lines.map((l) => l.kind)).toEqual([
      'list',
      'term',
      'final',
    ]);
    expect(detail.order.lines[0]!.price.lines[1]!.label).toContain('15%');
    // The same key again: the same order, nothing more paid, and the job does nothing twice.
    const again = await ok(t, calls.renewCommit, body, { token: c.token });
    expect(again.orderId).toBe(order.orderId);
    await runRenewal(t.app.deps, order.orderId);
    expect(await balance(c.token)).toBe(before - total + prices[1]!);
    // The same key with another body is refused.
    const other = await call(
      t,
      calls.renewCommit,
      { ...body, months: 1, expectedFen: 1 },
      { token: c.token },
    );
    expect(other.code).toBeGreaterThanOrEqual(400);
  });

  it('refunds the whole order when every renewal fails', async () => {
    const { c, before, o } = await oneMonthOrdered((accountId, r) =>
      failAt(accountId, r, 'Account in arrears.'),
    );
    await runRenewal(t.app.deps, o.orderId);
    expect(await balance(c.token)).toBe(before);
    const mine = await ok(t, calls.orderList, { pageSize: 10 }, { token: c.token });
    expect(mine.list[0]).toMatchObject({ id: o.orderId, status: 'refunded' });
  });

  it('refuses another tenant’s resource, a term not offered, a stale price, and changes nothing', async () => {
    const { c, picked } = await tenantWithSubscriptions(1);
    const other = await customer(t);
    await funded(t, p, other, 1_000_000);
    const r = picked[0]!;
    const price = renewPrice(r.monthlyFen, 1).finalFen;
    const before = await balance(other.token);
    const foreign = await call(
      t,
      calls.renewCommit,
      { idempotencyKey: key(), ids: [r.id], months: 1, expectedFen: price },
      { token: other.token },
    );
    expect(foreign.code).toBe(404);
    expect(foreign.message).toContain('ids');
    const toggle = await call(
      t,
      calls.renewAutoToggle,
      { ids: [r.id], autoRenew: true },
      { token: other.token },
    );
    expect(toggle.code).toBe(404);
    expect(await balance(other.token)).toBe(before);

    const term = await call(
      t,
      calls.renewCommit,
      { idempotencyKey: key(), ids: [r.id], months: 5, expectedFen: price },
      { token: c.token },
    );
    expect(term.code).toBe(400);
    expect(term.message).toContain('months');
    const stale = await call(
      t,
      calls.renewCommit,
      { idempotencyKey: key(), ids: [r.id], months: 1, expectedFen: price + 1 },
      { token: c.token },
    );
    expect(stale.code).toBe(409);
    const junk = await call(
      t,
      calls.renewCommit,
      { idempotencyKey: key(), ids: ['x'], months: 1, expectedFen: 1 } as never,
      { token: c.token },
    );
    expect(junk.code).toBe(400);
    const orders = await ok(t, calls.orderList, { pageSize: 10 }, { token: c.token });
    expect(orders.total).toBe(0);
  });

  it('a crash after the cloud renewed settles it on restart without renewing twice', async () => {
    const { c, accountId, picked } = await tenantWithSubscriptions(2);
    const before = await balance(c.token);
    const prices = picked.map((r) => renewPrice(r.monthlyFen, 1).finalFen);
    const total = prices[0]! + prices[1]!;
    const o = await ok(
      t,
      calls.renewCommit,
      { idempotencyKey: key(), ids: picked.map((r) => r.id), months: 1, expectedFen: total },
      { token: c.token },
    );
    const was = await Promise.all(
      picked.map(async (r) => (await cloudExpiry(accountId, r.providerId)).getTime()),
    );
    // The process dies right after the cloud's first renewal answered, before we settle it.
    afterProviderCall.hook = async () => {
      throw new Error('killed');
    };
    await expect(runRenewal(t.app.deps, o.orderId)).rejects.toThrow('killed');
    afterProviderCall.hook = undefined;
    const mid = await db.select().from(renewalItems).where(eq(renewalItems.orderId, o.orderId));
    expect(mid.map((i) => i.status).sort()).toEqual(['calling', 'pending']);
    const view = await ok(t, calls.renewOrder, { orderId: o.orderId }, { token: c.token });
    expect(view.items.every((i) => i.status === 'pending')).toBe(true);

    await runRenewal(t.app.deps, o.orderId);
    const now = await Promise.all(
      picked.map(async (r) => (await cloudExpiry(accountId, r.providerId)).getTime()),
    );
    // Exactly one month more at the cloud for each: the interrupted one was not renewed again.
    for (const [i, at] of now.entries()) expect(at).toBe(monthAfter(was[i]!).getTime());
    const done = await ok(t, calls.renewOrder, { orderId: o.orderId }, { token: c.token });
    expect(done.items.map((i) => i.status)).toEqual(['renewed', 'renewed']);
    expect(done.chargedFen).toBe(total);
    expect(await balance(c.token)).toBe(before - total);
  });

  it('a renewal whose answer was lost is settled from the expiry the cloud reads back', async () => {
    const { c, accountId, r, before, price, o } = await oneMonthOrdered();
    const was = { at: await cloudExpiry(accountId, r.providerId) };
    // The cloud renewed, but its answer never came back (a time-out after it acted).
    afterProviderCall.hook = async () => {
      throw new CloudError('ALI', 'timeout', 'No answer within 15000 ms');
    };
    await runRenewal(t.app.deps, o.orderId);
    afterProviderCall.hook = undefined;
    const done = await ok(t, calls.renewOrder, { orderId: o.orderId }, { token: c.token });
    const want = monthAfter(was.at);
    expect(done.items[0]).toMatchObject({ status: 'renewed', expiresAt: want.toISOString() });
    expect(await balance(c.token)).toBe(before - price);
  });

  it('an item left calling whose expiry did not move is renewed once', async () => {
    const { c, accountId, r, before, price, o } = await oneMonthOrdered();
    const row = { at: await cloudExpiry(accountId, r.providerId) };
    // Died after marking the call but before it reached the cloud.
    await db
      .update(renewalItems)
      .set({ status: 'calling', expiresBefore: row!.at })
      .where(eq(renewalItems.orderId, o.orderId));
    await runRenewal(t.app.deps, o.orderId);
    const done = await ok(t, calls.renewOrder, { orderId: o.orderId }, { token: c.token });
    const want = monthAfter(row.at);
    expect(done.items[0]).toMatchObject({ status: 'renewed', expiresAt: want.toISOString() });
    expect(await balance(c.token)).toBe(before - price);
  });

  it('toggles auto-renew at the cloud; one the cloud refuses keeps its flag and says why', async () => {
    const { c, accountId, picked } = await tenantWithSubscriptions(2);
    await failAt(accountId, picked[1]!, 'Auto-renewal is not allowed for this instance.');
    const res = await ok(
      t,
      calls.renewAutoToggle,
      { ids: picked.map((r) => r.id), autoRenew: true },
      { token: c.token },
    );
    expect(res.updated).toBe(1);
    expect(res.results.find((x) => x.id === picked[0]!.id)).toMatchObject({
      ok: true,
      autoRenew: true,
      message: '',
    });
    const refused = res.results.find((x) => x.id === picked[1]!.id)!;
    expect(refused).toMatchObject({ ok: false, autoRenew: false });
    expect(refused.message).toBe('OperationDenied: Auto-renewal is not allowed for this instance.');
    const atCloud = await db
      .select({ id: simSubscriptions.providerId, on: simSubscriptions.autoRenew })
      .from(simSubscriptions)
      .where(eq(simSubscriptions.accountId, accountId));
    expect(atCloud.find((x) => x.id === picked[0]!.providerId)?.on).toBe(true);
    expect(atCloud.find((x) => x.id === picked[1]!.providerId)?.on).toBeNull();
    await db.update(simSubscriptions).set({ failMessage: null });
    await ok(
      t,
      calls.renewAutoToggle,
      { ids: [picked[1]!.id], autoRenew: false },
      { token: c.token },
    );
  });

  it('toggles a database’s auto-renew at its cloud; the list shows the flag, a refusal keeps it', async () => {
    const { c, accountId } = await tenantWithSubscriptions(1);
    const dbs = (
      await ok(t, calls.renewList, { type: 'database', pageSize: 5 }, { token: c.token })
    ).list;
    expect(dbs.length).toBeGreaterThan(0);
    const dbRow = dbs[0]!;
    expect(dbRow).toMatchObject({ type: 'database', autoRenew: false });
    const on = await ok(
      t,
      calls.renewAutoToggle,
      { ids: [dbRow.id], autoRenew: true },
      { token: c.token },
    );
    expect(on).toMatchObject({
      updated: 1,
      results: [{ id: dbRow.id, ok: true, autoRenew: true }],
    });
    const shown = async () =>
      (
        await ok(t, calls.renewList, { type: 'database', pageSize: 5 }, { token: c.token })
      ).list.find((r) => r.id === dbRow.id)!.autoRenew;
    expect(await shown()).toBe(true);
    const atCloud = async () =>
      (
        await db
          .select({ on: simSubscriptions.autoRenew })
          .from(simSubscriptions)
          .where(
            and(
              eq(simSubscriptions.accountId, accountId),
              eq(simSubscriptions.providerId, dbRow.providerId),
            ),
          )
      )[0]?.on;
    expect(await atCloud()).toBe(true);

    // The cloud refuses turning it off: the provider's code and message, both flags unchanged.
    await failAt(accountId, dbRow, 'The instance has an unpaid order.');
    const refused = await ok(
      t,
      calls.renewAutoToggle,
      { ids: [dbRow.id], autoRenew: false },
      { token: c.token },
    );
    expect(refused).toMatchObject({
      updated: 0,
      results: [{ id: dbRow.id, ok: false, autoRenew: true }],
    });
    expect(refused.results[0]!.message).toBe('OperationDenied: The instance has an unpaid order.');
    expect(await shown()).toBe(true);
    expect(await atCloud()).toBe(true);

    await failAt(accountId, dbRow, null);
    await ok(t, calls.renewAutoToggle, { ids: [dbRow.id], autoRenew: false }, { token: c.token });
    expect([await shown(), await atCloud()]).toEqual([false, false]);

    // The cloud takes the change but reports the old flag when read back (not applied yet, or
    // undone in its console at once): the list shows what the cloud holds, and says so.
    afterAutoRenewCall.hook = async () => {
      await db
        .update(simSubscriptions)
        .set({ autoRenew: false })
        .where(eq(simSubscriptions.providerId, dbRow.providerId));
    };
    try {
      const held = await ok(
        t,
        calls.renewAutoToggle,
        { ids: [dbRow.id], autoRenew: true },
        { token: c.token, lang: 'zh-CN' },
      );
      expect(held).toMatchObject({
        updated: 0,
        results: [{ id: dbRow.id, ok: false, autoRenew: false }],
      });
      expect(held.results[0]!.message).toBe(
        '云厂商已受理修改，但仍报告原来的自动续费状态，请在云厂商控制台核实',
      );
      expect(await shown()).toBe(false);
    } finally {
      afterAutoRenewCall.hook = undefined;
    }
  });

  it('toggles auto-renew', async () => {
    const { c, picked } = await tenantWithSubscriptions(2);
    await ok(
      t,
      calls.renewAutoToggle,
      { ids: [picked[0]!.id], autoRenew: true },
      { token: c.token },
    );
    const list = await ok(t, calls.renewList, { days: 7 }, { token: c.token });
    expect(list.list.map((r) => r.autoRenew)).toEqual([true, false]);
    await ok(
      t,
      calls.renewAutoToggle,
      { ids: [picked[0]!.id], autoRenew: false },
      { token: c.token },
    );
    const off = await ok(t, calls.renewList, { days: 7 }, { token: c.token });
    expect(off.list.map((r) => r.autoRenew)).toEqual([false, false]);
  });

  it('reminds at 30, 15, 7 and 1 days before expiry, once each, in the reader’s language', async () => {
    const { c, picked } = await tenantWithSubscriptions(1);
    const r = picked[0]!;
    // Due in 20 days: the 30-day reminder, once however often the sweep runs.
    await db
      .update(resources)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 20 * DAY - 60_000) })
      .where(eq(resources.id, r.id));
    const messages = async (lang: 'en-US' | 'zh-CN' = 'en-US') =>
      (await ok(t, calls.messageList, { type: 'resource', pageSize: 50 }, { token: c.token, lang }))
        .list;
    await sendReminders(t.app.deps);
    await sendReminders(t.app.deps);
    expect((await messages()).map((m) => m.title)).toEqual([`${r.name} expires in 20 days`]);
    expect((await messages('zh-CN'))[0]!.title).toBe(`${r.name} 将在 20 天后到期`);
    // The clock stands still (sessions would lapse); the expiry comes nearer instead.
    for (const [left, count] of [
      [14, 2], // the 15-day one
      [13, 2],
      [6, 3], // the 7-day one
      [0.5, 4], // the 1-day one
      [0.4, 4],
    ] as const) {
      await db
        .update(resources)
        .set({ expiresAt: new Date(t.clock.now().getTime() + left * DAY) })
        .where(eq(resources.id, r.id));
      await sendReminders(t.app.deps);
      expect((await messages()).length).toBe(count);
    }
    const others = await db
      .select()
      .from(resources)
      .where(and(eq(resources.tenantId, c.tenant.id), ne(resources.id, r.id)));
    expect(others.length).toBeGreaterThan(0);
  });
});
