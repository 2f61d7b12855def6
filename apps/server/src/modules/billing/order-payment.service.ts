import { and, gt, inArray } from 'drizzle-orm';
import { consumptions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { balancesOf } from './balances.repository.ts';
import { runSpend } from './ledger-spend.ts';
import { lockConsumption } from './refund.repository.ts';
import { reverseConsumption } from './refund.service.ts';

/**
 * What the orders domain asks of the ledger: a payment from the wallet inside the order's own
 * transaction (so there is never an order without its payment, nor a payment without its order),
 * its reverse, and the split a payment would take now.
 */
export interface WalletPayment {
  consumptionId: string;
  txnId: number;
  voucherFen: number;
  allocatedFen: number;
  cashFen: number;
}

/**
 * One spend (vouchers, then allocated funds, then cash; the partner's rebate accrued; the paid
 * part becomes invoiceable), as a statement of the caller's transaction. Throws billing's
 * insufficient-funds error, which rolls back with the caller.
 */
export async function payFromWallet(
  tx: Tx,
  root: object,
  req: { tenantId: string; amount: number; orderNo: string; description: string },
  now: Date,
): Promise<WalletPayment> {
  const r = await runSpend(
    tx,
    root,
    null,
    {
      tenantId: req.tenantId,
      amount: req.amount,
      source: 'order',
      sourceRef: req.orderNo,
      provider: 'ecloud',
      description: req.description,
    },
    now,
  );
  const c = (await lockConsumption(tx, req.tenantId, r.id))!;
  return {
    consumptionId: r.id,
    txnId: Number(r.txnId),
    voucherFen: c.voucherPart,
    allocatedFen: c.allocatedPart,
    cashFen: c.cashPart,
  };
}

/** The payment's whole reverse; answers the ledger transaction. */
export const refundWalletPayment = (
  tx: Tx,
  root: object,
  tenantId: string,
  consumptionId: string,
  now: Date,
) => reverseConsumption(tx, root, tenantId, consumptionId, now);

/** How a payment of `amount` would be drawn now, in the ledger's spending order. */
export async function paymentPreview(db: DbOrTx, tenantId: string, amount: number, now: Date) {
  const b = await balancesOf(db, tenantId, now);
  let rest = amount;
  const take = (have: number) => {
    const x = Math.min(Math.max(have, 0), rest);
    rest -= x;
    return x;
  };
  const split = {
    voucherFen: take(b.voucher),
    allocatedFen: take(b.allocated),
    cashFen: take(b.cash),
  };
  return {
    availableFen: b.available,
    split,
    balanceAfterFen: b.available - amount,
    sufficient: rest === 0,
  };
}

/** Which of these consumptions a refund has reversed (an approved order refund). */
export async function refundedConsumptions(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: consumptions.id })
    .from(consumptions)
    .where(and(inArray(consumptions.id, ids), gt(consumptions.refunded, 0)));
  return new Set(rows.map((r) => r.id));
}
