import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts, invoices, recharges, refunds, withdrawals } from '../../db/schema/index.ts';

/** The requests a platform reviewer decides on, by the name the services use. */
const REVIEWED = {
  invoice: invoices,
  recharge: recharges,
  refund: refunds,
  withdrawal: withdrawals,
  bankAccount: bankAccounts,
} as const;
type Reviewed = typeof REVIEWED;
export type ReviewedRow<K extends keyof Reviewed> = Reviewed[K]['$inferSelect'];

/** The reviewing side locks a request of any tenant to decide on it. */
export async function lockForReview<K extends keyof Reviewed>(
  tx: DbOrTx,
  kind: K,
  id: string,
): Promise<Reviewed[K]['$inferSelect'] | null> {
  const table: Reviewed[keyof Reviewed] = REVIEWED[kind];
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  return (row as Reviewed[K]['$inferSelect'] | undefined) ?? null;
}

/** Records what a decision (or the requester's cancelling) changes on the request. */
export async function recordReview<K extends keyof Reviewed>(
  tx: DbOrTx,
  kind: K,
  id: string,
  change: Partial<Reviewed[K]['$inferInsert']>,
): Promise<void> {
  // One table of the union at a time: Drizzle cannot type `set` over a union of tables.
  const table = REVIEWED[kind] as Reviewed['recharge'];
  await tx
    .update(table)
    .set(change as Partial<Reviewed['recharge']['$inferInsert']>)
    .where(eq(table.id, id));
}

/**
 * Records a decision on a recharge or refund with the ledger transaction it posted (null: it
 * moved nothing); the review call's answer names the request and that transaction.
 */
export async function recordPosted<K extends 'recharge' | 'refund'>(
  tx: DbOrTx,
  kind: K,
  id: string,
  change: Partial<Reviewed[K]['$inferInsert']>,
  txnId: number | null,
): Promise<{ id: string; txnId: string }> {
  await recordReview(tx, kind, id, { ...change, txnId });
  return { id, txnId: txnId === null ? '' : String(txnId) };
}
