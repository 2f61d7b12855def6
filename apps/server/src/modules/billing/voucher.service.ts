import type { z } from 'zod';
import { AUDIT_CODES, type voucherListInput } from '@ecloud/contract';
import type { Database } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { requireAuditor } from './access.ts';
import { onceFor } from './idempotency.ts';
import { lockAccounts, lockGate, ownerAccountIds, platformAccounts, post } from './ledger.ts';
import { tenantExists } from './tenants.repository.ts';
import { transaction } from './transaction.ts';
import * as repo from './voucher.repository.ts';

export interface VoucherGrant {
  idempotencyKey: string;
  tenantId: string;
  name: string;
  amount: number;
  expiresAt: string;
}

export const listVouchers = (ctx: ServiceContext, input: z.output<typeof voucherListInput>) =>
  repo.voucherList(ctx.deps.db, ctx.auth.user.tenantId, ctx.deps.now(), input);

/**
 * A voucher batch is an account of its own, funded from the platform's promotion account.
 * Granting is the platform's operations staff's.
 */
export async function grantVoucher(ctx: ServiceContext, input: VoucherGrant) {
  await requireAuditor(ctx, AUDIT_CODES.operations);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw badInput('billing.voucherExpiryPast');
  return onceFor(ctx, 'voucher.grant', input, now, async (tx) => {
    if (!(await tenantExists(tx, input.tenantId))) throw notFound('billing.tenantNotFound');
    const platform = await platformAccounts(tx, db);
    await ownerAccountIds(tx, db, input.tenantId);
    await lockGate(tx, input.tenantId);
    const accountId = await repo.insertVoucherAccount(tx, {
      tenantId: input.tenantId,
      name: input.name,
      expiresAt,
      now,
    });
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
    const id = await repo.insertVoucher(tx, {
      tenantId: input.tenantId,
      accountId,
      name: input.name,
      faceValue: input.amount,
      expiresAt,
      createdAt: now,
    });
    return { id, txnId: String(txnId) };
  });
}

/**
 * Takes back what expired vouchers still hold, one voucher per transaction. A voucher credited
 * again after expiry (a refund of what it paid) is swept again, since the sweep looks at
 * balances, not at a done-flag. The platform's own background work, acting for no tenant: it
 * takes the database and the moment, as its job does (voucher-expiry.worker.ts).
 */
export async function expireVouchers(db: Database, now: Date, limit = 200): Promise<number> {
  let expired = 0;
  for (let i = 0; i < limit; i++) {
    const done = await transaction(db, async (tx) => {
      const due = await repo.lockNextExpiredVoucher(tx, now);
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
      await repo.recordVoucherExpiry(tx, due.voucher_id, rest, txnId);
      return true;
    });
    if (!done) break;
    expired++;
  }
  return expired;
}
