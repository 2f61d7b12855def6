import type { z } from 'zod';
import { AUDIT_CODES, type bankAccountListInput } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { actorOf, requireAuditor } from './access.ts';
import { decision } from './review-decision.ts';
import { recordReview } from './review-lock.ts';
import * as repo from './bank-account.repository.ts';
import { tellRequester, tellReviewers } from './notify-billing.ts';
import { primaryUserId } from './tenants.repository.ts';
import { transaction } from './transaction.ts';

/** Bank accounts are compared and kept without the spaces and dashes people type. */
export const normaliseAccountNo = (no: string) => no.replace(/[\s-]/g, '');

export const listBankAccounts = (
  ctx: ServiceContext,
  input: z.output<typeof bankAccountListInput>,
) => repo.bankAccountList(ctx.deps.db, ctx.auth.user.tenantId, input);

export async function addBankAccount(
  ctx: ServiceContext,
  input: { accountName: string; bankName: string; branch: string; accountNo: string },
) {
  const actor = actorOf(ctx);
  const now = ctx.deps.now();
  return transaction(ctx.deps.db, async (tx) => {
    const accountNo = normaliseAccountNo(input.accountNo);
    if (await repo.accountNoTaken(tx, actor.tenantId, accountNo)) {
      throw conflict('billing.bankAccountExists');
    }
    const id = await repo.insertBankAccount(tx, {
      ...input,
      accountNo,
      tenantId: actor.tenantId,
      status: 'unverified',
      createdAt: now,
    });
    await tellReviewers(tx, AUDIT_CODES.withdrawal, actor.tenantName, null, now);
    return { id };
  });
}

export async function setDefaultBankAccount(ctx: ServiceContext, input: { id: string }) {
  const { tenantId } = actorOf(ctx);
  return transaction(ctx.deps.db, async (tx) => {
    const acct = await repo.findBankAccount(tx, tenantId, input.id, { lock: true });
    if (!acct) throw notFound('billing.bankAccountNotFound');
    if (acct.status !== 'verified') throw badInput('billing.bankAccountUnverified');
    await repo.makeDefault(tx, tenantId, input.id);
    return { affected: 1 };
  });
}

/** Deleting is refused while a withdrawal refers to the account (records must keep it). */
export async function deleteBankAccount(ctx: ServiceContext, input: { id: string }) {
  const { db } = ctx.deps;
  const { tenantId } = actorOf(ctx);
  if (!(await repo.findBankAccount(db, tenantId, input.id))) {
    throw notFound('billing.bankAccountNotFound');
  }
  if (await repo.bankAccountInUse(db, tenantId, input.id))
    throw conflict('billing.bankAccountInUse');
  await repo.softDeleteBankAccount(db, tenantId, input.id, ctx.deps.now());
  return { affected: 1 };
}

/** The platform's withdrawal reviewers verify the accounts withdrawals pay to. */
export async function verifyBankAccount(
  ctx: ServiceContext,
  input: { id: string; approve: boolean; reason?: string },
) {
  const reviewer = await requireAuditor(ctx, AUDIT_CODES.withdrawal);
  const now = ctx.deps.now();
  return transaction(ctx.deps.db, async (tx) => {
    const acct = await repo.lockBankAccountForReview(tx, input.id);
    if (!acct) throw notFound('billing.bankAccountNotFound');
    if (acct.status !== 'unverified') throw conflict('billing.alreadyReviewed');
    await recordReview(tx, 'bankAccount', acct.id, {
      status: input.approve ? 'verified' : 'rejected',
      ...decision(reviewer.userId, now, input),
    });
    if (input.approve) await repo.defaultUnlessAny(tx, acct.tenantId, acct.id);
    await tellRequester(
      tx,
      { tenantId: acct.tenantId, userId: await primaryUserId(tx, acct.tenantId) },
      input.approve ? 'msg.bankAccountVerified' : 'msg.bankAccountRejected',
      { bank: acct.bankName, last4: acct.accountNo.slice(-4), reason: input.reason ?? '' },
      '/userCenter/costCenter/bankManagement',
      now,
    );
    return { affected: 1 };
  });
}
