import { and, eq, isNull } from 'drizzle-orm';
import { AUDIT_CODES } from '@ecloud/contract';
import type { Database, Tx } from '../../db/client.ts';
import { bankAccounts, withdrawals } from '../../db/schema/index.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from './access.ts';
import { once } from './idempotency.ts';
import { insufficient, lockAccounts, ownerAccountIds, platformAccounts, post } from './ledger.ts';
import { tellRequester, tellReviewers, yuan } from './notify-billing.ts';

/** Submitting holds the amount: Dr rebate payable, Cr withdrawal in flight. */
export async function submitWithdrawal(
  db: Database,
  actor: Actor & { tenantName: string },
  input: { idempotencyKey: string; amount: number; bankAccountId: string; remark?: string },
  now: Date,
) {
  return once(
    db,
    {
      tenantId: actor.tenantId,
      key: input.idempotencyKey,
      operation: 'withdrawal.submit',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [bank] = await tx
        .select()
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.id, input.bankAccountId),
            eq(bankAccounts.tenantId, actor.tenantId),
            isNull(bankAccounts.deletedAt),
          ),
        );
      if (!bank) throw badInput('billing.bankAccountNotFound');
      if (bank.status !== 'verified') throw badInput('billing.bankAccountUnverified');
      const own = await ownerAccountIds(tx, db, actor.tenantId);
      const locked = await lockAccounts(tx, [own.rebate, own.withdrawal_in_flight]);
      if (locked.get(own.rebate)!.balance < input.amount) {
        throw insufficient(locked.get(own.rebate)!.balance);
      }
      const holdTxnId = await post(
        tx,
        {
          kind: 'withdraw_hold',
          tenantId: actor.tenantId,
          memo: input.remark ?? '',
          now,
          legs: [
            { accountId: own.rebate, amount: -input.amount },
            { accountId: own.withdrawal_in_flight, amount: input.amount },
          ],
        },
        locked,
      );
      const [row] = await tx
        .insert(withdrawals)
        .values({
          tenantId: actor.tenantId,
          bankAccountId: bank.id,
          amount: input.amount,
          remark: input.remark ?? '',
          status: 'submitted',
          userId: actor.userId,
          holdTxnId,
          createdAt: now,
        })
        .returning({ id: withdrawals.id });
      await tellReviewers(
        tx,
        AUDIT_CODES.withdrawal,
        { tenant: actor.tenantName, amount: yuan(input.amount) },
        now,
      );
      return { id: row!.id, txnId: String(holdTxnId) };
    },
  );
}

/** Paid: the held amount leaves through the bank. Voided: it returns to available rebates. */
async function settle(
  tx: Tx,
  root: object,
  w: typeof withdrawals.$inferSelect,
  outcome: 'paid' | 'rejected' | 'cancelled',
  now: Date,
) {
  const own = await ownerAccountIds(tx, root, w.tenantId);
  const locked = await lockAccounts(tx, [own.rebate, own.withdrawal_in_flight]);
  const platform = await platformAccounts(tx, root);
  return post(
    tx,
    {
      kind: outcome === 'paid' ? 'withdraw_paid' : 'withdraw_void',
      tenantId: w.tenantId,
      memo: w.remark,
      now,
      legs: [
        { accountId: own.withdrawal_in_flight, amount: -w.amount },
        outcome === 'paid'
          ? { accountId: platform.bank, amount: w.amount }
          : { accountId: own.rebate, amount: w.amount },
      ],
    },
    locked,
  );
}

export async function cancelWithdrawal(
  db: Database,
  actor: Actor,
  input: { idempotencyKey: string; id: string },
  now: Date,
) {
  return once(
    db,
    {
      tenantId: actor.tenantId,
      key: input.idempotencyKey,
      operation: 'withdrawal.cancel',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [w] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, input.id), eq(withdrawals.tenantId, actor.tenantId)))
        .for('update');
      if (!w) throw notFound('billing.withdrawalNotFound');
      if (w.status !== 'submitted') throw conflict('billing.alreadyReviewed');
      const txnId = await settle(tx, db, w, 'cancelled', now);
      await tx
        .update(withdrawals)
        .set({ status: 'cancelled', settleTxnId: txnId })
        .where(eq(withdrawals.id, w.id));
      return { id: w.id, txnId: String(txnId) };
    },
  );
}

export async function reviewWithdrawal(
  db: Database,
  reviewer: Actor,
  input: { idempotencyKey: string; id: string; approve: boolean; reason?: string },
  now: Date,
) {
  return once(
    db,
    {
      tenantId: reviewer.tenantId,
      key: input.idempotencyKey,
      operation: 'withdrawal.review',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [w] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, input.id))
        .for('update');
      if (!w) throw notFound('billing.withdrawalNotFound');
      if (w.status !== 'submitted') throw conflict('billing.alreadyReviewed');
      const status = input.approve ? 'paid' : 'rejected';
      const txnId = await settle(tx, db, w, status, now);
      await tx
        .update(withdrawals)
        .set({
          status,
          settleTxnId: txnId,
          reviewerId: reviewer.userId,
          reviewedAt: now,
          rejectReason: input.approve ? '' : (input.reason ?? ''),
        })
        .where(eq(withdrawals.id, w.id));
      await tellRequester(
        tx,
        { tenantId: w.tenantId, userId: w.userId },
        input.approve ? 'msg.withdrawalPaid' : 'msg.withdrawalRejected',
        { amount: yuan(w.amount), reason: input.reason ?? '' },
        '/userCenter/costCenter/cashWithdrawalRecord',
        now,
      );
      return { id: w.id, txnId: String(txnId) };
    },
  );
}
