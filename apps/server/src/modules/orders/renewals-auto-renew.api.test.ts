import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok } from '../../../test/harness.ts';
import { simSubscriptions } from '../../db/schema/index.ts';
import { afterAutoRenewCall } from './renewals.provider.ts';
import { renewalEstate } from './test/renewal-estate.ts';

const { t, db, failAt, cloudSubscription, tenantWithSubscriptions } = await renewalEstate();

/** Turns auto-renew on or off for the tenant's subscriptions `ids`, in the reader's language. */
const toggle = (token: string, ids: string[], autoRenew: boolean, lang?: 'zh-CN') =>
  ok(t, calls.renewAutoToggle, { ids, autoRenew }, { token, lang });

describe('renewals', () => {
  it('toggles auto-renew at the cloud; one the cloud refuses keeps its flag and says why', async () => {
    const { c, accountId, picked } = await tenantWithSubscriptions(2);
    await failAt(accountId, picked[1]!, 'Auto-renewal is not allowed for this instance.');
    const res = await toggle(
      c.token,
      picked.map((r) => r.id),
      true,
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
    await toggle(c.token, [picked[1]!.id], false);
  });

  it('toggles a database’s auto-renew at its cloud; the list shows the flag, a refusal keeps it', async () => {
    const { c, accountId } = await tenantWithSubscriptions(1);
    const dbs = (
      await ok(t, calls.renewList, { type: 'database', pageSize: 5 }, { token: c.token })
    ).list;
    expect(dbs.length).toBeGreaterThan(0);
    const dbRow = dbs[0]!;
    expect(dbRow).toMatchObject({ type: 'database', autoRenew: false });
    const on = await toggle(c.token, [dbRow.id], true);
    expect(on).toMatchObject({
      updated: 1,
      results: [{ id: dbRow.id, ok: true, autoRenew: true }],
    });
    const shown = async () =>
      (
        await ok(t, calls.renewList, { type: 'database', pageSize: 5 }, { token: c.token })
      ).list.find((r) => r.id === dbRow.id)!.autoRenew;
    expect(await shown()).toBe(true);
    const atCloud = async () => (await cloudSubscription(accountId, dbRow.providerId))?.autoRenew;
    expect(await atCloud()).toBe(true);

    // The cloud refuses turning it off: the provider's code and message, both flags unchanged.
    await failAt(accountId, dbRow, 'The instance has an unpaid order.');
    const refused = await toggle(c.token, [dbRow.id], false);
    expect(refused).toMatchObject({
      updated: 0,
      results: [{ id: dbRow.id, ok: false, autoRenew: true }],
    });
    expect(refused.results[0]!.message).toBe('OperationDenied: The instance has an unpaid order.');
    expect(await shown()).toBe(true);
    expect(await atCloud()).toBe(true);

    await failAt(accountId, dbRow, null);
    await toggle(c.token, [dbRow.id], false);
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
      const held = await toggle(c.token, [dbRow.id], true, 'zh-CN');
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
    await toggle(c.token, [picked[0]!.id], true);
    const list = await ok(t, calls.renewList, { days: 7 }, { token: c.token });
    expect(list.list.map((r) => r.autoRenew)).toEqual([true, false]);
    await toggle(c.token, [picked[0]!.id], false);
    const off = await ok(t, calls.renewList, { days: 7 }, { token: c.token });
    expect(off.list.map((r) => r.autoRenew)).toEqual([false, false]);
  });
});
