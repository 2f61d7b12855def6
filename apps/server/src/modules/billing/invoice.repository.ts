import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { REBATE_RATE_DEFAULT_BP } from '@ecloud/contract';
import { insertId } from '../../db/sql.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { billingProfiles, invoiceTitles, invoices } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import { requestPage, type RequestListIn } from './request-list.ts';
import { iso } from './list-query.ts';

export async function titleList(db: DbOrTx, tenantId: string) {
  const list = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.tenantId, tenantId), isNull(invoiceTitles.deletedAt)))
    .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.createdAt));
  return list.map((t) => ({
    id: t.id,
    title: t.title,
    taxNo: t.taxNo,
    bankName: t.bankName,
    bankAccount: t.bankAccount,
    address: t.address,
    phone: t.phone,
    isDefault: t.isDefault,
    createdAt: t.createdAt.toISOString(),
  }));
}

export const invoiceList = (db: DbOrTx, tenantId: string | null, f: RequestListIn) =>
  requestPage(db, invoices, tenantId, f, {
    select: {},
    keyword: [invoices.title, invoices.taxNo, invoices.invoiceNo],
    map: (i) => ({
      title: i.title,
      taxNo: i.taxNo,
      type: i.type as 'normal' | 'special',
      amount: i.amount,
      email: i.email,
      address: i.address,
      remark: i.remark,
      invoiceNo: i.invoiceNo,
      issuedAt: iso(i.issuedAt),
    }),
  });

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

const liveTitle = (tenantId: string, id: string) =>
  and(
    eq(invoiceTitles.id, id),
    eq(invoiceTitles.tenantId, tenantId),
    isNull(invoiceTitles.deletedAt),
  );

type TitleFields = Omit<typeof invoiceTitles.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

export async function clearDefaultTitle(tx: DbOrTx, tenantId: string) {
  await tx
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(eq(invoiceTitles.tenantId, tenantId), isNull(invoiceTitles.deletedAt)));
}

/** Updates the tenant's title; false when it has no such (live) title. */
export async function updateTitle(tx: DbOrTx, tenantId: string, id: string, fields: TitleFields) {
  const changed = await tx
    .update(invoiceTitles)
    .set(fields)
    .where(liveTitle(tenantId, id))
    .returning({ id: invoiceTitles.id });
  return changed.length > 0;
}

export async function insertTitle(tx: DbOrTx, tenantId: string, fields: TitleFields, now: Date) {
  return insertId(tx, invoiceTitles, { ...fields, tenantId, createdAt: now });
}

/** Titles are kept (soft-deleted) because invoices refer to them. */
export async function softDeleteTitle(db: DbOrTx, tenantId: string, id: string, now: Date) {
  const changed = await db
    .update(invoiceTitles)
    .set({ deletedAt: now, isDefault: false })
    .where(liveTitle(tenantId, id))
    .returning({ id: invoiceTitles.id });
  return changed.length;
}

export async function findTitle(tx: DbOrTx, tenantId: string, id: string) {
  const [title] = await tx.select().from(invoiceTitles).where(liveTitle(tenantId, id));
  return title ?? null;
}

export async function insertInvoice(tx: DbOrTx, values: typeof invoices.$inferInsert) {
  return insertId(tx, invoices, values);
}

export async function recordInvoiceIssued(tx: DbOrTx, id: string, invoiceNo: string, now: Date) {
  await tx
    .update(invoices)
    .set({ status: 'issued', invoiceNo, issuedAt: now })
    .where(and(eq(invoices.id, id), ne(invoices.status, 'issued')));
}
