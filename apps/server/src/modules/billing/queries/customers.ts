import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { contracts, publicAccounts } from '../../../db/schema/index.ts';
import { rows } from '../ledger.ts';
import { monthStart } from '../time.ts';
import type { PageIn } from './shared.ts';
import { iso, likeOf, paged } from './shared.ts';

export async function agentCustomers(
  db: DbOrTx,
  partnerId: string,
  now: Date,
  f: PageIn & { keyword?: string },
) {
  const like = likeOf(f.keyword);
  const month = monthStart(now).toISOString();
  const where = sql`t.parent_id = ${partnerId} ${like ? sql`and t.name ilike ${like}` : sql``}`;
  const [list, total] = await Promise.all([
    rows<{
      id: string;
      name: string;
      created_at: string | Date;
      month_spend: string;
      total_spend: string;
      rebate_total: string;
      month_rebate: string;
    }>(
      db,
      sql`select t.id, t.name, t.created_at,
            coalesce((select sum(amount - refunded) from consumptions c where c.tenant_id = t.id
              and c.created_at >= ${month}::timestamptz), 0)::bigint as month_spend,
            coalesce((select sum(amount - refunded) from consumptions c where c.tenant_id = t.id), 0)::bigint as total_spend,
            coalesce((select sum(amount) from rebates r where r.partner_tenant_id = ${partnerId}
              and r.customer_tenant_id = t.id), 0)::bigint as rebate_total,
            coalesce((select sum(amount) from rebates r where r.partner_tenant_id = ${partnerId}
              and r.customer_tenant_id = t.id and r.created_at >= ${month}::timestamptz), 0)::bigint as month_rebate
          from tenants t where ${where} order by t.name
          limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from tenants t where ${where}`),
  ]);
  return {
    list: list.map((r) => ({
      tenantId: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
      monthSpend: Number(r.month_spend),
      totalSpend: Number(r.total_spend),
      rebateTotal: Number(r.rebate_total),
      monthRebate: Number(r.month_rebate),
    })),
    total: total[0]?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

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

export async function publicAccountList(
  db: DbOrTx,
  f: PageIn & { keyword?: string; enabled?: boolean },
) {
  const like = likeOf(f.keyword);
  const where = and(
    f.enabled === undefined ? undefined : eq(publicAccounts.enabled, f.enabled),
    like
      ? or(
          ilike(publicAccounts.accountName, like),
          ilike(publicAccounts.bankName, like),
          ilike(publicAccounts.accountNo, like),
        )
      : undefined,
  );
  return paged(
    db
      .select()
      .from(publicAccounts)
      .where(where)
      .orderBy(desc(publicAccounts.enabled), publicAccounts.createdAt)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) => list.map(publicAccountOut)),
    db.select({ n: count() }).from(publicAccounts).where(where),
    f,
  );
}

export const publicAccountOut = (p: typeof publicAccounts.$inferSelect) => ({
  id: p.id,
  accountName: p.accountName,
  bankName: p.bankName,
  branch: p.branch,
  accountNo: p.accountNo,
  remark: p.remark,
  enabled: p.enabled,
  createdAt: p.createdAt.toISOString(),
});
