import { and, asc, desc, eq, gt, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import { renewMonthlyFen, renewPrice } from '@ecloud/contract';
import { CloudError } from '../cloud/adapter.ts';
import { cloudAccounts, renewalItems, resources, simSubscriptions } from '../db/schema/index.ts';
import { needsCheck } from '../modules/orders/renewals-check.service.ts';
import { markCalling, renewableOf, setAutoRenew } from '../modules/orders/renewals.repository.ts';
import { commitRenewal } from '../modules/orders/renewals.service.ts';
import type { DemoContext } from './demo.ts';

const DAY = 86_400_000;
/** Days left of the four subscriptions falling due, the failing one's provider message. */
const DUE = [3, 9, 20, 27];
const FAILS_AT = 1;
/** Days left of the subscription whose renewal waits for a manual check. */
const TO_CHECK_DAYS = 90;
const FAIL_MESSAGE = 'The instance is locked pending a security review.';
/** Days since the lapsed subscriptions ended, at least as many as there are entries. */
const LAPSED = [-4, -16];
/** At most this many lapsed; the others were renewed for about half a year (days left). */
const MAX_LAPSED = 3;
const RENEWED_DAYS = 180;

/**
 * /renewManage's demo: four subscriptions of Demo Enterprise (the admin's and ops' tenant) due
 * within 30 days, in the clouds the simulated accounts answer for; the first on auto-renew, the
 * second refused by its cloud on renewal (so a batch shows a failure refunded).
 */
export async function seedDemoRenewals(ctx: DemoContext): Promise<void> {
  const { db } = ctx;
  const tenantId = ctx.tenants.enterprise;
  const picked = await prepaidOf(ctx, inArray(cloudAccounts.provider, ['ALI', 'TENGXUN']))
    .orderBy(asc(resources.type), asc(resources.name))
    .limit(DUE.length);
  for (const [i, r] of picked.entries())
    await dueIn(ctx, r, DUE[i]!, i === FAILS_AT ? FAIL_MESSAGE : null);
  if (picked[0]) await setAutoRenew(db, tenantId, [picked[0].id], true);
  const taken = picked.map((r) => r.id);
  const toCheck = await seedRenewalToCheck(ctx, taken);
  await seedLapsed(ctx, toCheck ? [...taken, toCheck] : taken);
}

/**
 * A few subscriptions that have already lapsed. The estate ends about one in ten before the
 * account's first day, but it is seeded by account id, so a seed may draw none or a quarter (the
 * demo test met both): top them up to two from those with more than 30 days left, and give
 * those past the third half a year, as if their owner had renewed them.
 */
async function seedLapsed(ctx: DemoContext, taken: string[]) {
  const lapsed = await prepaidOf(ctx, lte(resources.expiresAt, ctx.now)).orderBy(
    asc(resources.name),
  );
  for (const [i, r] of lapsed.slice(MAX_LAPSED).entries())
    await dueIn(ctx, r, RENEWED_DAYS + i, null);
  const missing = LAPSED.slice(lapsed.length);
  if (!missing.length) return;
  const more = await prepaidOf(
    ctx,
    gt(resources.expiresAt, new Date(ctx.now.getTime() + 30 * DAY)),
    notInArray(resources.id, taken),
  )
    .orderBy(asc(resources.name))
    .limit(missing.length);
  for (const [i, r] of more.entries()) await dueIn(ctx, r, missing[i]!, null);
}

/**
 * One renewal admin paid whose cloud then could not be read after the last try: the platform's
 * support person sees it on /renewManage/check (and was told), admin's order says it waits.
 */
async function seedRenewalToCheck(ctx: DemoContext, taken: string[]): Promise<string | null> {
  const { db } = ctx;
  const tenantId = ctx.tenants.enterprise;
  // The simulated estate is seeded by account id, so which subscriptions exist and when they end
  // differ from one seed to the next: take any Alibaba subscription (a host first) and give it
  // a quarter to run, as the due ones above are given theirs.
  const [r] = await prepaidOf(
    ctx,
    eq(cloudAccounts.provider, 'ALI'),
    ...(taken.length ? [notInArray(resources.id, taken)] : []),
  )
    .orderBy(desc(eq(resources.type, 'host')), asc(resources.name))
    .limit(1);
  if (r) await dueIn(ctx, r, TO_CHECK_DAYS, null);
  const [row] = r ? await renewableOf(db, tenantId, [r.id]) : [];
  if (!row) return null;
  const admin = ctx.as({ tenantId, userId: ctx.users.get('admin')!.id, name: 'Demo Admin' });
  const order = await commitRenewal(admin, {
    idempotencyKey: 'demo-renewal-to-check',
    ids: [row.id],
    months: 3,
    expectedFen: renewPrice(renewMonthlyFen(row), 3).finalFen,
  });
  const [item] = await db
    .select()
    .from(renewalItems)
    .where(eq(renewalItems.orderId, order.orderId));
  await markCalling(db, item!.id, row.expiresAt);
  await needsCheck(
    admin.deps,
    { id: order.orderId, tenantId, orderNo: order.orderNo },
    { ...item!, status: 'calling' },
    new CloudError(
      'ALI',
      'throttled',
      'DescribeInstanceAttribute: Request was denied due to user flow control.',
      {
        providerCode: 'Throttling.User',
      },
    ),
  );
  return row.id;
}

/** Demo Enterprise's prepaid hosts and databases under `where`, keyed as a subscription is. */
const prepaidOf = (ctx: DemoContext, ...where: SQL[]) =>
  ctx.db
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
        eq(resources.tenantId, ctx.tenants.enterprise),
        eq(resources.chargeType, 'prepaid'),
        inArray(resources.type, ['host', 'database']),
        ...where,
      ),
    );

/** Due in `days`, in the inventory and at the simulated cloud alike (as a sync leaves it). */
async function dueIn(
  ctx: DemoContext,
  r: { id: string; accountId: string; region: string; type: string; providerId: string },
  days: number,
  failMessage: string | null,
) {
  const expiresAt = new Date(ctx.now.getTime() + days * DAY);
  await ctx.db.update(resources).set({ expiresAt }).where(eq(resources.id, r.id));
  const { id: _id, ...key } = r;
  await ctx.db.insert(simSubscriptions).values({ ...key, expiresAt, failMessage });
}
