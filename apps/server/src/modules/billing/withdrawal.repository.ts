import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

import { bankAccounts, withdrawals } from '../../db/schema/index.ts';

import type { PageIn } from './list-query.ts';
import { iso, paged, range, tenantName, userName } from './list-query.ts';

const mask = (no: string) => `**** ${no.slice(-4)}`;

export async function withdrawalList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { from?: string; to?: string; status?: string },
) {
  const where = and(
    tenantId ? eq(withdrawals.tenantId, tenantId) : undefined,
    range(withdrawals.createdAt, f),
    f.status ? eq(withdrawals.status, f.status) : undefined,
  );
  return paged(
    db
      .select({
        w: withdrawals,
        bank: bankAccounts,
        tenantName: tenantName(withdrawals.tenantId),
        submittedBy: userName(withdrawals.userId),
        reviewedBy: userName(withdrawals.reviewerId),
      })
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ w, bank, ...x }) => ({
          id: w.id,
          tenantId: w.tenantId,
          tenantName: x.tenantName,
          amount: w.amount,
          bankAccountId: w.bankAccountId,
          bankName: bank.bankName,
          accountName: bank.accountName,
          accountNoMasked: mask(bank.accountNo),
          remark: w.remark,
          status: w.status as 'submitted',
          rejectReason: w.rejectReason,
          submittedBy: x.submittedBy,
          reviewedBy: w.reviewerId ? x.reviewedBy : null,
          reviewedAt: iso(w.reviewedAt),
          createdAt: w.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(withdrawals).where(where),
    f,
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

export async function recordWithdrawal(
  tx: DbOrTx,
  id: string,
  change: Pick<
    typeof withdrawals.$inferInsert,
    'status' | 'settleTxnId' | 'reviewerId' | 'reviewedAt' | 'rejectReason'
  >,
) {
  await tx.update(withdrawals).set(change).where(eq(withdrawals.id, id));
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;
