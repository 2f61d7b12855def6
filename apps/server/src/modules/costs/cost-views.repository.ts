import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { costViews } from '../../db/schema/index.ts';

const own = (tenantId: string, userId: string) =>
  and(eq(costViews.tenantId, tenantId), eq(costViews.userId, userId));

export const viewsOf = (db: DbOrTx, tenantId: string, userId: string) =>
  db.select().from(costViews).where(own(tenantId, userId)).orderBy(asc(costViews.name));

export async function viewCount(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db.select({ n: count() }).from(costViews).where(own(tenantId, userId));
  return row?.n ?? 0;
}

/** Saves a view under its name, replacing the person's view of that name. */
export async function upsertView(
  db: DbOrTx,
  v: { tenantId: string; userId: string; name: string; settings: Record<string, string> },
) {
  const [row] = await db
    .insert(costViews)
    .values(v)
    .onConflictDoUpdate({
      target: [costViews.tenantId, costViews.userId, costViews.name],
      set: { settings: v.settings, updatedAt: sql`now()` },
    })
    .returning({ id: costViews.id });
  return row!.id;
}

export async function deleteView(db: DbOrTx, tenantId: string, userId: string, id: string) {
  const rows = await db
    .delete(costViews)
    .where(and(own(tenantId, userId), eq(costViews.id, id)))
    .returning({ id: costViews.id });
  return rows.length;
}

export async function hasView(db: DbOrTx, tenantId: string, userId: string, name: string) {
  const [row] = await db
    .select({ id: costViews.id })
    .from(costViews)
    .where(and(own(tenantId, userId), eq(costViews.name, name)));
  return !!row;
}
