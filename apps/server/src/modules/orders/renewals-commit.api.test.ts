import { describe, expect, it } from 'vitest';
import { calls, renewPrice } from '@ecloud/contract';
import { call, ok } from '../../../test/harness.ts';
import { customer, funded, key } from '../billing/test/fixtures.ts';
import { runRenewal } from './renewals.service.ts';
import { renewalEstate } from './test/renewal-estate.ts';

const { t, p, failAt, balance, tenantWithSubscriptions, oneMonthOrdered } = await renewalEstate();

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
    /** A renewal order under a fresh key, answered as it is (refusals included). */
    const commit = (token: string, ids: string[], months: number, expectedFen: number) =>
      call(t, calls.renewCommit, { idempotencyKey: key(), ids, months, expectedFen }, { token });
    const foreign = await commit(other.token, [r.id], 1, price);
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

    const term = await commit(c.token, [r.id], 5, price);
    expect(term.code).toBe(400);
    expect(term.message).toContain('months');
    const stale = await commit(c.token, [r.id], 1, price + 1);
    expect(stale.code).toBe(409);
    const junk = await commit(c.token, ['x'], 1, 1);
    expect(junk.code).toBe(400);
    const orders = await ok(t, calls.orderList, { pageSize: 10 }, { token: c.token });
    expect(orders.total).toBe(0);
  });
});
