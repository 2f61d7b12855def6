import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { qualified } from '../../../db/sql.ts';
import { bankAccounts, withdrawals } from '../../../db/schema/index.ts';
import { rows } from '../ledger.ts';
import { bound, monthStart } from '../time.ts';
import type { PageIn } from './shared.ts';
import { iso, likeOf, paged, range, tenantName, userName } from './shared.ts';
import { balancesOf } from './balances.ts';

export async function rebateSummary(db: DbOrTx, tenantId: string, now: Date) {
  const [r] = await rows<{
    rate: number | null;
    accrued: string;
    withdrawn: string;
    month: string;
  }>(
    db,
    sql`select (select rebate_rate_bp from billing_profiles where tenant_id = ${tenantId}) as rate,
          coalesce((select sum(amount) from rebates where partner_tenant_id = ${tenantId}), 0)::bigint as accrued,
          coalesce((select sum(amount) from withdrawals where tenant_id = ${tenantId} and status = 'paid'), 0)::bigint as withdrawn,
          coalesce((select sum(amount) from rebates where partner_tenant_id = ${tenantId}
            and created_at >= ${monthStart(now).toISOString()}::timestamptz), 0)::bigint as month`,
  );
  const b = await balancesOf(db, tenantId, now);
  const rateBp = r?.rate ?? 500;
  return {
    rateBp,
    ratePercent: rateBp / 100,
    available: b.rebate,
    inFlight: b.withdrawalInFlight,
    accruedTotal: Number(r!.accrued),
    withdrawnTotal: Number(r!.withdrawn),
    monthAccrued: Number(r!.month),
  };
}

export async function rebateList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { from?: string; to?: string; customerTenantId?: string },
) {
  const where = sql`r.partner_tenant_id = ${tenantId}
    ${f.customerTenantId ? sql`and r.customer_tenant_id = ${f.customerTenantId}` : sql``}
    ${bound(f.from, false) ? sql`and r.created_at >= ${bound(f.from, false)!.toISOString()}::timestamptz` : sql``}
    ${bound(f.to, true) ? sql`and r.created_at < ${bound(f.to, true)!.toISOString()}::timestamptz` : sql``}`;
  const [list, total] = await Promise.all([
    rows<{
      id: string;
      customer_tenant_id: string;
      name: string;
      ref: string | null;
      base: string;
      rate_bp: number;
      amount: string;
      created_at: string | Date;
    }>(
      db,
      sql`select r.id, r.customer_tenant_id, t.name, c.source_ref as ref, r.base, r.rate_bp, r.amount, r.created_at
          from rebates r join tenants t on t.id = r.customer_tenant_id
          left join consumptions c on c.id = r.consumption_id
          where ${where} order by r.created_at desc, r.id desc
          limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from rebates r where ${where}`),
  ]);
  return {
    list: list.map((r) => ({
      id: r.id,
      customerTenantId: r.customer_tenant_id,
      customerName: r.name,
      consumptionRef: r.ref ?? '',
      base: Number(r.base),
      rateBp: r.rate_bp,
      amount: Number(r.amount),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: total[0]?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

const mask = (no: string) => `**** ${no.slice(-4)}`;

export async function withdrawalList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { from?: string; to?: string; status?: string },
) {
  const where = and(
    tenantId ? eq(withdrawals.tenantId, tenantId) : undefined,
    range(withdrawals.createdAt, f),
    f.status ? eq(withdrawals.status, f.status) : undefined,
  );
  return paged(
    db
      .select({
        w: withdrawals,
        bank: bankAccounts,
        tenantName: tenantName(withdrawals.tenantId),
        submittedBy: userName(withdrawals.userId),
        reviewedBy: userName(withdrawals.reviewerId),
      })
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ w, bank, ...x }) => ({
          id: w.id,
          tenantId: w.tenantId,
          tenantName: x.tenantName,
          amount: w.amount,
          bankAccountId: w.bankAccountId,
          bankName: bank.bankName,
          accountName: bank.accountName,
          accountNoMasked: mask(bank.accountNo),
          remark: w.remark,
          status: w.status as 'submitted',
          rejectReason: w.rejectReason,
          submittedBy: x.submittedBy,
          reviewedBy: w.reviewerId ? x.reviewedBy : null,
          reviewedAt: iso(w.reviewedAt),
          createdAt: w.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(withdrawals).where(where),
    f,
  );
}

export async function bankAccountList(
  db: DbOrTx,
  tenantId: string | null,
  f: PageIn & { keyword?: string; status?: string },
) {
  const like = likeOf(f.keyword);
  const where = and(
    tenantId ? eq(bankAccounts.tenantId, tenantId) : undefined,
    isNull(bankAccounts.deletedAt),
    f.status ? eq(bankAccounts.status, f.status) : undefined,
    like
      ? or(
          ilike(bankAccounts.accountName, like),
          ilike(bankAccounts.bankName, like),
          ilike(bankAccounts.accountNo, like),
        )
      : undefined,
  );
  return paged(
    db
      .select({
        b: bankAccounts,
        tenantName: tenantName(bankAccounts.tenantId),
        used: sql<boolean>`exists (select 1 from withdrawals w where w.bank_account_id = ${qualified(bankAccounts, bankAccounts.id)})`,
      })
      .from(bankAccounts)
      .where(where)
      .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.createdAt))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ b, tenantName: tn, used }) => ({
          id: b.id,
          tenantId: b.tenantId,
          tenantName: tn,
          accountName: b.accountName,
          bankName: b.bankName,
          branch: b.branch,
          accountNo: b.accountNo,
          status: b.status as 'verified',
          isDefault: b.isDefault,
          used: !!used,
          rejectReason: b.rejectReason,
          createdAt: b.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(bankAccounts).where(where),
    f,
  );
}
