import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { invoiceTitles, invoices } from '../../../db/schema/index.ts';
import type { PageIn } from './shared.ts';
import { iso, likeOf, paged, range, tenantName, userName } from './shared.ts';

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

export async function invoiceList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { from?: string; to?: string; keyword?: string; status?: string },
) {
  const like = likeOf(f.keyword);
  const where = and(
    tenantId ? eq(invoices.tenantId, tenantId) : undefined,
    range(invoices.createdAt, f),
    f.status ? eq(invoices.status, f.status) : undefined,
    like
      ? or(
          ilike(invoices.title, like),
          ilike(invoices.taxNo, like),
          ilike(invoices.invoiceNo, like),
        )
      : undefined,
  );
  return paged(
    db
      .select({
        i: invoices,
        tenantName: tenantName(invoices.tenantId),
        submittedBy: userName(invoices.userId),
        reviewedBy: userName(invoices.reviewerId),
      })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ i, ...x }) => ({
          id: i.id,
          tenantId: i.tenantId,
          tenantName: x.tenantName,
          title: i.title,
          taxNo: i.taxNo,
          type: i.type as 'normal' | 'special',
          amount: i.amount,
          email: i.email,
          address: i.address,
          remark: i.remark,
          status: i.status as 'submitted',
          invoiceNo: i.invoiceNo,
          rejectReason: i.rejectReason,
          submittedBy: x.submittedBy,
          reviewedBy: i.reviewerId ? x.reviewedBy : null,
          reviewedAt: iso(i.reviewedAt),
          issuedAt: iso(i.issuedAt),
          createdAt: i.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(invoices).where(where),
    f,
  );
}
