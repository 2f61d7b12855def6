import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { once } from './idempotency.ts';
import { lockAccounts, lockGate, ownerAccountIds, platformAccounts, post, rows } from './ledger.ts';
import { transaction } from './transaction.ts';

export interface VoucherGrant {
  idempotencyKey: string;
  tenantId: string;
  name: string;
  amount: number;
  expiresAt: string;
}

/** A voucher batch is an account of its own, funded from the platform's promotion account. */
export async function grantVoucher(
  db: Database,
  keyTenantId: string,
  input: VoucherGrant,
  now: Date,
) {
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw badInput('billing.voucherExpiryPast');
  return once(
    db,
    {
      tenantId: keyTenantId,
      key: input.idempotencyKey,
      operation: 'voucher.grant',
      input: { ...input },
    },
    now,
    async (tx) => {
      const [tenant] = await rows<{ id: string }>(
        tx,
        sql`select id from tenants where id = ${input.tenantId}`,
      );
      if (!tenant) throw notFound('billing.tenantNotFound');
      const platform = await platformAccounts(tx, db);
      await ownerAccountIds(tx, db, input.tenantId);
      await lockGate(tx, input.tenantId);
      const [acct] = await rows<{ id: string }>(
        tx,
        sql`insert into ledger_accounts (tenant_id, kind, name, expires_at, no_overdraft, created_at)
            values (${input.tenantId}, 'voucher', ${input.name}, ${expiresAt.toISOString()}::timestamptz, true, ${now.toISOString()}::timestamptz)
            returning id`,
      );
      const accountId = Number(acct!.id);
      const locked = await lockAccounts(tx, [accountId]);
      const txnId = await post(
        tx,
        {
          kind: 'voucher_grant',
          tenantId: input.tenantId,
          memo: input.name,
          now,
          legs: [
            { accountId: platform.promotion, amount: -input.amount },
            { accountId, amount: input.amount },
          ],
        },
        locked,
      );
      const [v] = await tx
        .insert(vouchers)
        .values({
          tenantId: input.tenantId,
          accountId,
          name: input.name,
          faceValue: input.amount,
          expiresAt,
          createdAt: now,
        })
        .returning({ id: vouchers.id });
      return { id: v!.id, txnId: String(txnId) };
    },
  );
}

/**
 * Takes back what expired vouchers still hold, one voucher per transaction. SKIP LOCKED lets
 * several replicas sweep together; a voucher credited again after expiry (a refund of what it
 * paid) is swept again, since the sweep looks at balances, not at a done-flag.
 */
export async function expireVouchers(db: Database, now: Date, limit = 200): Promise<number> {
  let expired = 0;
  for (let i = 0; i < limit; i++) {
    const done = await transaction(db, async (tx) => {
      const [due] = await rows<{ id: string; voucher_id: string; tenant_id: string; name: string }>(
        tx,
        sql`select a.id, v.id as voucher_id, a.tenant_id, a.name from ledger_accounts a
            join vouchers v on v.account_id = a.id
            where a.kind = 'voucher' and a.balance > 0 and a.expires_at <= ${now.toISOString()}::timestamptz
            order by a.expires_at, a.id limit 1 for update of a skip locked`,
      );
      if (!due) return false;
      const accountId = Number(due.id);
      const locked = await lockAccounts(tx, [accountId]);
      const rest = locked.get(accountId)!.balance;
      const platform = await platformAccounts(tx, db);
      const txnId = await post(
        tx,
        {
          kind: 'voucher_expire',
          tenantId: due.tenant_id,
          memo: due.name,
          now,
          legs: [
            { accountId, amount: -rest },
            { accountId: platform.promotion, amount: rest },
          ],
        },
        locked,
      );
      await tx
        .update(vouchers)
        .set({ expiredAmount: sql`${vouchers.expiredAmount} + ${rest}`, expiredTxnId: txnId })
        .where(and(eq(vouchers.id, due.voucher_id)));
      return true;
    });
    if (!done) break;
    expired++;
  }
  return expired;
}
