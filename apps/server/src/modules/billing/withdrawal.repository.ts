import { and, eq } from 'drizzle-orm';
import { insertId } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/client.ts';

import { bankAccounts, withdrawals } from '../../db/schema/index.ts';
import { requestPage, type RequestListIn } from './request-list.ts';

const mask = (no: string) => `**** ${no.slice(-4)}`;

export const withdrawalList = (db: DbOrTx, tenantId: string | null, f: RequestListIn) =>
  requestPage(db, withdrawals, tenantId, f, {
    select: { bank: bankAccounts },
    // The account is not null and kept (soft-deleted), so the join leaves the count as it is.
    join: [[bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId)]],
    map: (w, { bank }) => ({
      amount: w.amount,
      bankAccountId: w.bankAccountId,
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountNoMasked: mask(bank.accountNo),
      remark: w.remark,
    }),
  });

export async function insertWithdrawal(tx: DbOrTx, values: typeof withdrawals.$inferInsert) {
  return insertId(tx, withdrawals, values);
}

/** A withdrawal, locked: the tenant's own, or of any tenant (null) for the reviewing side. */
export async function lockWithdrawal(tx: DbOrTx, tenantId: string | null, id: string) {
  const [w] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), tenantId ? eq(withdrawals.tenantId, tenantId) : undefined))
    .for('update');
  return w ?? null;
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;
