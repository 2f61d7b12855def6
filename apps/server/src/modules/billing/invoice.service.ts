import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AUDIT_CODES, REBATE_RATE_DEFAULT_BP } from '@ecloud/contract';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { billingProfiles, invoiceTitles, invoices } from '../../db/schema/index.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from './access.ts';
import { once } from './idempotency.ts';
import { rows } from './ledger.ts';
import { tellRequester, tellReviewers, yuan } from './notify-billing.ts';
import { transaction } from './transaction.ts';

/** The tenant's billing row, locked: invoice requests and order refunds of a tenant take turns. */
export async function lockBillingProfile(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(billingProfiles)
    .values({ tenantId, rebateRateBp: REBATE_RATE_DEFAULT_BP })
    .onConflictDoNothing();
  await tx.execute(sql`select 1 from billing_profiles where tenant_id = ${tenantId} for update`);
}

/** Paid consumption (allocated + cash parts, refunded ones excluded) and what is invoiced. */
export async function invoiceTotals(db: DbOrTx, tenantId: string) {
  const [r] = await rows<{ paid: string; invoiced: string }>(
    db,
    sql`select
          (select coalesce(sum(allocated_part + cash_part), 0) from consumptions
            where tenant_id = ${tenantId} and refunded = 0)::bigint as paid,
          (select coalesce(sum(amount), 0) from invoices
            where tenant_id = ${tenantId} and status <> 'rejected')::bigint as invoiced`,
  );
  const paidConsumption = Number(r!.paid);
  const invoiced = Number(r!.invoiced);
  return { paidConsumption, invoiced, invoiceable: Math.max(0, paidConsumption - invoiced) };
}

export async function saveTitle(
  db: Database,
  actor: Actor,
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
  now: Date,
) {
  return transaction(db, async (tx) => {
    const { id, ...fields } = input;
    if (fields.isDefault) {
      await tx
        .update(invoiceTitles)
        .set({ isDefault: false })
        .where(and(eq(invoiceTitles.tenantId, actor.tenantId), isNull(invoiceTitles.deletedAt)));
    }
    if (id) {
      const changed = await tx
        .update(invoiceTitles)
        .set(fields)
        .where(
          and(
            eq(invoiceTitles.id, id),
            eq(invoiceTitles.tenantId, actor.tenantId),
            isNull(invoiceTitles.deletedAt),
          ),
        )
        .returning({ id: invoiceTitles.id });
      if (!changed.length) throw notFound('billing.titleNotFound');
      return { id };
    }
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ ...fields, tenantId: actor.tenantId, createdAt: now })
      .returning({ id: invoiceTitles.id });
    return { id: row!.id };
  });
}

/** Titles are kept (soft-deleted) because invoices refer to them. */
export async function deleteTitle(db: DbOrTx, actor: Actor, id: string, now: Date) {
  const changed = await db
    .update(invoiceTitles)
    .set({ deletedAt: now, isDefault: false })
    .where(
      and(
        eq(invoiceTitles.id, id),
        eq(invoiceTitles.tenantId, actor.tenantId),
        isNull(invoiceTitles.deletedAt),
      ),
    )
    .returning({ id: invoiceTitles.id });
  if (!changed.length) throw notFound('billing.titleNotFound');
  return { affected: changed.length };
}

export async function requestInvoice(
  db: Database,
  actor: Actor & { tenantName: string },
  input: {
    idempotencyKey: string;
    titleId: string;
    amount: number;
    type: 'normal' | 'special';
    email: string;
    address: string;
    remark?: string;
  },
  now: Date,
) {
  return once(
    db,
    {
      tenantId: actor.tenantId,
      key: input.idempotencyKey,
      operation: 'invoice.request',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [title] = await tx
        .select()
        .from(invoiceTitles)
        .where(
          and(
            eq(invoiceTitles.id, input.titleId),
            eq(invoiceTitles.tenantId, actor.tenantId),
            isNull(invoiceTitles.deletedAt),
          ),
        );
      if (!title) throw badInput('billing.titleNotFound');
      // A special VAT invoice needs the buyer's bank and address on the title.
      if (input.type === 'special' && (!title.bankName || !title.bankAccount || !title.address)) {
        throw badInput('billing.specialNeedsBank');
      }
      await lockBillingProfile(tx, actor.tenantId);
      const totals = await invoiceTotals(tx, actor.tenantId);
      if (input.amount > totals.invoiceable) {
        throw badInput('billing.invoiceExceeds', { max: yuan(totals.invoiceable) });
      }
      const [row] = await tx
        .insert(invoices)
        .values({
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
        })
        .returning({ id: invoices.id });
      await tellReviewers(
        tx,
        AUDIT_CODES.invoice,
        { tenant: actor.tenantName, amount: yuan(input.amount) },
        now,
      );
      return { id: row!.id, txnId: '' };
    },
  );
}

/** submitted -> approved | rejected; approved -> issued (with its number). */
export async function reviewInvoice(
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
      operation: 'invoice.review',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [inv] = await tx.select().from(invoices).where(eq(invoices.id, input.id)).for('update');
      if (!inv) throw notFound('billing.invoiceNotFound');
      if (inv.status !== 'submitted') throw conflict('billing.alreadyReviewed');
      await tx
        .update(invoices)
        .set({
          status: input.approve ? 'approved' : 'rejected',
          reviewerId: reviewer.userId,
          reviewedAt: now,
          rejectReason: input.approve ? '' : (input.reason ?? ''),
        })
        .where(eq(invoices.id, inv.id));
      await tellRequester(
        tx,
        { tenantId: inv.tenantId, userId: inv.userId },
        input.approve ? 'msg.invoiceApproved' : 'msg.invoiceRejected',
        { amount: yuan(inv.amount), title: inv.title, reason: input.reason ?? '' },
        '/userCenter/costCenter/invoice',
        now,
      );
      return { affected: 1 };
    },
  );
}

export async function issueInvoice(
  db: Database,
  reviewer: Actor,
  input: { idempotencyKey: string; id: string; invoiceNo: string },
  now: Date,
) {
  return once(
    db,
    {
      tenantId: reviewer.tenantId,
      key: input.idempotencyKey,
      operation: 'invoice.issue',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [inv] = await tx.select().from(invoices).where(eq(invoices.id, input.id)).for('update');
      if (!inv) throw notFound('billing.invoiceNotFound');
      if (inv.status !== 'approved') throw conflict('billing.invoiceNotApproved');
      await tx
        .update(invoices)
        .set({ status: 'issued', invoiceNo: input.invoiceNo, issuedAt: now })
        .where(and(eq(invoices.id, inv.id), ne(invoices.status, 'issued')));
      await tellRequester(
        tx,
        { tenantId: inv.tenantId, userId: inv.userId },
        'msg.invoiceIssued',
        { amount: yuan(inv.amount), title: inv.title, number: input.invoiceNo },
        '/userCenter/costCenter/invoice',
        now,
      );
      return { affected: 1 };
    },
  );
}
