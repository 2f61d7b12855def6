import { eq } from 'drizzle-orm';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { CloudError, type CloudAdapter, type RenewTarget } from '../../cloud/adapter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cloudAccounts, type renewalItems } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import * as repo from './renewals.repository.ts';

/** What a provider said about one resource: done (with the new expiry) or its message. */
export type ProviderOutcome<T = object> = ({ ok: true } & T) | { ok: false; message: string };

async function adapterOf(deps: Deps, db: DbOrTx, accountId: string): Promise<CloudAdapter> {
  const [account] = await db.select().from(cloudAccounts).where(eq(cloudAccounts.id, accountId));
  return adapterForAccount(deps, account!);
}

const targetOf = (r: repo.RenewableRow): RenewTarget => ({
  type: r.type as RenewTarget['type'],
  region: r.region,
  providerId: r.providerId,
});

/** The provider's words (code first) when it refused; any other error is ours and thrown. */
function refusal(e: unknown): { ok: false; message: string } {
  if (e instanceof CloudError)
    return { ok: false, message: `${e.providerCode ?? e.kind}: ${e.message}` };
  throw e;
}

type Item = typeof renewalItems.$inferSelect;

/** Test-only: runs right after the provider's renew call answers, before we settle (a crash there). */
export const afterProviderCall: { hook?: (item: Item) => Promise<void> } = {};

/**
 * Renews one resource at its cloud, at most once per item whatever restarts: the item is marked
 * 'calling' with the provider's expiry before the call, and an item found 'calling' is settled
 * from the expiry the provider has now (moved: it renewed) instead of being renewed again.
 */
export async function renewOnce(
  deps: Deps,
  db: DbOrTx,
  item: Item,
  r: repo.RenewableRow,
  markCalling: (expiresBefore: Date | null) => Promise<void>,
): Promise<ProviderOutcome<{ expiresAt: Date }>> {
  const adapter = await adapterOf(deps, db, r.accountId);
  if (!adapter.renew) return { ok: false, message: 'term:renew.unsupported' };
  const target = targetOf(r);
  if (item.status === 'calling') {
    // A failed read here is thrown: the job retries it later rather than risk a second renewal.
    const now = adapter.readExpiry ? await adapter.readExpiry(target) : undefined;
    const before = item.expiresBefore?.getTime() ?? -Infinity;
    if (now && now.getTime() > before) return { ok: true, expiresAt: now };
    if (!adapter.readExpiry) return { ok: false, message: 'term:renew.unconfirmed' };
  }
  let before: Date | null | undefined;
  let sent = false;
  try {
    before = adapter.readExpiry ? await adapter.readExpiry(target) : r.expiresAt;
    await markCalling(before ?? null);
    sent = true;
    const { expiresAt } = await adapter.renew(target, item.months);
    await afterProviderCall.hook?.(item);
    return { ok: true, expiresAt };
  } catch (e) {
    // No answer is not a refusal: the renewal may have gone through. The expiry tells; if it
    // cannot be read either, the item stays 'calling' and the job's retry settles it.
    if (sent && e instanceof CloudError && (e.kind === 'timeout' || e.kind === 'network')) {
      if (!adapter.readExpiry) throw e;
      const now = await adapter.readExpiry(target);
      if (now && now.getTime() > (before?.getTime() ?? -Infinity))
        return { ok: true, expiresAt: now };
    }
    return refusal(e);
  }
}

/** Test-only: runs right after the provider took an auto-renew change, before its flag is read. */
export const afterAutoRenewCall: { hook?: (r: repo.RenewableRow) => Promise<void> } = {};

/**
 * Turns the provider's own auto-renew on or off for one resource; `autoRenew` is the flag the
 * cloud reports afterwards where its describe call reports one (absent where it does not, or
 * the read failed: the change itself was taken).
 */
export async function autoRenewAt(
  deps: Deps,
  r: repo.RenewableRow,
  on: boolean,
): Promise<ProviderOutcome<{ autoRenew?: boolean }>> {
  const adapter = await adapterOf(deps, deps.db, r.accountId);
  if (!adapter.setAutoRenew) return { ok: false, message: 'term:renew.autoUnsupported' };
  const target = targetOf(r);
  try {
    await adapter.setAutoRenew(target, on, 1);
  } catch (e) {
    return refusal(e);
  }
  await afterAutoRenewCall.hook?.(r);
  if (!adapter.readAutoRenew) return { ok: true };
  try {
    return { ok: true, autoRenew: await adapter.readAutoRenew(target) };
  } catch (e) {
    if (e instanceof CloudError) return { ok: true };
    throw e;
  }
}

/**
 * The expiry a resource's cloud answers now, for an operator settling a renewal by hand;
 * undefined when the resource is gone, its cloud cannot read one, or the read fails (the
 * operator's own expiry is used then).
 */
export async function readCloudExpiry(
  deps: Deps,
  tenantId: string,
  resourceId: string,
): Promise<Date | undefined> {
  const [r] = await repo.renewableOf(deps.db, tenantId, [resourceId]);
  if (!r) return undefined;
  const adapter = await adapterOf(deps, deps.db, r.accountId);
  if (!adapter.readExpiry) return undefined;
  try {
    return await adapter.readExpiry(targetOf(r));
  } catch (e) {
    if (e instanceof CloudError) return undefined;
    throw e;
  }
}
