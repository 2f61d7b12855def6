import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingProfiles, tenants } from '../../db/schema/index.ts';
import { badInput, notFound } from '../../lib/errors.ts';

/** A channel partner's rebate rate applies to consumption from now on; past accruals stay. */
export async function setPartnerRate(db: DbOrTx, tenantId: string, rateBp: number) {
  const [t] = await db.select({ kind: tenants.kind }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw notFound('billing.tenantNotFound');
  if (t.kind !== 'channel') throw badInput('billing.notAPartner');
  await db
    .insert(billingProfiles)
    .values({ tenantId, rebateRateBp: rateBp })
    .onConflictDoUpdate({
      target: billingProfiles.tenantId,
      set: { rebateRateBp: sql`excluded.rebate_rate_bp` },
    });
  return { affected: 1 };
}
