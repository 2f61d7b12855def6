import { and, eq } from 'drizzle-orm';
import type { ProviderCode } from '@ecloud/contract';
import { CloudError, type CloudResource, type RenewTarget } from '../adapter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { simSubscriptions } from '../../db/schema/index.ts';

const DAY = 86_400_000;

/** Subscriptions renewed in the simulated cloud: their expiry from the database. */
export async function overlayExpiry(
  db: DbOrTx,
  accountId: string,
  region: string,
  type: string,
  items: CloudResource[],
): Promise<CloudResource[]> {
  const rows = await db
    .select()
    .from(simSubscriptions)
    .where(
      and(
        eq(simSubscriptions.accountId, accountId),
        eq(simSubscriptions.region, region),
        eq(simSubscriptions.type, type),
      ),
    );
  const moved = new Map(rows.filter((r) => r.expiresAt).map((r) => [r.providerId, r.expiresAt!]));
  if (!moved.size) return items;
  return items.map((r) =>
    moved.has(r.providerId) ? { ...r, expiresAt: moved.get(r.providerId)! } : r,
  );
}

/**
 * Moves a prepaid resource's expiry by whole months (from its expiry, or from now when it has
 * lapsed), unless a failure was asked for it: then the provider's error, as a real cloud says it.
 */
export async function simulatedRenew(
  db: DbOrTx,
  provider: ProviderCode,
  accountId: string,
  found: CloudResource | undefined,
  t: RenewTarget,
  months: number,
  now: Date,
): Promise<{ expiresAt: Date }> {
  const requestId = `sim-${now.getTime().toString(36)}`;
  if (!found) {
    throw new CloudError(provider, 'not_found', `No such instance: ${t.providerId}.`, {
      providerCode: 'InvalidInstanceId.NotFound',
      requestId,
    });
  }
  if (found.chargeType !== 'prepaid') {
    throw new CloudError(
      provider,
      'provider',
      `${t.providerId} is pay-as-you-go; it has no renewal.`,
      {
        providerCode: 'InvalidInstanceChargeType',
        requestId,
      },
    );
  }
  const key = subscriptionKey(accountId, t);
  const [state] = await db.select().from(simSubscriptions).where(key);
  refuseIfAsked(provider, state, requestId);
  // The estate gives some subscriptions (databases) no expiry of their own: they start from now.
  const from = new Date(
    Math.max((state?.expiresAt ?? found.expiresAt ?? now).getTime(), now.getTime()),
  );
  const expiresAt = addMonths(from, months);
  await db
    .insert(simSubscriptions)
    .values({ accountId, region: t.region, type: t.type, providerId: t.providerId, expiresAt })
    .onConflictDoUpdate({
      target: SUBSCRIPTION_KEY,
      set: { expiresAt },
    });
  return { expiresAt };
}

const SUBSCRIPTION_KEY = [
  simSubscriptions.accountId,
  simSubscriptions.region,
  simSubscriptions.type,
  simSubscriptions.providerId,
];

const subscriptionKey = (accountId: string, t: RenewTarget) =>
  and(
    eq(simSubscriptions.accountId, accountId),
    eq(simSubscriptions.region, t.region),
    eq(simSubscriptions.type, t.type),
    eq(simSubscriptions.providerId, t.providerId),
  );

/** A failure the demo or a test asked for: the provider's refusal, as a real cloud words it. */
function refuseIfAsked(
  provider: ProviderCode,
  state: { failMessage: string | null } | undefined,
  requestId: string,
) {
  if (state?.failMessage) {
    throw new CloudError(provider, 'provider', state.failMessage, {
      providerCode: 'OperationDenied',
      requestId,
    });
  }
}

/** The expiry the simulated cloud has for a subscription now: a renewal's, else the estate's. */
export async function simulatedExpiry(
  db: DbOrTx,
  accountId: string,
  found: CloudResource | undefined,
  t: RenewTarget,
): Promise<Date | undefined> {
  const [state] = await db
    .select({ expiresAt: simSubscriptions.expiresAt })
    .from(simSubscriptions)
    .where(subscriptionKey(accountId, t));
  return state?.expiresAt ?? found?.expiresAt;
}

/** The simulated cloud's auto-renew flag as the last toggle left it (never set: off). */
export async function simulatedAutoRenewFlag(
  db: DbOrTx,
  accountId: string,
  t: RenewTarget,
): Promise<boolean> {
  const [state] = await db
    .select({ autoRenew: simSubscriptions.autoRenew })
    .from(simSubscriptions)
    .where(subscriptionKey(accountId, t));
  return state?.autoRenew ?? false;
}

/** Records the simulated cloud's auto-renew flag, or refuses it as the renewal would be. */
export async function simulatedAutoRenew(
  db: DbOrTx,
  provider: ProviderCode,
  accountId: string,
  t: RenewTarget,
  autoRenew: boolean,
  now: Date,
): Promise<void> {
  const [state] = await db.select().from(simSubscriptions).where(subscriptionKey(accountId, t));
  refuseIfAsked(provider, state, `sim-${now.getTime().toString(36)}`);
  await db
    .insert(simSubscriptions)
    .values({ accountId, region: t.region, type: t.type, providerId: t.providerId, autoRenew })
    .onConflictDoUpdate({ target: SUBSCRIPTION_KEY, set: { autoRenew } });
}

function addMonths(d: Date, months: number): Date {
  const x = new Date(d.getTime());
  x.setUTCMonth(x.getUTCMonth() + months);
  // A month without that day (Jan 31 + 1) ends on the month's last day, as the clouds do.
  if (x.getUTCDate() !== d.getUTCDate()) x.setTime(x.getTime() - x.getUTCDate() * DAY);
  return x;
}
