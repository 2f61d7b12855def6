import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { recharges } from '../../../db/schema/index.ts';
import type { PageIn } from './shared.ts';
import { iso, likeOf, paged, range, tenantName, userName } from './shared.ts';

export async function rechargeList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { from?: string; to?: string; keyword?: string; status?: string },
) {
  const like = likeOf(f.keyword);
  const where = and(
    tenantId ? eq(recharges.tenantId, tenantId) : undefined,
    range(recharges.createdAt, f),
    f.status ? eq(recharges.status, f.status) : undefined,
    like
      ? or(
          ilike(recharges.transferRef, like),
          ilike(recharges.payerName, like),
          ilike(recharges.payerAccount, like),
        )
      : undefined,
  );
  return paged(
    db
      .select({
        r: recharges,
        tenantName: tenantName(recharges.tenantId),
        submittedBy: userName(recharges.userId),
        reviewedBy: userName(recharges.reviewerId),
        accountName: sql<string>`coalesce((select p.account_name || ' · ' || p.bank_name from public_accounts p where p.id = ${recharges.publicAccountId}), '')`,
      })
      .from(recharges)
      .where(where)
      .orderBy(desc(recharges.createdAt), desc(recharges.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ r, ...x }) => ({
          id: r.id,
          tenantId: r.tenantId,
          tenantName: x.tenantName,
          amount: r.amount,
          payerName: r.payerName,
          payerBank: r.payerBank,
          payerAccount: r.payerAccount,
          transferRef: r.transferRef,
          transferDate: String(r.transferDate),
          publicAccountId: r.publicAccountId,
          publicAccountName: x.accountName,
          receiptId: r.receiptId,
          remark: r.remark,
          status: r.status as 'submitted',
          submittedBy: x.submittedBy,
          reviewedBy: r.reviewerId ? x.reviewedBy : null,
          reviewedAt: iso(r.reviewedAt),
          rejectReason: r.rejectReason,
          createdAt: r.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(recharges).where(where),
    f,
  );
}
