import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { renewListInput } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  cloudAccounts,
  orders,
  renewalItems,
  renewalReminders,
  renewalSettings,
  resources,
  tenants,
} from '../../db/schema/index.ts';
import { pageOf } from '../../db/page.ts';

const DAY = 86_400_000;

/** Live prepaid resources with an expiry: what can be renewed. */
const renewable = () =>
  and(
    isNull(resources.deletedAt),
    eq(resources.chargeType, 'prepaid'),
    sql`${resources.expiresAt} is not null`,
  )!;

const resourceColumns = {
  id: resources.id,
  tenantId: resources.tenantId,
  accountId: resources.accountId,
  provider: resources.provider,
  type: resources.type,
  providerId: resources.providerId,
  region: resources.region,
  name: resources.name,
  spec: resources.spec,
  cpu: resources.cpu,
  memoryMb: resources.memoryMb,
  sizeGb: resources.sizeGb,
  bandwidthMbps: resources.bandwidthMbps,
  expiresAt: resources.expiresAt,
  accountName: cloudAccounts.name,
  autoRenew: sql<boolean>`coalesce(${renewalSettings.autoRenew}, false)`,
};

export function renewPage(
  db: DbOrTx,
  tenantId: string,
  q: z.output<typeof renewListInput>,
  now: Date,
) {
  const where: SQL[] = [eq(resources.tenantId, tenantId), renewable()];
  // "Expiring in N days": still running, due within N days (lapsed ones show unfiltered).
  if (q.days) {
    where.push(gt(resources.expiresAt, now));
    where.push(lte(resources.expiresAt, new Date(now.getTime() + q.days * DAY)));
  }
  if (q.provider) where.push(eq(resources.provider, q.provider));
  if (q.accountId) where.push(eq(resources.accountId, q.accountId));
  if (q.type) where.push(eq(resources.type, q.type));
  if (q.name) where.push(sql`${resources.searchText} like ${`%${q.name.toLowerCase()}%`}`);
  return pageOf(
    db,
    {
      select: resourceColumns,
      from: resources,
      join: [[cloudAccounts, eq(cloudAccounts.id, resources.accountId)]],
      lookup: [[renewalSettings, eq(renewalSettings.resourceId, resources.id)]],
      where: and(...where),
      orderBy: [asc(resources.expiresAt), asc(resources.id)],
    },
    q,
    (r) => r,
  );
}

/** The caller's renewable resources among `ids` (another tenant's are simply not found). */
export function renewableOf(db: DbOrTx, tenantId: string, ids: string[]) {
  return db
    .select(resourceColumns)
    .from(resources)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .leftJoin(renewalSettings, eq(renewalSettings.resourceId, resources.id))
    .where(and(eq(resources.tenantId, tenantId), inArray(resources.id, ids), renewable()));
}
export type RenewableRow = Awaited<ReturnType<typeof renewableOf>>[number];

/** Each resource's latest renewal outcome. */
export async function lastOutcomes(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, { status: string; message: string }>();
  const rows = await db
    .selectDistinctOn([renewalItems.resourceId], {
      resourceId: renewalItems.resourceId,
      status: renewalItems.status,
      message: renewalItems.message,
    })
    .from(renewalItems)
    .where(inArray(renewalItems.resourceId, ids))
    .orderBy(renewalItems.resourceId, desc(renewalItems.createdAt));
  return new Map(rows.map((r) => [r.resourceId, r]));
}

export async function setAutoRenew(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
  autoRenew: boolean,
) {
  if (!ids.length) return 0;
  await db
    .insert(renewalSettings)
    .values(ids.map((resourceId) => ({ resourceId, tenantId, autoRenew })))
    .onConflictDoUpdate({ target: renewalSettings.resourceId, set: { autoRenew } });
  return ids.length;
}

export const insertItems = (db: DbOrTx, rows: (typeof renewalItems.$inferInsert)[]) =>
  db.insert(renewalItems).values(rows);

export const itemsOf = (db: DbOrTx, orderId: string) =>
  db
    .select({ item: renewalItems, name: resources.name })
    .from(renewalItems)
    .innerJoin(resources, eq(resources.id, renewalItems.resourceId))
    .where(eq(renewalItems.orderId, orderId))
    .orderBy(asc(resources.name));

/** The provider's renew call is about to go out; its expiry before it tells, after a crash, whether it did. */
export async function markCalling(db: DbOrTx, id: string, expiresBefore: Date | null) {
  await db
    .update(renewalItems)
    .set({ status: 'calling', expiresBefore })
    .where(eq(renewalItems.id, id));
}

export async function settleItem(
  db: DbOrTx,
  id: string,
  patch: { status: string; message: string; expiresAt: Date | null },
) {
  await db.update(renewalItems).set(patch).where(eq(renewalItems.id, id));
}

export async function moveExpiry(db: DbOrTx, resourceId: string, expiresAt: Date) {
  await db.update(resources).set({ expiresAt }).where(eq(resources.id, resourceId));
  await db.delete(renewalReminders).where(eq(renewalReminders.resourceId, resourceId));
}

/** Live subscriptions expiring within `days` (reminders look no further). */
export function expiringWithin(db: DbOrTx, now: Date, days: number) {
  return db
    .select(resourceColumns)
    .from(resources)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .leftJoin(renewalSettings, eq(renewalSettings.resourceId, resources.id))
    .where(
      and(
        renewable(),
        gt(resources.expiresAt, now),
        lte(resources.expiresAt, new Date(now.getTime() + days * DAY)),
      ),
    );
}

/** Records a reminder; false when it was already sent (the primary key makes it once). */
export async function claimReminder(db: DbOrTx, resourceId: string, expiresAt: Date, days: number) {
  const rows = await db
    .insert(renewalReminders)
    .values({ resourceId, expiresAt, days })
    .onConflictDoNothing()
    .returning({ id: renewalReminders.resourceId });
  return rows.length > 0;
}

/**
 * Renewals waiting for a manual check, of every tenant (the platform's operators read them),
 * oldest first; capped, as a screen of them is a to-do list, not an archive.
 */
export function itemsToCheck(db: DbOrTx) {
  return db
    .select({
      item: renewalItems,
      orderNo: orders.orderNo,
      tenantName: tenants.name,
      resourceName: resources.name,
      providerId: resources.providerId,
      provider: resources.provider,
      type: resources.type,
      region: resources.region,
      accountName: cloudAccounts.name,
    })
    .from(renewalItems)
    .innerJoin(orders, eq(orders.id, renewalItems.orderId))
    .innerJoin(tenants, eq(tenants.id, renewalItems.tenantId))
    .innerJoin(resources, eq(resources.id, renewalItems.resourceId))
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .where(eq(renewalItems.status, 'check'))
    .orderBy(asc(renewalItems.createdAt), asc(renewalItems.id))
    .limit(500);
}

/** One renewal item, locked while it is settled (an operator's settle and a retry never cross). */
export async function lockItem(db: DbOrTx, id: string) {
  const [row] = await db.select().from(renewalItems).where(eq(renewalItems.id, id)).for('update');
  return row;
}

/** The resource a renewal item renews, with its name and the tenant it belongs to. */
export async function itemResource(db: DbOrTx, resourceId: string) {
  const [row] = await db
    .select({ name: resources.name, tenantId: resources.tenantId })
    .from(resources)
    .where(eq(resources.id, resourceId));
  return row;
}

export async function itemById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(renewalItems).where(eq(renewalItems.id, id));
  return row;
}

export async function tenantNameOf(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}
