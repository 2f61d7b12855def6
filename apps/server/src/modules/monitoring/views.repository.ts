import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  monitorGroupResources,
  monitorGroups,
  monitorViews,
  resources,
} from '../../db/schema/index.ts';
import { deleteOwned, findOwned, insertId, qualified, updateOwnedWhile } from '../../db/sql.ts';

export type ViewRow = typeof monitorViews.$inferSelect;
export type ViewFields = Pick<ViewRow, 'name' | 'sort' | 'cloudCode' | 'businessType'>;
export type GroupRow = typeof monitorGroups.$inferSelect;

/** The tenant's views in their sort order (then oldest first), with their groups and sizes. */
export async function listViews(db: DbOrTx, tenantId: string, cloudCode?: string) {
  const views = await db
    .select()
    .from(monitorViews)
    .where(
      and(
        eq(monitorViews.tenantId, tenantId),
        cloudCode ? eq(monitorViews.cloudCode, cloudCode) : undefined,
      ),
    )
    .orderBy(asc(monitorViews.sort), asc(monitorViews.createdAt), asc(monitorViews.id));
  if (!views.length) return { views, groups: [] };
  const groups = await db
    .select({
      id: monitorGroups.id,
      viewId: monitorGroups.viewId,
      name: monitorGroups.name,
      sort: monitorGroups.sort,
      resourceCount: sql<number>`(select count(*)::int from ${monitorGroupResources} m
        join ${resources} r on r.id = m.resource_id and r.deleted_at is null
        where m.group_id = ${qualified(monitorGroups, monitorGroups.id)})`,
    })
    .from(monitorGroups)
    .where(
      and(
        eq(monitorGroups.tenantId, tenantId),
        inArray(
          monitorGroups.viewId,
          views.map((v) => v.id),
        ),
      ),
    )
    .orderBy(asc(monitorGroups.sort), asc(monitorGroups.createdAt), asc(monitorGroups.id));
  return { views, groups };
}

export const findView = (db: DbOrTx, tenantId: string, id: string) =>
  findOwned(db, monitorViews, tenantId, id);
export const findGroup = (db: DbOrTx, tenantId: string, id: string) =>
  findOwned(db, monitorGroups, tenantId, id);

export const insertView = (db: DbOrTx, tenantId: string, f: ViewFields, now: Date) =>
  insertId(db, monitorViews, { ...f, tenantId, createdAt: now, updatedAt: now });

/** Changes the tenant's view or group with that id; whether there was one. */
export const updateView = async (
  db: DbOrTx,
  tenantId: string,
  id: string,
  f: ViewFields,
  now: Date,
) =>
  (await updateOwnedWhile(db, monitorViews, tenantId, id, sql`true`, { ...f, updatedAt: now })) > 0;

export const deleteView = (db: DbOrTx, tenantId: string, id: string) =>
  deleteOwned(db, monitorViews, tenantId, [id]);

export const insertGroup = (
  db: DbOrTx,
  tenantId: string,
  f: { viewId: string; name: string; sort: number },
  now: Date,
) => insertId(db, monitorGroups, { ...f, tenantId, createdAt: now, updatedAt: now });

export const updateGroup = async (
  db: DbOrTx,
  tenantId: string,
  id: string,
  f: { name: string; sort: number },
  now: Date,
) =>
  (await updateOwnedWhile(db, monitorGroups, tenantId, id, sql`true`, { ...f, updatedAt: now })) >
  0;

export const deleteGroup = (db: DbOrTx, tenantId: string, id: string) =>
  deleteOwned(db, monitorGroups, tenantId, [id]);

/** The tenant's live resources among `ids`, with their providers (the view's cloud is checked). */
export function ownedResources(db: DbOrTx, tenantId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: resources.id, provider: resources.provider })
    .from(resources)
    .where(
      and(
        eq(resources.tenantId, tenantId),
        inArray(resources.id, ids),
        sql`${resources.deletedAt} is null`,
      ),
    );
}

/** Adds resources to a group (those already in it count too); how many are in it of `ids`. */
export async function addToGroup(
  db: DbOrTx,
  tenantId: string,
  groupId: string,
  ids: string[],
  now: Date,
): Promise<number> {
  if (!ids.length) return 0;
  await db
    .insert(monitorGroupResources)
    .values(ids.map((resourceId) => ({ tenantId, groupId, resourceId, createdAt: now })))
    .onConflictDoNothing();
  return ids.length;
}

export async function removeFromGroup(
  db: DbOrTx,
  tenantId: string,
  groupId: string,
  ids: string[],
): Promise<number> {
  const gone = await db
    .delete(monitorGroupResources)
    .where(
      and(
        eq(monitorGroupResources.tenantId, tenantId),
        eq(monitorGroupResources.groupId, groupId),
        inArray(monitorGroupResources.resourceId, ids),
      ),
    )
    .returning({ id: monitorGroupResources.resourceId });
  return gone.length;
}

/** Providers of the resources already in a view's groups (a view narrowed to one cloud checks them). */
export async function providersInView(db: DbOrTx, tenantId: string, viewId: string) {
  const rows = await db
    .select({ provider: resources.provider, n: count() })
    .from(monitorGroupResources)
    .innerJoin(monitorGroups, eq(monitorGroups.id, monitorGroupResources.groupId))
    .innerJoin(resources, eq(resources.id, monitorGroupResources.resourceId))
    .where(and(eq(monitorGroups.tenantId, tenantId), eq(monitorGroups.viewId, viewId)))
    .groupBy(resources.provider);
  return rows.map((r) => r.provider);
}
