import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifyDeliveries } from '../../db/schema/index.ts';
import { findOwned, ofTenant, recordDeliveryAttempt, type DeliveryAttempt } from '../../db/sql.ts';
import { pageOf, type PageIn } from '../../db/page.ts';

export type DeliveryRow = typeof notifyDeliveries.$inferSelect;
export type NewDelivery = Omit<
  typeof notifyDeliveries.$inferInsert,
  'id' | 'updatedAt' | 'lastError'
>;

export async function insertDeliveries(db: DbOrTx, rows: NewDelivery[]): Promise<string[]> {
  if (!rows.length) return [];
  const ids = await db
    .insert(notifyDeliveries)
    .values(rows.map((r) => ({ ...r, updatedAt: r.createdAt })))
    .returning({ id: notifyDeliveries.id });
  return ids.map((r) => r.id);
}

/** For the job runner, which acts for no tenant: the delivery its job names. */
export async function deliveryById(db: DbOrTx, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(notifyDeliveries).where(eq(notifyDeliveries.id, id));
  return row;
}

export const findDelivery = (db: DbOrTx, tenantId: string, id: string) =>
  findOwned(db, notifyDeliveries, tenantId, id);

export const recordAttempt = (db: DbOrTx, id: string, fields: DeliveryAttempt, now: Date) =>
  recordDeliveryAttempt(db, notifyDeliveries, id, fields, now);

/** Puts a failed delivery back in the queue; false when it is not (or no longer) failed. */
export async function requeue(db: DbOrTx, tenantId: string, id: string, now: Date) {
  const rows = await db
    .update(notifyDeliveries)
    .set({ status: 'queued', updatedAt: now })
    .where(
      ofTenant(
        notifyDeliveries,
        tenantId,
        eq(notifyDeliveries.id, id),
        eq(notifyDeliveries.status, 'failed'),
      ),
    )
    .returning({ id: notifyDeliveries.id });
  return rows.length > 0;
}

export function deliveryPage(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { warningType?: string; channel?: string; status?: string },
) {
  const t = notifyDeliveries;
  return pageOf(
    db,
    {
      select: {
        id: t.id,
        warningType: t.warningType,
        channel: t.channel,
        recipient: t.recipient,
        template: t.template,
        params: t.params,
        language: t.language,
        status: t.status,
        attempts: t.attempts,
        lastError: t.lastError,
        sentAt: t.sentAt,
        createdAt: t.createdAt,
      },
      from: t,
      where: and(
        ofTenant(
          t,
          tenantId,
          f.warningType ? eq(t.warningType, f.warningType) : undefined,
          f.channel ? eq(t.channel, f.channel) : undefined,
          f.status ? eq(t.status, f.status) : undefined,
        ),
      ),
      orderBy: [desc(t.createdAt), desc(t.id)],
    },
    f,
    (r) => r,
  );
}
