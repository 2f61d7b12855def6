import { and, asc, eq, inArray } from 'drizzle-orm';
import { cloudAccounts, resources, simSubscriptions } from '../db/schema/index.ts';
import { setAutoRenew } from '../modules/orders/renewals.repository.ts';
import type { DemoContext } from './demo.ts';

const DAY = 86_400_000;
/** Days left of the four subscriptions falling due, the failing one's provider message. */
const DUE = [3, 9, 20, 27];
const FAILS_AT = 1;
const FAIL_MESSAGE = 'The instance is locked pending a security review.';

/**
 * /renewManage's demo: four subscriptions of Demo Enterprise (the admin's and ops' tenant) due
 * within 30 days, in the clouds the simulated accounts answer for; the first on auto-renew, the
 * second refused by its cloud on renewal (so a batch shows a failure refunded).
 */
export async function seedDemoRenewals(ctx: DemoContext): Promise<void> {
  const { db, now } = ctx;
  const tenantId = ctx.tenants.enterprise;
  const picked = await db
    .select({
      id: resources.id,
      accountId: resources.accountId,
      region: resources.region,
      type: resources.type,
      providerId: resources.providerId,
    })
    .from(resources)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .where(
      and(
        eq(resources.tenantId, tenantId),
        eq(resources.chargeType, 'prepaid'),
        inArray(cloudAccounts.provider, ['ALI', 'TENGXUN']),
        inArray(resources.type, ['host', 'database']),
      ),
    )
    .orderBy(asc(resources.type), asc(resources.name))
    .limit(DUE.length);
  for (const [i, r] of picked.entries()) {
    const expiresAt = new Date(now.getTime() + DUE[i]! * DAY);
    await db.update(resources).set({ expiresAt }).where(eq(resources.id, r.id));
    await db.insert(simSubscriptions).values({
      accountId: r.accountId,
      region: r.region,
      type: r.type,
      providerId: r.providerId,
      expiresAt,
      failMessage: i === FAILS_AT ? FAIL_MESSAGE : null,
    });
  }
  if (picked[0]) await setAutoRenew(db, tenantId, [picked[0].id], true);
}
