import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, renewPrice } from '@ecloud/contract';
import { ok } from '../../../test/harness.ts';
import { renewalItems } from '../../db/schema/index.ts';
import { key } from '../billing/test/fixtures.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { afterProviderCall } from './renewals.provider.ts';
import { runRenewal } from './renewals.service.ts';
import { renewalEstate } from './test/renewal-estate.ts';

const { t, db, cloudExpiry, balance, tenantWithSubscriptions, oneMonthOrdered, monthAfter } =
  await renewalEstate();

describe('renewals', () => {
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
});
