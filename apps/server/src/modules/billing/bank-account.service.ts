import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUDIT_CODES } from '@ecloud/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { bankAccounts, publicAccounts, recharges, withdrawals } from '../../db/schema/index.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from './access.ts';
import { tellRequester, tellReviewers } from './notify-billing.ts';
import { transaction } from './transaction.ts';

const live = (tenantId: string, id: string) =>
  and(eq(bankAccounts.id, id), eq(bankAccounts.tenantId, tenantId), isNull(bankAccounts.deletedAt));

export const normaliseAccountNo = (no: string) => no.replace(/[\s-]/g, '');

export async function addBankAccount(
  db: Database,
  actor: Actor & { tenantName: string },
  input: { accountName: string; bankName: string; branch: string; accountNo: string },
  now: Date,
) {
  return transaction(db, async (tx) => {
    const accountNo = normaliseAccountNo(input.accountNo);
    const [dup] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.tenantId, actor.tenantId),
          eq(bankAccounts.accountNo, accountNo),
          isNull(bankAccounts.deletedAt),
        ),
      );
    if (dup) throw conflict('billing.bankAccountExists');
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        ...input,
        accountNo,
        tenantId: actor.tenantId,
        status: 'unverified',
        createdAt: now,
      })
      .returning({ id: bankAccounts.id });
    await tellReviewers(tx, AUDIT_CODES.withdrawal, { tenant: actor.tenantName, amount: '-' }, now);
    return { id: row!.id };
  });
}

export async function setDefaultBankAccount(db: Database, actor: Actor, id: string) {
  return transaction(db, async (tx) => {
    const [acct] = await tx
      .select()
      .from(bankAccounts)
      .where(live(actor.tenantId, id))
      .for('update');
    if (!acct) throw notFound('billing.bankAccountNotFound');
    if (acct.status !== 'verified') throw badInput('billing.bankAccountUnverified');
    await tx
      .update(bankAccounts)
      .set({ isDefault: false })
      .where(and(eq(bankAccounts.tenantId, actor.tenantId), eq(bankAccounts.isDefault, true)));
    await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, id));
    return { affected: 1 };
  });
}

/** Deleting is refused while a withdrawal refers to the account (records must keep it). */
export async function deleteBankAccount(db: DbOrTx, actor: Actor, id: string, now: Date) {
  const [acct] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(live(actor.tenantId, id));
  if (!acct) throw notFound('billing.bankAccountNotFound');
  const [used] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.bankAccountId, id))
    .limit(1);
  if (used) throw conflict('billing.bankAccountInUse');
  await db
    .update(bankAccounts)
    .set({ deletedAt: now, isDefault: false })
    .where(live(actor.tenantId, id));
  return { affected: 1 };
}

export async function verifyBankAccount(
  db: Database,
  reviewer: Actor,
  input: { id: string; approve: boolean; reason?: string },
  now: Date,
) {
  return transaction(db, async (tx) => {
    const [acct] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, input.id), isNull(bankAccounts.deletedAt)))
      .for('update');
    if (!acct) throw notFound('billing.bankAccountNotFound');
    if (acct.status !== 'unverified') throw conflict('billing.alreadyReviewed');
    await tx
      .update(bankAccounts)
      .set({
        status: input.approve ? 'verified' : 'rejected',
        reviewerId: reviewer.userId,
        reviewedAt: now,
        rejectReason: input.approve ? '' : (input.reason ?? ''),
      })
      .where(eq(bankAccounts.id, acct.id));
    // The first verified account becomes the default.
    if (input.approve) {
      await tx.execute(
        sql`update bank_accounts set is_default = true where id = ${acct.id}
            and not exists (select 1 from bank_accounts b where b.tenant_id = ${acct.tenantId}
              and b.is_default and b.deleted_at is null)`,
      );
    }
    const [owner] = await tx
      .execute(
        sql`select id from users where tenant_id = ${acct.tenantId} and account_type = 0 and deleted_at is null limit 1`,
      )
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await tellRequester(
      tx,
      { tenantId: acct.tenantId, userId: owner?.id ?? null },
      input.approve ? 'msg.bankAccountVerified' : 'msg.bankAccountRejected',
      { bank: acct.bankName, last4: acct.accountNo.slice(-4), reason: input.reason ?? '' },
      '/userCenter/costCenter/bankManagement',
      now,
    );
    return { affected: 1 };
  });
}

export async function savePublicAccount(
  db: DbOrTx,
  input: {
    id?: string;
    accountName: string;
    bankName: string;
    branch: string;
    accountNo: string;
    remark: string;
    enabled: boolean;
  },
  now: Date,
) {
  const { id, ...fields } = input;
  const values = { ...fields, accountNo: normaliseAccountNo(fields.accountNo) };
  if (id) {
    const changed = await db
      .update(publicAccounts)
      .set(values)
      .where(eq(publicAccounts.id, id))
      .returning({ id: publicAccounts.id });
    if (!changed.length) throw notFound('billing.publicAccountNotFound');
    return { id };
  }
  const [row] = await db
    .insert(publicAccounts)
    .values({ ...values, createdAt: now })
    .returning({ id: publicAccounts.id });
  return { id: row!.id };
}

export async function deletePublicAccount(db: DbOrTx, id: string) {
  const [used] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(eq(recharges.publicAccountId, id))
    .limit(1);
  if (used) throw conflict('billing.publicAccountInUse');
  const gone = await db
    .delete(publicAccounts)
    .where(eq(publicAccounts.id, id))
    .returning({ id: publicAccounts.id });
  if (!gone.length) throw notFound('billing.publicAccountNotFound');
  return { affected: 1 };
}
