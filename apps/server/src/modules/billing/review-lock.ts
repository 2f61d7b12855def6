import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, recharges, refunds } from '../../db/schema/index.ts';

/** The requests a platform reviewer decides on, by the name the services use. */
const REVIEWED = { invoice: invoices, recharge: recharges, refund: refunds } as const;
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
