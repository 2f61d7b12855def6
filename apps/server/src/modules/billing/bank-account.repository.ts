import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { qualified, tenantHas, insertId } from '../../db/sql.ts';
import { bankAccounts, withdrawals } from '../../db/schema/index.ts';

import type { PageIn } from './list-query.ts';
import { tenantName, listWhere, pageOf } from './list-query.ts';

export async function bankAccountList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { keyword?: string; status?: string },
) {
  const where = listWhere(f, {
    tenant: [bankAccounts.tenantId, tenantId],
    also: [isNull(bankAccounts.deletedAt)],
    equal: [[bankAccounts.status, f.status]],
    keyword: [bankAccounts.accountName, bankAccounts.bankName, bankAccounts.accountNo],
  });
  const select = {
    b: bankAccounts,
    tenantName: tenantName(bankAccounts.tenantId),
    used: sql<boolean>`exists (select 1 from withdrawals w where w.bank_account_id = ${qualified(bankAccounts, bankAccounts.id)})`,
  };
  const orderBy = [desc(bankAccounts.isDefault), desc(bankAccounts.createdAt)];
  return pageOf(db, { select, from: bankAccounts, where, orderBy }, f, ({ b, ...x }) => ({
    id: b.id,
    tenantId: b.tenantId,
    tenantName: x.tenantName,
    accountName: b.accountName,
    bankName: b.bankName,
    branch: b.branch,
    accountNo: b.accountNo,
    status: b.status as 'verified',
    isDefault: b.isDefault,
    used: !!x.used,
    rejectReason: b.rejectReason,
    createdAt: b.createdAt.toISOString(),
  }));
}

const live = (tenantId: string, id: string) =>
  and(eq(bankAccounts.id, id), eq(bankAccounts.tenantId, tenantId), isNull(bankAccounts.deletedAt));

/** The tenant's (not deleted) bank account, or null; locked when asked. */
export async function findBankAccount(
  tx: DbOrTx,
  tenantId: string,
  id: string,
  opts: { lock?: boolean } = {},
) {
  const q = tx.select().from(bankAccounts).where(live(tenantId, id));
  const [acct] = opts.lock ? await q.for('update') : await q;
  return acct ?? null;
}

export async function accountNoTaken(tx: DbOrTx, tenantId: string, accountNo: string) {
  return tenantHas(
    tx,
    bankAccounts,
    tenantId,
    eq(bankAccounts.accountNo, accountNo),
    isNull(bankAccounts.deletedAt),
  );
}

export async function insertBankAccount(tx: DbOrTx, values: typeof bankAccounts.$inferInsert) {
  return insertId(tx, bankAccounts, values);
}

export async function makeDefault(tx: DbOrTx, tenantId: string, id: string) {
  await tx
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(and(eq(bankAccounts.tenantId, tenantId), eq(bankAccounts.isDefault, true)));
  await tx
    .update(bankAccounts)
    .set({ isDefault: true })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.tenantId, tenantId)));
}

/** Does a withdrawal refer to the account (so the records must keep it)? */
export async function bankAccountInUse(db: DbOrTx, tenantId: string, id: string) {
  const [used] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.tenantId, tenantId), eq(withdrawals.bankAccountId, id)))
    .limit(1);
  return !!used;
}

export async function softDeleteBankAccount(db: DbOrTx, tenantId: string, id: string, now: Date) {
  await db.update(bankAccounts).set({ deletedAt: now, isDefault: false }).where(live(tenantId, id));
}

/** The reviewing side locks a bank account of any tenant to verify it. */
export async function lockBankAccountForReview(tx: DbOrTx, id: string) {
  const [acct] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt)))
    .for('update');
  return acct ?? null;
}

/** The tenant's first verified account becomes its default. */
export async function defaultUnlessAny(tx: DbOrTx, tenantId: string, id: string) {
  await tx.execute(
    sql`update bank_accounts set is_default = true where id = ${id}
        and not exists (select 1 from bank_accounts b where b.tenant_id = ${tenantId}
          and b.is_default and b.deleted_at is null)`,
  );
}
