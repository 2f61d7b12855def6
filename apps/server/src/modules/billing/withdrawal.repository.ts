import { and, desc, eq } from 'drizzle-orm';
import type { Join } from '../../db/page.ts';
import type { DbOrTx } from '../../db/client.ts';

import { bankAccounts, withdrawals } from '../../db/schema/index.ts';

import type { PageIn } from './list-query.ts';
import { tenantName, listWhere, pageOf, requestNames, requestTrail } from './list-query.ts';

const mask = (no: string) => `**** ${no.slice(-4)}`;

export async function withdrawalList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { from?: string; to?: string; status?: string },
) {
  const where = listWhere(f, {
    tenant: [withdrawals.tenantId, tenantId],
    created: withdrawals.createdAt,
    equal: [[withdrawals.status, f.status]],
  });
  const select = {
    w: withdrawals,
    bank: bankAccounts,
    tenantName: tenantName(withdrawals.tenantId),
    ...requestNames(withdrawals),
  };
  // The account is not null and kept (soft-deleted), so the join leaves the count as it is.
  const join: Join[] = [[bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId)]];
  const orderBy = [desc(withdrawals.createdAt), desc(withdrawals.id)];
  return pageOf(
    db,
    { select, from: withdrawals, join, where, orderBy },
    f,
    ({ w, bank, ...x }) => ({
      id: w.id,
      tenantId: w.tenantId,
      tenantName: x.tenantName,
      amount: w.amount,
      bankAccountId: w.bankAccountId,
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountNoMasked: mask(bank.accountNo),
      remark: w.remark,
      ...requestTrail(w, x),
    }),
  );
}

export async function insertWithdrawal(tx: DbOrTx, values: typeof withdrawals.$inferInsert) {
  const [row] = await tx.insert(withdrawals).values(values).returning({ id: withdrawals.id });
  return row!.id;
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
