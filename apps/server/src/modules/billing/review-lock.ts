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
