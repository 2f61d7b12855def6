import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enterpriseServices } from '../../db/schema/index.ts';

/** The catalogue is the platform's, shared by every tenant: no tenant column to scope by. */

export const enabledServices = (db: DbOrTx) =>
  db
    .select()
    .from(enterpriseServices)
    .where(eq(enterpriseServices.enabled, true))
    .orderBy(asc(enterpriseServices.sort), asc(enterpriseServices.code));

export const allServices = (db: DbOrTx) =>
  db
    .select()
    .from(enterpriseServices)
    .orderBy(asc(enterpriseServices.sort), asc(enterpriseServices.code));

export async function enabledService(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(enterpriseServices)
    .where(and(eq(enterpriseServices.id, id), eq(enterpriseServices.enabled, true)));
  return row;
}

export async function upsertService(
  db: DbOrTx,
  values: typeof enterpriseServices.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(enterpriseServices)
    .values(values)
    .onConflictDoUpdate({ target: enterpriseServices.code, set: values })
    .returning({ id: enterpriseServices.id });
  return row!.id;
}
