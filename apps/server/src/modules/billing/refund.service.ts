import type { z } from 'zod';
import { AUDIT_CODES, type refundListInput } from '@ecloud/contract';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { actorOf } from './access.ts';
import type { ReviewInput } from './review-decision.ts';
import { reviewRequest } from './review-flow.ts';
import { onceFor } from './idempotency.ts';
import { invoiceTotals, lockBillingProfile } from './invoice.repository.ts';
import {
  insufficient,
  lockGate,
  lockAccounts,
  ownerAccountIds,
  platformAccounts,
  post,
} from './ledger.ts';
import { tellReviewers } from './notify-billing.ts';
import { recordPosted } from './review-lock.ts';
import * as repo from './refund.repository.ts';

export interface RefundRequest {
  idempotencyKey: string;
  kind: 'order' | 'cash';
  consumptionId?: string;
  amount?: number;
  reason: string;
}

/**
 * A refund of an order (a consumption, in full) moves nothing until approved. A refund of
 * unspent cash holds the amount at once (cash -> refund in flight), so it cannot be spent while
 * the platform reviews it.
 */
export async function requestRefund(ctx: ServiceContext, input: RefundRequest) {
  const actor = actorOf(ctx);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  return onceFor(ctx, 'refund.request', input, now, async (tx) => {
    let id: string;
    let amount: number;
    let holdTxn = '';
    if (input.kind === 'order') {
      const c = await repo.lockConsumption(tx, actor.tenantId, input.consumptionId!);
      if (!c) throw notFound('billing.consumptionNotFound');
      if ((await repo.hasOpenRefund(tx, actor.tenantId, c.id)) || c.refunded > 0) {
        throw conflict('billing.alreadyRefunded');
      }
      amount = c.amount;
      id = await repo.insertRefund(tx, {
        tenantId: actor.tenantId,
        kind: 'order',
        consumptionId: c.id,
        amount,
        voucherPart: c.voucherPart,
        allocatedPart: c.allocatedPart,
        cashPart: c.cashPart,
        reason: input.reason,
        status: 'submitted',
        userId: actor.userId,
        createdAt: now,
      });
    } else {
      amount = input.amount!;
      const own = await ownerAccountIds(tx, db, actor.tenantId);
      const locked = await lockAccounts(tx, [own.cash, own.refund_in_flight]);
      if (locked.get(own.cash)!.balance < amount) {
        throw insufficient(locked.get(own.cash)!.balance);
      }
      const holdTxnId = await post(
        tx,
        {
          kind: 'refund_hold',
          tenantId: actor.tenantId,
          memo: input.reason,
          now,
          legs: [
            { accountId: own.cash, amount: -amount },
            { accountId: own.refund_in_flight, amount },
          ],
        },
        locked,
      );
      id = await repo.insertRefund(tx, {
        tenantId: actor.tenantId,
        kind: 'cash',
        amount,
        cashPart: amount,
        reason: input.reason,
        status: 'submitted',
        userId: actor.userId,
        holdTxnId,
        createdAt: now,
      });
      holdTxn = String(holdTxnId);
    }
    await tellReviewers(tx, AUDIT_CODES.refund, actor.tenantName, amount, now);
    return { id, txnId: holdTxn };
  });
}

/** Reverses a consumption: vouchers back to the batches they came from, allocated and cash back. */
const refundOrder = (tx: Tx, root: object, r: repo.RefundRow, now: Date) =>
  reverseConsumption(tx, root, r.tenantId, r.consumptionId!, now);

/**
 * The whole reverse of a tenant's consumption (an approved order refund, or an order that could
 * not be delivered): one ledger transaction, the partner's rebate taken back as far as it can be.
 */
export async function reverseConsumption(
  tx: Tx,
  root: object,
  tenantId: string,
  consumptionId: string,
  now: Date,
) {
  const c = await repo.lockConsumptionForReview(tx, consumptionId);
  if (!c || c.tenantId !== tenantId || c.refunded > 0) throw conflict('billing.alreadyRefunded');
  // Paid consumption shrinks: it must stay at least what has been invoiced.
  await lockBillingProfile(tx, tenantId);
  const totals = await invoiceTotals(tx, tenantId);
  if (totals.paidConsumption - (c.allocatedPart + c.cashPart) < totals.invoiced) {
    throw conflict('billing.refundInvoiced');
  }
  const platform = await platformAccounts(tx, root);
  const own = await ownerAccountIds(tx, root, tenantId);
  await lockGate(tx, tenantId);
  const rebate = await repo.rebateOnConsumption(tx, c.id);
  const partnerRebate = rebate?.partner
    ? (await ownerAccountIds(tx, root, rebate.partner)).rebate
    : null;
  const locked = await lockAccounts(tx, [
    own.cash,
    own.allocated,
    ...c.voucherDraws.map((d) => d.accountId),
    ...(partnerRebate ? [partnerRebate] : []),
  ]);
  const txnId = await post(
    tx,
    {
      kind: 'refund_order',
      tenantId: tenantId,
      memo: `${c.source}:${c.sourceRef}`,
      reversesId: c.txnId,
      now,
      legs: [
        ...c.voucherDraws.map((d) => ({ accountId: d.accountId, amount: d.amount })),
        { accountId: own.allocated, amount: c.allocatedPart },
        { accountId: own.cash, amount: c.cashPart },
        { accountId: platform.margin, amount: -c.amount },
      ],
    },
    locked,
  );
  // The partner's rebate on it is taken back, as far as the partner still has it available;
  // what it already withdrew stays with the platform's rebate expense.
  if (rebate?.partner && partnerRebate) {
    const accrued = Number(rebate.amount ?? 0);
    const back = Math.min(accrued, locked.get(partnerRebate)!.balance);
    if (back > 0) {
      const reverseTxn = await post(
        tx,
        {
          kind: 'rebate_reverse',
          tenantId: rebate.partner,
          memo: `${c.source}:${c.sourceRef}`,
          now,
          legs: [
            { accountId: partnerRebate, amount: -back },
            { accountId: platform.rebate_expense, amount: back },
          ],
        },
        locked,
      );
      await repo.insertRebate(tx, {
        partnerTenantId: rebate.partner,
        customerTenantId: tenantId,
        consumptionId: c.id,
        base: -(c.allocatedPart + c.cashPart),
        rateBp: 0,
        amount: -back,
        txnId: reverseTxn,
        createdAt: now,
      });
    }
  }
  await repo.markConsumptionRefunded(tx, c.id, c.amount);
  return txnId;
}

export const listRefunds = (ctx: ServiceContext, input: z.output<typeof refundListInput>) =>
  repo.refundList(ctx.deps.db, ctx.auth.user.tenantId, input);

/** Only the platform's refund reviewers decide. */
export function reviewRefund(ctx: ServiceContext, input: ReviewInput) {
  const { db } = ctx.deps;
  return reviewRequest(ctx, input, {
    kind: 'refund',
    apply: async (tx, r, decided, now) => {
      let txnId: number | null = null;
      if (r.kind === 'order') {
        if (input.approve) txnId = await refundOrder(tx, db, r, now);
      } else {
        const platform = await platformAccounts(tx, db);
        const own = await ownerAccountIds(tx, db, r.tenantId);
        const locked = await lockAccounts(tx, [own.cash, own.refund_in_flight]);
        txnId = await post(
          tx,
          {
            kind: input.approve ? 'refund_paid' : 'refund_release',
            tenantId: r.tenantId,
            memo: r.reason,
            now,
            legs: [
              { accountId: own.refund_in_flight, amount: -r.amount },
              input.approve
                ? { accountId: platform.bank, amount: r.amount }
                : { accountId: own.cash, amount: r.amount },
            ],
          },
          locked,
        );
      }
      const status = input.approve ? 'approved' : 'rejected';
      return recordPosted(tx, 'refund', r.id, { status, ...decided }, txnId);
    },
    tell: ['msg.refundApproved', 'msg.refundRejected'],
    link: '/userCenter/costCenter/refundManagemen',
  });
}
