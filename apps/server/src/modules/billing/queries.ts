import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  VOUCHER_EXPIRING_DAYS,
  type Balances,
  type LedgerTxnKind,
  type AccountKind,
  type SpendSource,
  type consumptionSchema,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/sql.ts';
import {
  appropriations,
  bankAccounts,
  consumptions,
  contracts,
  invoiceTitles,
  invoices,
  publicAccounts,
  recharges,
  refunds,
  tenants,
  vouchers,
  withdrawals,
  ledgerAccounts,
} from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import { bound, dayKey, dayStart, monthStart } from './time.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const likeOf = (k: string | undefined) =>
  k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
const range = (col: PgColumn, f: { from?: string; to?: string }) => {
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  return and(from ? gte(col, from) : undefined, to ? lt(col, to) : undefined);
};
type PageIn = { page: number; pageSize: number };

async function paged<T>(
  list: Promise<T[]>,
  total: Promise<{ n: number }[]>,
  p: PageIn,
): Promise<{ list: T[]; total: number; page: number; pageSize: number }> {
  const [l, [t]] = await Promise.all([list, total]);
  return { list: l, total: t?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

// ------------------------------------------------------------------ balances

export async function balancesOf(db: DbOrTx, tenantId: string, now: Date): Promise<Balances> {
  const list = await rows<{ kind: string; total: string }>(
    db,
    sql`select kind, coalesce(sum(balance), 0)::bigint as total from ledger_accounts
        where tenant_id = ${tenantId}
          and (kind <> 'voucher' or expires_at > ${now.toISOString()}::timestamptz)
        group by kind`,
  );
  const of = (k: string) => Number(list.find((r) => r.kind === k)?.total ?? 0);
  const b = {
    cash: of('cash'),
    voucher: of('voucher'),
    allocated: of('allocated'),
    rebate: of('rebate'),
    withdrawalInFlight: of('withdrawal_in_flight'),
    refundInFlight: of('refund_in_flight'),
  };
  return { ...b, available: b.cash + b.voucher + b.allocated };
}

export async function monthSpend(db: DbOrTx, tenantId: string, now: Date, monthsBack = 0) {
  const from = monthStart(now, monthsBack);
  const to = monthsBack === 0 ? new Date(now.getTime() + 1) : monthStart(now, monthsBack - 1);
  const [r] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount - refunded), 0)::bigint as total from consumptions
        where tenant_id = ${tenantId} and created_at >= ${from.toISOString()}::timestamptz
          and created_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(r!.total);
}

export async function overview(db: DbOrTx, tenantId: string, customType: number, now: Date) {
  const from = monthStart(now);
  const trendFrom = dayStart(now, 29);
  const [
    balances,
    thisMonth,
    lastMonth,
    daily,
    bySource,
    byProvider,
    byPayment,
    expiring,
    pending,
  ] = await Promise.all([
    balancesOf(db, tenantId, now),
    monthSpend(db, tenantId, now),
    monthSpend(db, tenantId, now, 1),
    rows<{ day: string; amount: string }>(
      db,
      sql`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
              sum(amount - refunded)::bigint as amount
            from consumptions where tenant_id = ${tenantId}
              and created_at >= ${trendFrom.toISOString()}::timestamptz
            group by 1`,
    ),
    rows<{ source: SpendSource; amount: string }>(
      db,
      sql`select source, sum(amount - refunded)::bigint as amount from consumptions
            where tenant_id = ${tenantId} and created_at >= ${from.toISOString()}::timestamptz
            group by source order by 2 desc`,
    ),
    rows<{ provider: string; amount: string }>(
      db,
      sql`select provider, sum(amount - refunded)::bigint as amount from consumptions
            where tenant_id = ${tenantId} and created_at >= ${from.toISOString()}::timestamptz
            group by provider order by 2 desc`,
    ),
    rows<{ voucher: string; allocated: string; cash: string }>(
      db,
      sql`select coalesce(sum(voucher_part), 0)::bigint as voucher,
              coalesce(sum(allocated_part), 0)::bigint as allocated,
              coalesce(sum(cash_part), 0)::bigint as cash
            from consumptions where tenant_id = ${tenantId} and refunded = 0
              and created_at >= ${from.toISOString()}::timestamptz`,
    ),
    rows<{ id: string; name: string; balance: string; expires_at: Date | string }>(
      db,
      sql`select v.id, v.name, a.balance, a.expires_at from vouchers v
            join ledger_accounts a on a.id = v.account_id
            where v.tenant_id = ${tenantId} and a.balance > 0
              and a.expires_at > ${now.toISOString()}::timestamptz
              and a.expires_at <= ${new Date(now.getTime() + VOUCHER_EXPIRING_DAYS * 86_400_000).toISOString()}::timestamptz
            order by a.expires_at limit 10`,
    ),
    db
      .select({ n: count() })
      .from(recharges)
      .where(and(eq(recharges.tenantId, tenantId), eq(recharges.status, 'submitted'))),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, Number(d.amount)]));
  const trend = Array.from({ length: 30 }, (_, i) => {
    const day = dayKey(new Date(now.getTime() - (29 - i) * 86_400_000));
    return { day, amount: byDay.get(day) ?? 0 };
  });
  const pay = byPayment[0]!;
  return {
    balances,
    monthSpend: thisMonth,
    lastMonthSpend: lastMonth,
    trend,
    bySource: bySource.map((r) => ({ source: r.source, amount: Number(r.amount) })),
    byProvider: byProvider.map((r) => ({ provider: r.provider, amount: Number(r.amount) })),
    byPayment: {
      voucher: Number(pay.voucher),
      allocated: Number(pay.allocated),
      cash: Number(pay.cash),
    },
    expiringVouchers: expiring.map((v) => ({
      id: v.id,
      name: v.name,
      balance: Number(v.balance),
      expiresAt: new Date(v.expires_at).toISOString(),
    })),
    customType,
    canRecharge: customType !== 4,
    pendingRecharges: pending[0]?.n ?? 0,
  };
}

export async function myPending(db: DbOrTx, tenantId: string): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select (
      (select count(*) from recharges where tenant_id = ${tenantId} and status = 'submitted') +
      (select count(*) from invoices where tenant_id = ${tenantId} and status in ('submitted', 'approved')) +
      (select count(*) from refunds where tenant_id = ${tenantId} and status = 'submitted') +
      (select count(*) from withdrawals where tenant_id = ${tenantId} and status = 'submitted'))::int as n`,
  );
  return r?.n ?? 0;
}

export async function reviewPending(db: DbOrTx) {
  const [r] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from recharges where status = 'submitted')::int as recharge,
      (select count(*) from invoices where status in ('submitted', 'approved'))::int as invoice,
      (select count(*) from refunds where status = 'submitted')::int as refund,
      (select count(*) from withdrawals where status = 'submitted')::int as withdrawal,
      (select count(*) from bank_accounts where status = 'unverified' and deleted_at is null)::int as "bankAccount"`,
  );
  return {
    recharge: r!.recharge!,
    invoice: r!.invoice!,
    refund: r!.refund!,
    withdrawal: r!.withdrawal!,
    bankAccount: r!.bankAccount!,
  };
}

// ------------------------------------------------------------------ ledger and consumption

export async function ledgerHistory(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { from?: string; to?: string; kind?: LedgerTxnKind; account?: AccountKind },
) {
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  const where = sql`a.tenant_id = ${tenantId}
    ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
    ${f.account ? sql`and a.kind = ${f.account}` : sql``}
    ${from ? sql`and t.created_at >= ${from.toISOString()}::timestamptz` : sql``}
    ${to ? sql`and t.created_at < ${to.toISOString()}::timestamptz` : sql``}`;
  const [list, total] = await Promise.all([
    rows<{
      id: string;
      txn_id: string;
      kind: LedgerTxnKind;
      account: AccountKind;
      name: string;
      amount: string;
      balance_after: string | null;
      memo: string;
      created_at: Date | string;
    }>(
      db,
      sql`select e.id, e.txn_id, t.kind, a.kind as account, a.name, e.amount, e.balance_after, t.memo, t.created_at
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.txn_id
          where ${where} order by e.id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.txn_id where ${where}`,
    ),
  ]);
  return {
    list: list.map((r) => ({
      id: String(r.id),
      txnId: String(r.txn_id),
      kind: r.kind,
      account: r.account,
      accountName: r.account === 'voucher' ? r.name : null,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after ?? 0),
      memo: r.memo,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: total[0]?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function consumptionList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & {
    from?: string;
    to?: string;
    keyword?: string;
    source?: SpendSource;
    provider?: string;
  },
) {
  const like = likeOf(f.keyword);
  const where = and(
    eq(consumptions.tenantId, tenantId),
    range(consumptions.createdAt, f),
    f.source ? eq(consumptions.source, f.source) : undefined,
    f.provider ? eq(consumptions.provider, f.provider) : undefined,
    like
      ? or(ilike(consumptions.sourceRef, like), ilike(consumptions.description, like))
      : undefined,
  );
  const pending = sql<number>`coalesce((select sum(r.amount) from refunds r where r.consumption_id = ${consumptions.id} and r.status = 'submitted'), 0)::bigint`;
  return paged(
    db
      .select({ c: consumptions, pending })
      .from(consumptions)
      .where(where)
      .orderBy(desc(consumptions.createdAt), desc(consumptions.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ c, pending: p }): z.infer<typeof consumptionSchema> => ({
          id: c.id,
          source: c.source as SpendSource,
          sourceRef: c.sourceRef,
          provider: c.provider,
          description: c.description,
          amount: c.amount,
          voucherPart: c.voucherPart,
          allocatedPart: c.allocatedPart,
          cashPart: c.cashPart,
          refunded: c.refunded,
          refundable: Math.max(0, c.amount - c.refunded - Number(p)),
          createdAt: c.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(consumptions).where(where),
    f,
  );
}

// ------------------------------------------------------------------ recharges

const userName = (col: PgColumn) =>
  sql<string>`coalesce((select u.name from users u where u.id = ${col}), '')`;
const tenantName = (col: PgColumn) =>
  sql<string>`coalesce((select t.name from tenants t where t.id = ${col}), '')`;

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

// ------------------------------------------------------------------ appropriation

export async function subAccounts(db: DbOrTx, tenantId: string) {
  const list = await rows<{
    id: string;
    name: string;
    allocated: string | null;
    appropriated: string;
    recovered: string;
  }>(
    db,
    sql`select t.id, t.name,
          (select balance from ledger_accounts a where a.tenant_id = t.id and a.kind = 'allocated') as allocated,
          coalesce((select sum(amount) from appropriations p where p.tenant_id = ${tenantId}
            and p.sub_tenant_id = t.id and p.direction = 'appropriate'), 0)::bigint as appropriated,
          coalesce((select sum(amount) from appropriations p where p.tenant_id = ${tenantId}
            and p.sub_tenant_id = t.id and p.direction = 'recover'), 0)::bigint as recovered
        from tenants t where t.parent_id = ${tenantId} order by t.name`,
  );
  return list.map((r) => ({
    tenantId: r.id,
    name: r.name,
    allocated: Number(r.allocated ?? 0),
    appropriatedTotal: Number(r.appropriated),
    recoveredTotal: Number(r.recovered),
  }));
}

export async function appropriationList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & {
    from?: string;
    to?: string;
    direction?: 'appropriate' | 'recover';
    subTenantId?: string;
  },
) {
  const where = and(
    eq(appropriations.tenantId, tenantId),
    range(appropriations.createdAt, f),
    f.direction ? eq(appropriations.direction, f.direction) : undefined,
    f.subTenantId ? eq(appropriations.subTenantId, f.subTenantId) : undefined,
  );
  return paged(
    db
      .select({
        a: appropriations,
        sub: tenantName(appropriations.subTenantId),
        operator: userName(appropriations.userId),
      })
      .from(appropriations)
      .where(where)
      .orderBy(desc(appropriations.createdAt), desc(appropriations.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ a, sub, operator }) => ({
          id: a.id,
          direction: a.direction as 'appropriate' | 'recover',
          subTenantId: a.subTenantId,
          subTenantName: sub,
          amount: a.amount,
          remark: a.remark,
          operator,
          createdAt: a.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(appropriations).where(where),
    f,
  );
}

// ------------------------------------------------------------------ vouchers

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

// ------------------------------------------------------------------ invoices

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

// ------------------------------------------------------------------ refunds

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

// ------------------------------------------------------------------ rebates, withdrawals

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

// ------------------------------------------------------------------ agent customers, contracts

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

// ------------------------------------------------------------------ review queue

// Every source names its columns: a union takes its names from its first select, and a queue
// filtered to one kind has only that one.
const REVIEW_SOURCES: Record<string, (pendingOnly: boolean) => SQL> = {
  recharge: (p) =>
    sql`select 'recharge' as kind, id, tenant_id, amount, payer_name || ' · ' || transfer_ref as summary, status, user_id, created_at
        from recharges ${p ? sql`where status = 'submitted'` : sql``}`,
  invoice: (p) =>
    sql`select 'invoice' as kind, id, tenant_id, amount, title || ' · ' || tax_no as summary, status, user_id, created_at
        from invoices ${p ? sql`where status in ('submitted', 'approved')` : sql``}`,
  refund: (p) =>
    sql`select 'refund' as kind, id, tenant_id, amount, kind || ' · ' || reason as summary, status, user_id, created_at
        from refunds ${p ? sql`where status = 'submitted'` : sql``}`,
  withdrawal: (p) =>
    sql`select 'withdrawal' as kind, w.id, w.tenant_id, w.amount, b.bank_name || ' **** ' || right(b.account_no, 4) as summary, w.status, w.user_id, w.created_at
        from withdrawals w join bank_accounts b on b.id = w.bank_account_id ${p ? sql`where w.status = 'submitted'` : sql``}`,
  bankAccount: (p) =>
    sql`select 'bankAccount' as kind, id, tenant_id, 0::bigint as amount, account_name || ' · ' || bank_name || ' ' || account_no as summary, status, null::uuid as user_id, created_at
        from bank_accounts where deleted_at is null ${p ? sql`and status = 'unverified'` : sql``}`,
};

export async function reviewQueue(
  db: DbOrTx,
  f: PageIn & {
    from?: string;
    to?: string;
    keyword?: string;
    kind?: string;
    pendingOnly: boolean;
  },
) {
  const kinds = f.kind ? [f.kind] : Object.keys(REVIEW_SOURCES);
  const union = sql.join(
    kinds.map((k) => REVIEW_SOURCES[k]!(f.pendingOnly)),
    sql` union all `,
  );
  const like = likeOf(f.keyword);
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  const where = sql`true
    ${from ? sql`and q.created_at >= ${from.toISOString()}::timestamptz` : sql``}
    ${to ? sql`and q.created_at < ${to.toISOString()}::timestamptz` : sql``}
    ${like ? sql`and (q.summary ilike ${like} or t.name ilike ${like})` : sql``}`;
  const base = sql`from (${union}) q join tenants t on t.id = q.tenant_id where ${where}`;
  const [list, total] = await Promise.all([
    rows<{
      kind: string;
      id: string;
      tenant_id: string;
      tenant_name: string;
      amount: string;
      summary: string;
      status: string;
      submitted_by: string | null;
      created_at: string | Date;
    }>(
      db,
      sql`select q.kind, q.id, q.tenant_id, t.name as tenant_name, q.amount, q.summary, q.status,
            (select u.name from users u where u.id = q.user_id) as submitted_by, q.created_at
          ${base} order by q.created_at desc, q.id
          limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n ${base}`),
  ]);
  return {
    list: list.map((r) => ({
      kind: r.kind as 'recharge',
      id: r.id,
      tenantId: r.tenant_id,
      tenantName: r.tenant_name,
      amount: Number(r.amount),
      summary: r.summary,
      status: r.status,
      submittedBy: r.submitted_by ?? '',
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: total[0]?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function customerTenants(db: DbOrTx) {
  const list = await db
    .select({ id: tenants.id, name: tenants.name, kind: tenants.kind })
    .from(tenants)
    .where(sql`not exists (select 1 from platform_tenants p where p.tenant_id = ${tenants.id})`)
    .orderBy(tenants.name);
  return list;
}
