import { eq } from 'drizzle-orm';
import { insertId } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';

export async function insertTenant(
  db: DbOrTx,
  t: { name: string; kind: 'enterprise' | 'channel'; parentId: string | null; now: Date },
): Promise<string> {
  return insertId(db, tenants, {
    name: t.name,
    kind: t.kind,
    parentId: t.parentId,
    createdAt: t.now,
  });
}

/**
 * What an account brought from before it was created here (an import, the demo's history):
 * its status and its last sign-in. Signing in keeps them from then on.
 */
export async function setAccountHistory(
  db: DbOrTx,
  userId: string,
  h: { status: number; lastLoginAt: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({ status: h.status, lastLoginAt: h.lastLoginAt })
    .where(eq(users.id, userId));
}

export async function tenantIdByName(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, name))
    .limit(1);
  return row?.id ?? null;
}
