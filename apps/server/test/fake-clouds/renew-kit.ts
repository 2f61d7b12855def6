import { describe, expect, it } from 'vitest';
import { CloudError, type RenewTarget } from '../../src/cloud/adapter.ts';
import type { FakeCloudSetup, FakeCloud } from './adapter-kit.ts';
import { useFakeCloud } from './adapter-kit.ts';
import type { FakeSubscriptions } from './subscriptions.ts';
import { withCallPolicy } from '../../src/cloud/call-policy.ts';

type WithSubscriptions = FakeCloud & { subs: FakeSubscriptions };

/** One provider's renewal at its fake: what it renews and how its calls must look on the wire. */
export interface RenewCase<F extends WithSubscriptions> {
  name: string;
  provider: string;
  setup: FakeCloudSetup<F>;
  /** A prepaid resource the fake knows. */
  target: RenewTarget;
  /** Its expiry at the fake before any renewal. */
  expiresAt: string;
  /** The provider code and message its fake refuses with (as the real cloud words one). */
  refusal: [code: string, message: string];
  /** The calls (in the fake's own record) a renewal of 3 months made, in the provider's words. */
  renewCalls(fake: F): void;
  /** The calls turning auto-renew on for 1 month, then off, made (absent: not wired for it). */
  autoCalls?(fake: F): void;
  /** The adapter reads the flag from the provider's describe call (readAutoRenew). */
  readsBack?: boolean;
}

/**
 * The renewal scenarios every provider with a renewal passes, each against its fake (which
 * checks the request's signature as the provider does): a renewal moves the expiry and reads
 * it back, a refusal keeps the provider's code and message, auto-renew goes on and off.
 */
export function describeRenewal<F extends WithSubscriptions>(c: RenewCase<F>) {
  const cloud = useFakeCloud(c.setup);
  describe(`${c.name} renewal`, () => {
    it('renews for whole months, answers the expiry the provider reads back', async () => {
      expect(await cloud.adapter.readExpiry!(c.target)).toEqual(new Date(c.expiresAt));
      // Through the call policy, as the console calls it (the policy passes renewals on).
      const { expiresAt } = await withCallPolicy(cloud.adapter).renew!(c.target, 3);
      const want = new Date(c.expiresAt);
      want.setUTCMonth(want.getUTCMonth() + 3);
      expect(expiresAt).toEqual(want);
      expect(cloud.fake.subs.renewals).toEqual([{ id: c.target.providerId, months: 3 }]);
      c.renewCalls(cloud.fake);
      expect(await cloud.adapter.readExpiry!(c.target)).toEqual(want);
    });

    it('a refusal is the provider’s code and message, and nothing renewed', async () => {
      const [code, message] = c.refusal;
      cloud.fake.subs.refuse.set(c.target.providerId, c.refusal);
      const before = cloud.fake.subs.renewals.length;
      const error = (await cloud.adapter.renew!(c.target, 1).catch(
        (e: unknown) => e,
      )) as CloudError;
      expect(error).toBeInstanceOf(CloudError);
      expect(error).toMatchObject({ provider: c.provider, providerCode: code });
      expect(error.message).toContain(message);
      if (c.autoCalls) {
        const flagBefore = cloud.fake.subs.autoRenew.get(c.target.providerId);
        const refused = (await cloud.adapter.setAutoRenew!(c.target, true, 1).catch(
          (e: unknown) => e,
        )) as CloudError;
        expect(refused).toBeInstanceOf(CloudError);
        expect(refused).toMatchObject({ provider: c.provider, providerCode: code });
        expect(refused.message).toContain(message);
        expect(cloud.fake.subs.autoRenew.get(c.target.providerId)).toEqual(flagBefore);
      }
      expect(cloud.fake.subs.renewals.length).toBe(before);
      cloud.fake.subs.refuse.delete(c.target.providerId);
    });

    const autoCalls = c.autoCalls;
    if (!autoCalls) return;
    it('turns the provider’s auto-renew on and off', async () => {
      // Through the call policy, as the console calls it.
      const policed = withCallPolicy(cloud.adapter);
      await policed.setAutoRenew!(c.target, true, 1);
      expect(cloud.fake.subs.autoRenew.get(c.target.providerId)).toMatchObject({ on: true });
      const on = await policed.readAutoRenew?.(c.target);
      await cloud.adapter.setAutoRenew!(c.target, false);
      expect(cloud.fake.subs.autoRenew.get(c.target.providerId)).toMatchObject({ on: false });
      autoCalls(cloud.fake);
      // The flag the provider's describe call reports, where it reports one.
      const off = await cloud.adapter.readAutoRenew?.(c.target);
      expect([on, off]).toEqual(c.readsBack ? [true, false] : [undefined, undefined]);
    });
  });
  return cloud;
}
