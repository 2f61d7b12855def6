import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calls, renewPrice } from '@ecloud/contract';
import { call, ok } from '../../../test/harness.ts';
import { makeUser, signIn } from '../../../test/fixtures.ts';
import { messages, renewalItems, simSubscriptions } from '../../db/schema/index.ts';
import { key } from '../billing/test/fixtures.ts';
import { setSim } from '../cloud/test-support.ts';
import { RENEW_ATTEMPTS, runRenewal } from './renewals.service.ts';
import { renewalEstate } from './test/renewal-estate.ts';

const { t, db, p, DAY, PER_REGION, balance, atCloud, fundedSimTenant, makeDue, syncOutcome } =
  await renewalEstate();
/** The platform's support person: holds the settle code by name. */
const operator = await makeUser(t, p.tenant.id, { role: 'support' });
const opsToken = await signIn(t, operator.username);

/** The operator settles a check; the answer, a refusal too, is the envelope. */
const opsSettle = (input: Record<string, unknown>, lang?: 'zh-CN') =>
  call(t, calls.renewSettle, input, { token: opsToken, lang });

const inbox = (userId: string, template: string) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.template, template)));

/**
 * A paid renewal of two subscriptions whose first is left 'calling' and whose cloud then cannot
 * read its expiry (its region fails): the runner's last try leaves it waiting for a manual check.
 */
async function stuckRenewal() {
  const { c, accountId, all } = await fundedSimTenant();
  // Two in different regions, so the first's region can fail alone.
  const first = all[0]!;
  const second = all.find((r) => r.region !== first.region);
  // Seen once in a full run: every renewable subscription in one region.
  if (!second)
    throw new Error(
      `none renewable outside ${first.region}; sync: ${await syncOutcome(accountId)}`,
    );
  const picked = [first, second];
  await makeDue(accountId, picked);
  const prices = picked.map((r) => renewPrice(r.monthlyFen, 1).finalFen);
  const total = prices[0]! + prices[1]!;
  const before = await balance(c.token);
  const order = await ok(
    t,
    calls.renewCommit,
    { idempotencyKey: key(), ids: picked.map((r) => r.id), months: 1, expectedFen: total },
    { token: c.token },
  );
  const [stuck] = await db
    .select()
    .from(renewalItems)
    .where(
      and(eq(renewalItems.orderId, order.orderId), eq(renewalItems.resourceId, picked[0]!.id)),
    );
  // The call went out (a crash after it), and now the cloud cannot be read for that type.
  await db
    .update(renewalItems)
    .set({ status: 'calling', expiresBefore: new Date(t.clock.now().getTime() + 3 * DAY) })
    .where(eq(renewalItems.id, stuck!.id));
  await setSim(t, accountId, { perRegion: PER_REGION, failRegions: [first.region] });
  return { c, accountId, picked, prices, total, before, order, itemId: stuck!.id };
}

describe('renewals the cloud could not confirm', () => {
  it('wait for a manual check after the last try, told to the tenant and the platform’s operators', async () => {
    const s = await stuckRenewal();
    // Before the last try the run fails, to be retried; nothing is settled.
    await expect(runRenewal(t.app.deps, s.order.orderId, 1)).rejects.toThrow();
    await runRenewal(t.app.deps, s.order.orderId, RENEW_ATTEMPTS);
    const view = await ok(t, calls.renewOrder, { orderId: s.order.orderId }, { token: s.c.token });
    const stuck = view.items.find((i) => i.resourceId === s.picked[0]!.id)!;
    expect(stuck.status).toBe('check');
    expect(stuck.message).toContain('Simulated failure');
    // Its failing region does not stop the others: the second resource is renewed.
    expect(view.items.find((i) => i.resourceId === s.picked[1]!.id)!.status).toBe('renewed');
    const mine = await ok(t, calls.orderList, { pageSize: 10 }, { token: s.c.token });
    expect(mine.list[0]).toMatchObject({ id: s.order.orderId, status: 'provisioning' });
    const list = await ok(t, calls.renewList, { pageSize: 100 }, { token: s.c.token });
    expect(list.list.find((r) => r.id === s.picked[0]!.id)!.lastRenewal!.status).toBe('check');
    // One alert each, in the message centre: the tenant's renewers and the platform's operators.
    const [told] = await inbox(s.c.person.id, 'msg.renewalCheck');
    expect(told).toMatchObject({ link: `/addedService/order/detail/order/${s.order.orderId}` });
    expect(await inbox(operator.id, 'msg.renewalCheckOps')).toHaveLength(1);
    expect(await inbox(p.auditor.id, 'msg.renewalCheckOps')).toHaveLength(0);
    // Another last run (a retry racing it) neither alerts again nor settles it.
    await runRenewal(t.app.deps, s.order.orderId, RENEW_ATTEMPTS);
    expect(await inbox(operator.id, 'msg.renewalCheckOps')).toHaveLength(1);
    const queue = await ok(t, calls.renewCheckList, {}, { token: opsToken });
    expect(queue.find((q) => q.itemId === s.itemId)).toMatchObject({
      orderNo: view.orderNo,
      resourceName: s.picked[0]!.name,
      priceFen: s.prices[0],
    });
    // The whole order is still charged while one waits.
    expect(await balance(s.c.token)).toBe(s.before - s.total);
  });

  it('settled as failed: refunded through the ledger, once', async () => {
    const s = await stuckRenewal();
    await runRenewal(t.app.deps, s.order.orderId, RENEW_ATTEMPTS);
    const body = { itemId: s.itemId, outcome: 'failed' as const };
    const done = await ok(t, calls.renewSettle, body, { token: opsToken });
    expect(done).toMatchObject({ status: 'failed', expiresAt: null });
    expect(await balance(s.c.token)).toBe(s.before - s.prices[1]!);
    // Again: the same answer, nothing refunded twice; the other outcome is refused.
    expect(await ok(t, calls.renewSettle, body, { token: opsToken })).toMatchObject(done);
    const other = await opsSettle({
      itemId: s.itemId,
      outcome: 'renewed',
      expiresAt: '2031-01-01T00:00:00Z',
    });
    expect(other.code).toBe(409);
    expect(await balance(s.c.token)).toBe(s.before - s.prices[1]!);
    const view = await ok(t, calls.renewOrder, { orderId: s.order.orderId }, { token: s.c.token });
    expect(view).toMatchObject({ refundedFen: s.prices[0], chargedFen: s.prices[1] });
    const mine = await ok(t, calls.orderList, { pageSize: 10 }, { token: s.c.token });
    expect(mine.list[0]).toMatchObject({ id: s.order.orderId, status: 'delivered' });
    expect(
      (await ok(t, calls.renewCheckList, {}, { token: opsToken })).map((q) => q.itemId),
    ).not.toContain(s.itemId);
  });

  it('settled as renewed: the cloud’s expiry when it answers again, else the one given', async () => {
    const s = await stuckRenewal();
    await runRenewal(t.app.deps, s.order.orderId, RENEW_ATTEMPTS);
    // The cloud still cannot be read: the given expiry, which must be after the one before.
    const early = await opsSettle(
      {
        itemId: s.itemId,
        outcome: 'renewed',
        expiresAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
      },
      'zh-CN',
    );
    expect(early.code).toBe(400);
    expect(early.message).toContain('expiresAt');
    expect(early.message).toContain('不晚于');
    const given = new Date(t.clock.now().getTime() + 33 * DAY).toISOString();
    const done = await ok(
      t,
      calls.renewSettle,
      { itemId: s.itemId, outcome: 'renewed', expiresAt: given },
      { token: opsToken },
    );
    expect(done).toEqual({
      itemId: s.itemId,
      status: 'renewed',
      expiresAt: given,
      readBack: false,
    });
    const row = (await ok(t, calls.renewList, { pageSize: 100 }, { token: s.c.token })).list.find(
      (r) => r.id === s.picked[0]!.id,
    )!;
    expect(row.expiresAt).toBe(given);
    expect(row.lastRenewal!.status).toBe('renewed');
    // Nothing refunded: both renewed.
    expect(await balance(s.c.token)).toBe(s.before - s.total);
    const mine = await ok(t, calls.orderList, { pageSize: 10 }, { token: s.c.token });
    expect(mine.list[0]).toMatchObject({ id: s.order.orderId, status: 'delivered' });

    // Another: the cloud answers again and says it renewed, so its expiry wins over the given one.
    const s2 = await stuckRenewal();
    await runRenewal(t.app.deps, s2.order.orderId, RENEW_ATTEMPTS);
    await setSim(t, s2.accountId, { perRegion: PER_REGION });
    const cloudAt = new Date(t.clock.now().getTime() + 34 * DAY);
    await db
      .update(simSubscriptions)
      .set({ expiresAt: cloudAt })
      .where(atCloud(s2.accountId, s2.picked[0]!.providerId));
    const read = await ok(
      t,
      calls.renewSettle,
      { itemId: s2.itemId, outcome: 'renewed', expiresAt: given },
      { token: opsToken },
    );
    expect(read).toMatchObject({ expiresAt: cloudAt.toISOString(), readBack: true });
  });

  it('names the field, refuses anyone but the platform’s operators, and changes nothing', async () => {
    const s = await stuckRenewal();
    await runRenewal(t.app.deps, s.order.orderId, RENEW_ATTEMPTS);
    const missing = await opsSettle({ itemId: s.itemId, outcome: 'renewed' });
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('expiresAt');
    const junk = await opsSettle(
      { itemId: s.itemId, outcome: 'renewed', expiresAt: 'tomorrow' },
      'zh-CN',
    );
    expect(junk.code).toBe(400);
    expect(junk.message).toContain('expiresAt');
    const odd = await opsSettle({ itemId: s.itemId, outcome: 'maybe' });
    expect(odd.code).toBe(400);
    expect(odd.message).toContain('outcome');
    const unknown = await opsSettle({
      itemId: '00000000-0000-4000-8000-000000000000',
      outcome: 'failed',
    });
    expect(unknown.code).toBe(404);
    // The customer's own administrator ('all') and a support person of a customer tenant: no.
    for (const token of [
      s.c.token,
      await signIn(t, (await makeUser(t, s.c.tenant.id, { role: 'support' })).username),
    ]) {
      const settle = await call(
        t,
        calls.renewSettle,
        { itemId: s.itemId, outcome: 'failed' },
        { token },
      );
      expect(settle.code).toBe(403);
      expect((await call(t, calls.renewCheckList, {}, { token })).code).toBe(403);
    }
    const view = await ok(t, calls.renewOrder, { orderId: s.order.orderId }, { token: s.c.token });
    expect(view.items.find((i) => i.resourceId === s.picked[0]!.id)!.status).toBe('check');
    expect(await balance(s.c.token)).toBe(s.before - s.total);
  });
});
