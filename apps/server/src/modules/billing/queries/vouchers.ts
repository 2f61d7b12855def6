import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { vouchers, ledgerAccounts } from '../../../db/schema/index.ts';
import type { PageIn } from './shared.ts';
import { likeOf, paged } from './shared.ts';

export async function voucherList(
  db: DbOrTx,
  tenantId: string,
  now: Date,
  f: PageIn & { keyword?: string; status?: 'usable' | 'used' | 'expired' },
) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const status = sql<string>`case
      when ${ledgerAccounts.expiresAt} <= ${nowSql} and (${ledgerAccounts.balance} > 0 or ${vouchers.expiredAmount} > 0) then 'expired'
      when ${ledgerAccounts.balance} > 0 and ${ledgerAccounts.expiresAt} > ${nowSql} then 'usable'
      else 'used' end`;
  const like = likeOf(f.keyword);
  const where = and(
    eq(vouchers.tenantId, tenantId),
    like ? ilike(vouchers.name, like) : undefined,
    f.status ? sql`${status} = ${f.status}` : undefined,
  );
  return paged(
    db
      .select({ v: vouchers, balance: ledgerAccounts.balance, status })
      .from(vouchers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, vouchers.accountId))
      .where(where)
      .orderBy(vouchers.expiresAt, vouchers.id)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ v, balance, status: s }) => ({
          id: v.id,
          name: v.name,
          faceValue: v.faceValue,
          balance: s === 'expired' ? 0 : balance,
          status: s as 'usable' | 'used' | 'expired',
          expiredAmount: v.expiredAmount,
          expiresAt: v.expiresAt.toISOString(),
          createdAt: v.createdAt.toISOString(),
        })),
      ),
    db
      .select({ n: count() })
      .from(vouchers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, vouchers.accountId))
      .where(where),
    f,
  );
}
