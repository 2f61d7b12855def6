import { and, desc, eq } from 'drizzle-orm';
import { insertId } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { publicAccounts, recharges } from '../../db/schema/index.ts';

import type { PageIn } from './list-query.ts';
import { listWhere, pageOf } from './list-query.ts';

export async function publicAccountList(
  db: DbOrTx,
  f: PageIn & { keyword?: string; enabled?: boolean },
) {
  const where = listWhere(f, {
    equal: [[publicAccounts.enabled, f.enabled]],
    keyword: [publicAccounts.accountName, publicAccounts.bankName, publicAccounts.accountNo],
  });
  const orderBy = [desc(publicAccounts.enabled), publicAccounts.createdAt];
  return pageOf(
    db,
    { select: { p: publicAccounts }, from: publicAccounts, where, orderBy },
    f,
    ({ p }) => publicAccountOut(p),
  );
}

export const publicAccountOut = (p: typeof publicAccounts.$inferSelect) => ({
  id: p.id,
  accountName: p.accountName,
  bankName: p.bankName,
  branch: p.branch,
  accountNo: p.accountNo,
  remark: p.remark,
  enabled: p.enabled,
  createdAt: p.createdAt.toISOString(),
});

export async function enabledPublicAccountExists(db: DbOrTx, id: string) {
  const [account] = await db
    .select({ id: publicAccounts.id })
    .from(publicAccounts)
    .where(and(eq(publicAccounts.id, id), eq(publicAccounts.enabled, true)));
  return !!account;
}

type PublicAccountFields = Omit<typeof publicAccounts.$inferInsert, 'id' | 'createdAt'>;

/** Updates a receiving account; false when there is none with that id. */
export async function updatePublicAccount(db: DbOrTx, id: string, values: PublicAccountFields) {
  const changed = await db
    .update(publicAccounts)
    .set(values)
    .where(eq(publicAccounts.id, id))
    .returning({ id: publicAccounts.id });
  return changed.length > 0;
}

export async function insertPublicAccount(db: DbOrTx, values: PublicAccountFields, now: Date) {
  return insertId(db, publicAccounts, { ...values, createdAt: now });
}

/** Has any recharge been sent to the account (so it must be kept)? */
export async function publicAccountInUse(db: DbOrTx, id: string) {
  const [used] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(eq(recharges.publicAccountId, id))
    .limit(1);
  return !!used;
}

export async function deletePublicAccountRow(db: DbOrTx, id: string) {
  const gone = await db
    .delete(publicAccounts)
    .where(eq(publicAccounts.id, id))
    .returning({ id: publicAccounts.id });
  return gone.length > 0;
}
