import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';

import type { PageIn } from './list-query.ts';
import { iso, likeOf, paged } from './list-query.ts';

export async function contractList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { keyword?: string; status?: string },
) {
  const like = likeOf(f.keyword);
  const where = and(
    eq(contracts.tenantId, tenantId),
    f.status ? eq(contracts.status, f.status) : undefined,
    like ? or(ilike(contracts.name, like), ilike(contracts.contractNo, like)) : undefined,
  );
  return paged(
    db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.startDate))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map((c) => ({
          id: c.id,
          contractNo: c.contractNo,
          name: c.name,
          amount: c.amount,
          billedAmount: c.billedAmount,
          startDate: String(c.startDate),
          endDate: String(c.endDate),
          status: c.status as 'active',
          signedAt: iso(c.signedAt),
          remark: c.remark,
        })),
      ),
    db.select({ n: count() }).from(contracts).where(where),
    f,
  );
}

export type NewContract = Omit<typeof contracts.$inferInsert, 'id'>;

export async function insertContract(db: DbOrTx, c: NewContract): Promise<string> {
  const [row] = await db.insert(contracts).values(c).returning({ id: contracts.id });
  return row!.id;
}
