import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workOrderAttachments } from '../../db/schema/index.ts';

const meta = {
  id: workOrderAttachments.id,
  filename: workOrderAttachments.filename,
  contentType: workOrderAttachments.contentType,
  size: workOrderAttachments.size,
};

export async function insertAttachment(
  db: DbOrTx,
  values: typeof workOrderAttachments.$inferInsert,
) {
  const [row] = await db.insert(workOrderAttachments).values(values).returning(meta);
  return row!;
}

/**
 * Attaches the uploader's own loose files to an order (and a reply); how many it took, so the
 * service can refuse ids that are someone else's or already used.
 */
export async function attach(
  db: DbOrTx,
  uploadedBy: string,
  ids: string[],
  target: { tenantId: string; workOrderId: string; replyId?: string },
): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(workOrderAttachments)
    .set({ tenantId: target.tenantId, workOrderId: target.workOrderId, replyId: target.replyId })
    .where(
      and(
        inArray(workOrderAttachments.id, ids),
        eq(workOrderAttachments.uploadedBy, uploadedBy),
        isNull(workOrderAttachments.workOrderId),
      ),
    )
    .returning({ id: workOrderAttachments.id });
  return rows.length;
}

/** Every attachment of an order, with the reply each belongs to (null: the order itself). */
export const attachmentsOf = (db: DbOrTx, workOrderId: string) =>
  db
    .select({ ...meta, replyId: workOrderAttachments.replyId })
    .from(workOrderAttachments)
    .where(eq(workOrderAttachments.workOrderId, workOrderId))
    .orderBy(workOrderAttachments.createdAt);

/** An attached file with its order (the service checks the caller may see that order). */
export async function attachmentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workOrderAttachments).where(eq(workOrderAttachments.id, id));
  return row;
}
