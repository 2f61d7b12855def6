import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calls, renewPrice, type RenewRow } from '@ecloud/contract';
import { ok, testApp } from '../../../../test/harness.ts';
import { resources, simSubscriptions, syncJobs } from '../../../db/schema/index.ts';
import { customer, funded, key, platform } from '../../billing/test/fixtures.ts';
import { addSimAccount, drain } from '../../cloud/test-support.ts';

/**
 * The renewal tests' world: an app, its platform tenant, and tenants whose simulated cloud holds
 * subscriptions due soon. Each renewals test file builds its own (one app per file).
 */
export async function renewalEstate() {
  const t = await testApp();
  const { db } = t.database;
  const p = await platform(t);
  const DAY = 86_400_000;
  const PER_REGION = 15;
  const cloudKey = (
    accountId: string,
    r: { region: string; type: string; providerId: string },
  ) => ({
    accountId,
    region: r.region,
    type: r.type,
    providerId: r.providerId,
  });
  /** The simulated cloud's row for one subscription of an account. */
  const atCloud = (accountId: string, providerId: string) =>
    and(eq(simSubscriptions.accountId, accountId), eq(simSubscriptions.providerId, providerId));
  const failAt = (
    accountId: string,
    r: Parameters<typeof cloudKey>[1],
    failMessage: string | null,
  ) => db.update(simSubscriptions).set({ failMessage }).where(atCloud(accountId, r.providerId));
  /** What the simulated cloud holds for a subscription now (undefined: it holds none). */
  const cloudSubscription = async (accountId: string, providerId: string) =>
    (await db.select().from(simSubscriptions).where(atCloud(accountId, providerId)))[0];
  /** The expiry the simulated cloud holds for a subscription now. */
  const cloudExpiry = async (accountId: string, providerId: string) =>
    (await cloudSubscription(accountId, providerId))!.expiresAt!;

  const balance = async (token: string) =>
    (await ok(t, calls.billingBalances, {}, { token })).available;

  /** A funded tenant with a synced simulated account, and its renewable subscriptions. */
  async function fundedSimTenant() {
    const c = await customer(t);
    await funded(t, p, c, 5_000_000);
    // Enough hosts that some are always prepaid (the estate's default size is seeded by the id).
    const accountId = await addSimAccount(t, c.token, { sim: { perRegion: PER_REGION } });
    await drain(t);
    const all = (await ok(t, calls.renewList, { pageSize: 100 }, { token: c.token })).list;
    return { c, accountId, all };
  }

  /** How an account's sync jobs ended: what a test names when the estate lacks what it needs. */
  const syncOutcome = async (accountId: string) =>
    JSON.stringify(
      await db
        .select({ state: syncJobs.state, error: syncJobs.error, done: syncJobs.done })
        .from(syncJobs)
        .where(eq(syncJobs.accountId, accountId)),
    );

  /** Makes `picked` due in 3, 4, ... days, in the cloud and in the inventory alike (as a sync would). */
  async function makeDue(accountId: string, picked: RenewRow[]) {
    for (const [i, r] of picked.entries()) {
      const expiresAt = new Date(t.clock.now().getTime() + (i + 3) * DAY);
      await db.update(resources).set({ expiresAt }).where(eq(resources.id, r.id));
      await db.insert(simSubscriptions).values({ ...cloudKey(accountId, r), expiresAt });
    }
  }

  /** A funded tenant with a synced simulated account; its first `n` subscriptions due in 3..n+2 days. */
  async function tenantWithSubscriptions(n: number) {
    const { c, accountId, all } = await fundedSimTenant();
    expect(all.length).toBeGreaterThanOrEqual(n);
    // Every other subscription far away, so reminders and filters see only ours.
    await db
      .update(resources)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 400 * DAY) })
      .where(eq(resources.accountId, accountId));
    const picked = all.slice(0, n);
    await makeDue(accountId, picked);
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

  return {
    t,
    db,
    p,
    DAY,
    PER_REGION,
    atCloud,
    failAt,
    cloudSubscription,
    cloudExpiry,
    balance,
    fundedSimTenant,
    syncOutcome,
    makeDue,
    tenantWithSubscriptions,
    oneMonthOrdered,
    monthAfter,
  };
}
