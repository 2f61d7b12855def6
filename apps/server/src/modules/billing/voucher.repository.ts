import { and, eq, sql } from 'drizzle-orm';
import type { Join } from '../../db/page.ts';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers, ledgerAccounts } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import type { PageIn } from './list-query.ts';
import { listWhere, pageOf } from './list-query.ts';

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
  const where = listWhere(f, {
    tenant: [vouchers.tenantId, tenantId],
    keyword: [vouchers.name],
    equal: [[status, f.status]],
  });
  const select = { v: vouchers, balance: ledgerAccounts.balance, status };
  const join: Join[] = [[ledgerAccounts, eq(ledgerAccounts.id, vouchers.accountId)]];
  const orderBy = [vouchers.expiresAt, vouchers.id];
  return pageOf(
    db,
    { select, from: vouchers, join, where, orderBy },
    f,
    ({ v, balance, status: s }) => ({
      id: v.id,
      name: v.name,
      faceValue: v.faceValue,
      balance: s === 'expired' ? 0 : balance,
      status: s as 'usable' | 'used' | 'expired',
      expiredAmount: v.expiredAmount,
      expiresAt: v.expiresAt.toISOString(),
      createdAt: v.createdAt.toISOString(),
    }),
  );
}

/** A voucher batch's own ledger account (no overdraft, with its expiry). */
export async function insertVoucherAccount(
  tx: DbOrTx,
  a: { tenantId: string; name: string; expiresAt: Date; now: Date },
): Promise<number> {
  const [acct] = await rows<{ id: string }>(
    tx,
    sql`insert into ledger_accounts (tenant_id, kind, name, expires_at, no_overdraft, created_at)
        values (${a.tenantId}, 'voucher', ${a.name}, ${a.expiresAt.toISOString()}::timestamptz, true, ${a.now.toISOString()}::timestamptz)
        returning id`,
  );
  return Number(acct!.id);
}

export async function insertVoucher(tx: DbOrTx, values: typeof vouchers.$inferInsert) {
  const [v] = await tx.insert(vouchers).values(values).returning({ id: vouchers.id });
  return v!.id;
}

/**
 * The next expired voucher (of any tenant: the sweep is the platform's) that still holds money,
 * locked; SKIP LOCKED lets several replicas sweep together.
 */
export async function lockNextExpiredVoucher(tx: DbOrTx, now: Date) {
  const [due] = await rows<{ id: string; voucher_id: string; tenant_id: string; name: string }>(
    tx,
    sql`select a.id, v.id as voucher_id, a.tenant_id, a.name from ledger_accounts a
        join vouchers v on v.account_id = a.id
        where a.kind = 'voucher' and a.balance > 0 and a.expires_at <= ${now.toISOString()}::timestamptz
        order by a.expires_at, a.id limit 1 for update of a skip locked`,
  );
  return due ?? null;
}

export async function recordVoucherExpiry(
  tx: DbOrTx,
  voucherId: string,
  rest: number,
  txnId: number,
) {
  await tx
    .update(vouchers)
    .set({ expiredAmount: sql`${vouchers.expiredAmount} + ${rest}`, expiredTxnId: txnId })
    .where(and(eq(vouchers.id, voucherId)));
}
