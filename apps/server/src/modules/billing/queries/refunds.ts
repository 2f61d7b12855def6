import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { refunds } from '../../../db/schema/index.ts';
import type { PageIn } from './shared.ts';
import { iso, likeOf, paged, range, tenantName, userName } from './shared.ts';

export async function refundList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { from?: string; to?: string; keyword?: string; kind?: string; status?: string },
) {
  const like = likeOf(f.keyword);
  const ref = sql<string>`coalesce((select c.source_ref from consumptions c where c.id = ${refunds.consumptionId}), '')`;
  const where = and(
    tenantId ? eq(refunds.tenantId, tenantId) : undefined,
    range(refunds.createdAt, f),
    f.kind ? eq(refunds.kind, f.kind) : undefined,
    f.status ? eq(refunds.status, f.status) : undefined,
    like ? or(ilike(refunds.reason, like), sql`${ref} ilike ${like}`) : undefined,
  );
  return paged(
    db
      .select({
        r: refunds,
        ref,
        tenantName: tenantName(refunds.tenantId),
        submittedBy: userName(refunds.userId),
        reviewedBy: userName(refunds.reviewerId),
      })
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ r, ...x }) => ({
          id: r.id,
          tenantId: r.tenantId,
          tenantName: x.tenantName,
          kind: r.kind as 'order' | 'cash',
          consumptionId: r.consumptionId,
          consumptionRef: x.ref,
          amount: r.amount,
          voucherPart: r.voucherPart,
          allocatedPart: r.allocatedPart,
          cashPart: r.cashPart,
          reason: r.reason,
          status: r.status as 'submitted',
          rejectReason: r.rejectReason,
          submittedBy: x.submittedBy,
          reviewedBy: r.reviewerId ? x.reviewedBy : null,
          reviewedAt: iso(r.reviewedAt),
          createdAt: r.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(refunds).where(where),
    f,
  );
}
