import type { z } from 'zod';
import { AUDIT_CODES, type withdrawalListInput } from '@ecloud/contract';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput } from '../../lib/errors.ts';
import { requireChannel } from './access.ts';
import { awaiting, type ReviewInput } from './review-decision.ts';
import { reviewRequest } from './review-flow.ts';
import { recordReview } from './review-lock.ts';
import { findBankAccount } from './bank-account.repository.ts';
import { onceFor } from './idempotency.ts';
import { insufficient, lockAccounts, ownerAccountIds, platformAccounts, post } from './ledger.ts';
import { tellReviewers } from './notify-billing.ts';
import * as repo from './withdrawal.repository.ts';

/** Withdrawals are the channel partners' (of their rebates), whatever codes a caller holds. */
export const listWithdrawals = async (
  ctx: ServiceContext,
  input: z.output<typeof withdrawalListInput>,
) => repo.withdrawalList(ctx.deps.db, requireChannel(ctx).tenantId, input);

/** Submitting holds the amount: Dr rebate payable, Cr withdrawal in flight. */
export async function submitWithdrawal(
  ctx: ServiceContext,
  input: { idempotencyKey: string; amount: number; bankAccountId: string; remark?: string },
) {
  const actor = requireChannel(ctx);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  return onceFor(ctx, 'withdrawal.submit', input, now, async (tx) => {
    const bank = await findBankAccount(tx, actor.tenantId, input.bankAccountId);
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
    const id = await repo.insertWithdrawal(tx, {
      tenantId: actor.tenantId,
      bankAccountId: bank.id,
      amount: input.amount,
      remark: input.remark ?? '',
      status: 'submitted',
      userId: actor.userId,
      holdTxnId,
      createdAt: now,
    });
    await tellReviewers(tx, AUDIT_CODES.withdrawal, actor.tenantName, input.amount, now);
    return { id, txnId: String(holdTxnId) };
  });
}

/** Paid: the held amount leaves through the bank. Voided: it returns to available rebates. */
async function settle(
  tx: Tx,
  root: object,
  w: repo.WithdrawalRow,
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
  ctx: ServiceContext,
  input: { idempotencyKey: string; id: string },
) {
  const actor = requireChannel(ctx);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  return onceFor(ctx, 'withdrawal.cancel', input, now, async (tx) => {
    const w = awaiting(
      await repo.lockWithdrawal(tx, actor.tenantId, input.id),
      'billing.withdrawalNotFound',
    );
    const txnId = await settle(tx, db, w, 'cancelled', now);
    await recordReview(tx, 'withdrawal', w.id, { status: 'cancelled', settleTxnId: txnId });
    return { id: w.id, txnId: String(txnId) };
  });
}

/** Only the platform's withdrawal reviewers pay out or reject. */
export function reviewWithdrawal(ctx: ServiceContext, input: ReviewInput) {
  return reviewRequest(ctx, input, {
    kind: 'withdrawal',
    apply: async (tx, w, decided, now) => {
      const status = input.approve ? 'paid' : 'rejected';
      const txnId = await settle(tx, ctx.deps.db, w, status, now);
      await recordReview(tx, 'withdrawal', w.id, { status, settleTxnId: txnId, ...decided });
      return { id: w.id, txnId: String(txnId) };
    },
    tell: ['msg.withdrawalPaid', 'msg.withdrawalRejected'],
    link: '/userCenter/costCenter/cashWithdrawalRecord',
  });
}
