import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailDeliveries } from '../../db/schema/index.ts';
import { recordDeliveryAttempt, type DeliveryAttempt } from '../../db/sql.ts';

export type DeliveryRow = typeof mailDeliveries.$inferSelect;

export async function insertDeliveries(
  db: DbOrTx,
  rows: Omit<typeof mailDeliveries.$inferInsert, 'id' | 'status' | 'updatedAt'>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(mailDeliveries)
    .values(rows.map((r) => ({ ...r, status: 'queued', updatedAt: r.createdAt })))
    .returning({ id: mailDeliveries.id });
  return inserted.map((r) => r.id);
}

export async function findDelivery(db: DbOrTx, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.id, id));
  return row;
}

export const recordAttempt = (db: DbOrTx, id: string, fields: DeliveryAttempt, now: Date) =>
  recordDeliveryAttempt(db, mailDeliveries, id, fields, now);

/** The deliveries about the given things of a topic in a tenant, for their screens. */
export function deliveriesOf(db: DbOrTx, tenantId: string, topic: string, refs: string[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return db
    .select({
      ref: mailDeliveries.ref,
      toAddress: mailDeliveries.toAddress,
      status: mailDeliveries.status,
      attempts: mailDeliveries.attempts,
      lastError: mailDeliveries.lastError,
      sentAt: mailDeliveries.sentAt,
    })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.tenantId, tenantId),
        eq(mailDeliveries.topic, topic),
        inArray(mailDeliveries.ref, refs),
      ),
    )
    .orderBy(mailDeliveries.ref, sql`${mailDeliveries.createdAt}`);
}
