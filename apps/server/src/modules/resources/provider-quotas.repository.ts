import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { ProviderQuota } from '../../cloud/adapter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/page.ts';
import { providerQuotas, resources } from '../../db/schema/index.ts';

export interface QuotaOwner {
  tenantId: string;
  accountId: string;
}

/** The regions an account's quotas are read in: its chosen ones, else where it has resources. */
export async function regionsInUse(db: DbOrTx, accountId: string): Promise<string[]> {
  const found = await db
    .selectDistinct({ region: resources.region })
    .from(resources)
    .where(and(eq(resources.accountId, accountId), isNull(resources.deletedAt)));
  return found.map((r) => r.region).sort();
}

/**
 * Stores what the provider reported for one region, in place of what it reported before: an
 * item it no longer reports falls back to the tenant's requests.
 */
export async function replaceProviderQuotas(
  tx: DbOrTx,
  owner: QuotaOwner,
  region: string,
  quotas: ProviderQuota[],
  now: Date,
): Promise<void> {
  const here = and(
    eq(providerQuotas.accountId, owner.accountId),
    eq(providerQuotas.region, region),
  );
  const items = quotas.map((q) => q.item);
  await tx
    .delete(providerQuotas)
    .where(items.length ? and(here, notInArray(providerQuotas.item, items)) : here);
  if (!quotas.length) return;
  await tx
    .insert(providerQuotas)
    .values(
      quotas.map((q) => ({ ...owner, region, item: q.item, quotaLimit: q.limit, readAt: now })),
    )
    .onConflictDoUpdate({
      target: [providerQuotas.accountId, providerQuotas.region, providerQuotas.item],
      set: { quotaLimit: sql`excluded.quota_limit`, readAt: sql`excluded.read_at` },
    });
}

export interface StoredProviderQuota {
  region: string;
  item: string;
  quota_limit: number;
}

export const providerQuotasOf = (db: DbOrTx, accountId: string) =>
  rows<StoredProviderQuota>(
    db,
    sql`select region, item, quota_limit from provider_quotas where account_id = ${accountId}
      order by region, item`,
  );
