import { desc } from 'drizzle-orm';
import { insertId } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';

import type { PageIn } from './list-query.ts';
import { iso, listWhere, pageOf } from './list-query.ts';

export async function contractList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { keyword?: string; status?: string },
) {
  const where = listWhere(f, {
    tenant: [contracts.tenantId, tenantId],
    equal: [[contracts.status, f.status]],
    keyword: [contracts.name, contracts.contractNo],
  });
  const orderBy = [desc(contracts.startDate)];
  return pageOf(db, { select: { c: contracts }, from: contracts, where, orderBy }, f, ({ c }) => ({
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
  }));
}

export type NewContract = Omit<typeof contracts.$inferInsert, 'id'>;

export async function insertContract(db: DbOrTx, c: NewContract): Promise<string> {
  return insertId(db, contracts, c);
}
