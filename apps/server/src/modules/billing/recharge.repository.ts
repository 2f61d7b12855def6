import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ownedCheck, updateOwnedWhile, insertId } from '../../db/sql.ts';
import { receipts, recharges } from '../../db/schema/index.ts';
import { requestPage, type RequestListIn } from './request-list.ts';

export const rechargeList = (db: DbOrTx, tenantId: string | null, f: RequestListIn) =>
  requestPage(db, recharges, tenantId, f, {
    select: {
      accountName: sql<string>`coalesce((select p.account_name || ' · ' || p.bank_name from public_accounts p where p.id = ${recharges.publicAccountId}), '')`,
    },
    keyword: [recharges.transferRef, recharges.payerName, recharges.payerAccount],
    map: (r, x) => ({
      amount: r.amount,
      payerName: r.payerName,
      payerBank: r.payerBank,
      payerAccount: r.payerAccount,
      transferRef: r.transferRef,
      transferDate: String(r.transferDate),
      publicAccountId: r.publicAccountId,
      publicAccountName: x.accountName,
      receiptId: r.receiptId,
      remark: r.remark,
    }),
  });

export async function insertReceipt(db: DbOrTx, values: typeof receipts.$inferInsert) {
  const [row] = await db
    .insert(receipts)
    .values(values)
    .returning({ id: receipts.id, size: receipts.size });
  return row!;
}

/** A receipt of the tenant, or of any tenant (null) for the reviewing side. */
export async function findReceipt(db: DbOrTx, tenantId: string | null, id: string) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), tenantId ? eq(receipts.tenantId, tenantId) : undefined));
  return row ?? null;
}

/** Is the receipt the tenant's own? */
export const hasReceipt = ownedCheck(receipts);

export async function insertRecharge(db: DbOrTx, values: typeof recharges.$inferInsert) {
  return insertId(db, recharges, values);
}

/** Cancels the tenant's submitted recharge; false when there is none to cancel. */
export const cancelSubmitted = (db: DbOrTx, tenantId: string, id: string) =>
  updateOwnedWhile(db, recharges, tenantId, id, eq(recharges.status, 'submitted'), {
    status: 'cancelled',
  });

export const rechargeExists = ownedCheck(recharges);
