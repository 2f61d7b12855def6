import { and, count, eq, sql } from 'drizzle-orm';
import { VOUCHER_EXPIRING_DAYS, type Balances, type SpendSource } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { recharges } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import { monthStart } from './time.ts';

export async function balancesOf(db: DbOrTx, tenantId: string, now: Date): Promise<Balances> {
  const list = await rows<{ kind: string; total: string }>(
    db,
    // A partner's rebate account also holds accruals not yet settled (migration 0007).
    sql`select kind, coalesce(sum(balance + (select coalesce(sum(r.amount), 0) from rebate_accruals r
          where r.account_id = ledger_accounts.id)), 0)::bigint as total from ledger_accounts
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

/** Spend by day (platform calendar) since `from`. */
export async function dailySpend(db: DbOrTx, tenantId: string, from: Date) {
  const list = await rows<{ day: string; amount: string }>(
    db,
    sql`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
            sum(amount - refunded)::bigint as amount
          from consumptions where tenant_id = ${tenantId}
            and created_at >= ${from.toISOString()}::timestamptz
          group by 1`,
  );
  return new Map(list.map((d) => [d.day, Number(d.amount)]));
}

/**
 * Unrefunded consumption since `from`, summed by one of its columns, largest first. The column
 * comes from this module's own callers, never from a request, so it is safe to splice in.
 */
async function spendBy<K extends 'source' | 'provider', V extends string>(
  db: DbOrTx,
  column: K,
  tenantId: string,
  from: Date,
) {
  const list = await rows<{ grp: V; amount: string }>(
    db,
    sql`select ${sql.raw(column)} as grp, sum(amount - refunded)::bigint as amount from consumptions
          where tenant_id = ${tenantId} and created_at >= ${from.toISOString()}::timestamptz
          group by 1 order by 2 desc`,
  );
  return list.map(
    (r) => ({ [column]: r.grp, amount: Number(r.amount) }) as Record<K, V> & { amount: number },
  );
}

export const spendBySource = (db: DbOrTx, tenantId: string, from: Date) =>
  spendBy<'source', SpendSource>(db, 'source', tenantId, from);

export const spendByProvider = (db: DbOrTx, tenantId: string, from: Date) =>
  spendBy<'provider', string>(db, 'provider', tenantId, from);

/** What paid for the (unrefunded) consumption since `from`. */
export async function spendByPayment(db: DbOrTx, tenantId: string, from: Date) {
  const [pay] = await rows<{ voucher: string; allocated: string; cash: string }>(
    db,
    sql`select coalesce(sum(voucher_part), 0)::bigint as voucher,
            coalesce(sum(allocated_part), 0)::bigint as allocated,
            coalesce(sum(cash_part), 0)::bigint as cash
          from consumptions where tenant_id = ${tenantId} and refunded = 0
            and created_at >= ${from.toISOString()}::timestamptz`,
  );
  return {
    voucher: Number(pay!.voucher),
    allocated: Number(pay!.allocated),
    cash: Number(pay!.cash),
  };
}

/** Usable vouchers that expire within VOUCHER_EXPIRING_DAYS, soonest first. */
export async function expiringVouchers(db: DbOrTx, tenantId: string, now: Date) {
  const list = await rows<{ id: string; name: string; balance: string; expires_at: Date | string }>(
    db,
    sql`select v.id, v.name, a.balance, a.expires_at from vouchers v
          join ledger_accounts a on a.id = v.account_id
          where v.tenant_id = ${tenantId} and a.balance > 0
            and a.expires_at > ${now.toISOString()}::timestamptz
            and a.expires_at <= ${new Date(now.getTime() + VOUCHER_EXPIRING_DAYS * 86_400_000).toISOString()}::timestamptz
          order by a.expires_at limit 10`,
  );
  return list.map((v) => ({
    id: v.id,
    name: v.name,
    balance: Number(v.balance),
    expiresAt: new Date(v.expires_at).toISOString(),
  }));
}

export async function pendingRecharges(db: DbOrTx, tenantId: string): Promise<number> {
  const [pending] = await db
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.tenantId, tenantId), eq(recharges.status, 'submitted')));
  return pending?.n ?? 0;
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
