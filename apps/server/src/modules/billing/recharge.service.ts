import type { z } from 'zod';
import {
  AUDIT_CODES,
  RECEIPT_MAX_BYTES,
  type receiptUploadInput,
  type rechargeListInput,
  type rechargeSubmitInput,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { actorOf, requireMayRecharge, reviewsRecharges } from './access.ts';
import type { ReviewInput } from './review-decision.ts';
import { reviewRequest } from './review-flow.ts';
import { onceFor } from './idempotency.ts';
import { lockAccounts, ownerAccountIds, platformAccounts, post } from './ledger.ts';
import { tellReviewers } from './notify-billing.ts';
import { enabledPublicAccountExists } from './public-account.repository.ts';
import { recordPosted } from './review-lock.ts';
import * as repo from './recharge.repository.ts';

/** PNG, JPEG and PDF start with these bytes; the declared type must match the content. */
const MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

export async function uploadReceipt(
  ctx: ServiceContext,
  input: z.output<typeof receiptUploadInput>,
) {
  const actor = requireMayRecharge(ctx);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(input.data)) throw badInput('billing.receiptNotBase64');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0) throw badInput('billing.receiptNotBase64');
  if (bytes.length > RECEIPT_MAX_BYTES) {
    throw badInput('billing.receiptTooLarge', { limit: `${RECEIPT_MAX_BYTES / 1024} KiB` });
  }
  const magic = MAGIC[input.contentType]!;
  if (!magic.every((b, i) => bytes[i] === b)) throw badInput('billing.receiptWrongType');
  return repo.insertReceipt(ctx.deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    filename: input.filename,
    contentType: input.contentType,
    size: bytes.length,
    data: bytes,
    createdAt: ctx.deps.now(),
  });
}

/** A receipt of the caller's tenant, or of any tenant for those who review recharges. */
export async function getReceipt(ctx: ServiceContext, input: { id: string }) {
  const tenantId = (await reviewsRecharges(ctx)) ? null : ctx.auth.user.tenantId;
  const row = await repo.findReceipt(ctx.deps.db, tenantId, input.id);
  if (!row) throw notFound('billing.receiptNotFound');
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    data: Buffer.from(row.data).toString('base64'),
  };
}

export async function submitRecharge(
  ctx: ServiceContext,
  input: z.output<typeof rechargeSubmitInput>,
) {
  const actor = requireMayRecharge(ctx);
  const now = ctx.deps.now();
  return onceFor(ctx, 'recharge.submit', input, now, async (tx) => {
    if (!(await enabledPublicAccountExists(tx, input.publicAccountId))) {
      throw badInput('billing.publicAccountUnknown');
    }
    if (input.receiptId && !(await repo.hasReceipt(tx, actor.tenantId, input.receiptId))) {
      throw badInput('billing.receiptNotFound');
    }
    const id = await repo.insertRecharge(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      amount: input.amount,
      payerName: input.payerName,
      payerBank: input.payerBank,
      payerAccount: input.payerAccount,
      transferRef: input.transferRef,
      transferDate: input.transferDate,
      publicAccountId: input.publicAccountId,
      receiptId: input.receiptId ?? null,
      remark: input.remark ?? '',
      status: 'submitted',
      createdAt: now,
    });
    await tellReviewers(tx, AUDIT_CODES.recharge, actor.tenantName, input.amount, now);
    return { id, txnId: '' };
  });
}

export const listRecharges = (ctx: ServiceContext, input: z.output<typeof rechargeListInput>) =>
  repo.rechargeList(ctx.deps.db, ctx.auth.user.tenantId, input);

export async function cancelRecharge(ctx: ServiceContext, input: { id: string }) {
  const { tenantId } = actorOf(ctx);
  const changed = await repo.cancelSubmitted(ctx.deps.db, tenantId, input.id);
  if (!changed) {
    if (!(await repo.rechargeExists(ctx.deps.db, tenantId, input.id))) {
      throw notFound('billing.rechargeNotFound');
    }
    throw conflict('billing.alreadyReviewed');
  }
  return { affected: changed };
}

/**
 * Confirmation is the only thing that credits cash: Dr platform bank, Cr the tenant's cash.
 * Only the platform's recharge reviewers decide.
 */
export function reviewRecharge(ctx: ServiceContext, input: ReviewInput) {
  const { db } = ctx.deps;
  return reviewRequest(ctx, input, {
    kind: 'recharge',
    apply: async (tx, r, decided, now) => {
      let txnId: number | null = null;
      if (input.approve) {
        const platform = await platformAccounts(tx, db);
        const own = await ownerAccountIds(tx, db, r.tenantId);
        const locked = await lockAccounts(tx, [own.cash]);
        txnId = await post(
          tx,
          {
            kind: 'recharge',
            tenantId: r.tenantId,
            memo: r.transferRef,
            now,
            legs: [
              { accountId: platform.bank, amount: -r.amount },
              { accountId: own.cash, amount: r.amount },
            ],
          },
          locked,
        );
      }
      const status = input.approve ? 'confirmed' : 'rejected';
      return recordPosted(tx, 'recharge', r.id, { status, ...decided }, txnId);
    },
    tell: ['msg.rechargeConfirmed', 'msg.rechargeRejected'],
    link: '/userCenter/costCenter/rechargeRecord',
    params: (r) => ({ reference: r.transferRef }),
  });
}
