import type { z } from 'zod';
import { AUDIT_CODES, type invoiceListInput } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { actorOf, requireAuditor } from './access.ts';
import type { ReviewInput } from './review-decision.ts';
import { reviewRequest } from './review-flow.ts';
import { onceFor } from './idempotency.ts';
import { lockForReview, recordReview } from './review-lock.ts';
import * as repo from './invoice.repository.ts';
import { tellRequester, tellReviewers, yuan } from './notify-billing.ts';
import { transaction } from './transaction.ts';

export const listTitles = (ctx: ServiceContext) =>
  repo.titleList(ctx.deps.db, ctx.auth.user.tenantId);

export const invoiceable = (ctx: ServiceContext) =>
  repo.invoiceTotals(ctx.deps.db, ctx.auth.user.tenantId);

export const listInvoices = (ctx: ServiceContext, input: z.output<typeof invoiceListInput>) =>
  repo.invoiceList(ctx.deps.db, ctx.auth.user.tenantId, input);

export async function saveTitle(
  ctx: ServiceContext,
  input: {
    id?: string;
    title: string;
    taxNo: string;
    bankName: string;
    bankAccount: string;
    address: string;
    phone: string;
    isDefault: boolean;
  },
) {
  const { tenantId } = actorOf(ctx);
  const now = ctx.deps.now();
  return transaction(ctx.deps.db, async (tx) => {
    const { id, ...fields } = input;
    if (fields.isDefault) await repo.clearDefaultTitle(tx, tenantId);
    if (id) {
      if (!(await repo.updateTitle(tx, tenantId, id, fields))) {
        throw notFound('billing.titleNotFound');
      }
      return { id };
    }
    return { id: await repo.insertTitle(tx, tenantId, fields, now) };
  });
}

/** Titles are kept (soft-deleted) because invoices refer to them. */
export async function deleteTitle(ctx: ServiceContext, input: { id: string }) {
  const affected = await repo.softDeleteTitle(
    ctx.deps.db,
    ctx.auth.user.tenantId,
    input.id,
    ctx.deps.now(),
  );
  if (!affected) throw notFound('billing.titleNotFound');
  return { affected };
}

export async function requestInvoice(
  ctx: ServiceContext,
  input: {
    idempotencyKey: string;
    titleId: string;
    amount: number;
    type: 'normal' | 'special';
    email: string;
    address: string;
    remark?: string;
  },
) {
  const actor = actorOf(ctx);
  const now = ctx.deps.now();
  return onceFor(ctx, 'invoice.request', input, now, async (tx) => {
    const title = await repo.findTitle(tx, actor.tenantId, input.titleId);
    if (!title) throw badInput('billing.titleNotFound');
    // A special VAT invoice needs the buyer's bank and address on the title.
    if (input.type === 'special' && (!title.bankName || !title.bankAccount || !title.address)) {
      throw badInput('billing.specialNeedsBank');
    }
    await repo.lockBillingProfile(tx, actor.tenantId);
    const totals = await repo.invoiceTotals(tx, actor.tenantId);
    if (input.amount > totals.invoiceable) {
      throw badInput('billing.invoiceExceeds', { max: yuan(totals.invoiceable) });
    }
    const id = await repo.insertInvoice(tx, {
      tenantId: actor.tenantId,
      titleId: title.id,
      title: title.title,
      taxNo: title.taxNo,
      type: input.type,
      amount: input.amount,
      email: input.email,
      address: input.address,
      remark: input.remark ?? '',
      status: 'submitted',
      userId: actor.userId,
      createdAt: now,
    });
    await tellReviewers(tx, AUDIT_CODES.invoice, actor.tenantName, input.amount, now);
    return { id, txnId: '' };
  });
}

/** submitted -> approved | rejected, by the platform's invoice reviewers. */
export function reviewInvoice(ctx: ServiceContext, input: ReviewInput) {
  return reviewRequest(ctx, input, {
    kind: 'invoice',
    apply: async (tx, inv, decided) => {
      await recordReview(tx, 'invoice', inv.id, {
        status: input.approve ? 'approved' : 'rejected',
        ...decided,
      });
      return { affected: 1 };
    },
    tell: ['msg.invoiceApproved', 'msg.invoiceRejected'],
    link: '/userCenter/costCenter/invoice',
    params: (inv) => ({ title: inv.title }),
  });
}

/** approved -> issued (with its number), by the platform's invoice reviewers. */
export async function issueInvoice(
  ctx: ServiceContext,
  input: { idempotencyKey: string; id: string; invoiceNo: string },
) {
  await requireAuditor(ctx, AUDIT_CODES.invoice);
  const now = ctx.deps.now();
  return onceFor(ctx, 'invoice.issue', input, now, async (tx) => {
    const inv = await lockForReview(tx, 'invoice', input.id);
    if (!inv) throw notFound('billing.invoiceNotFound');
    if (inv.status !== 'approved') throw conflict('billing.invoiceNotApproved');
    await repo.recordInvoiceIssued(tx, inv.id, input.invoiceNo, now);
    await tellRequester(
      tx,
      { tenantId: inv.tenantId, userId: inv.userId },
      'msg.invoiceIssued',
      { amount: yuan(inv.amount), title: inv.title, number: input.invoiceNo },
      '/userCenter/costCenter/invoice',
      now,
    );
    return { affected: 1 };
  });
}
