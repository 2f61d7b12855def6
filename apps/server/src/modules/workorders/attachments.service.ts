import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentType,
  type WorkOrderAttachment,
  type calls,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallOut, ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { viewerOf } from './access.ts';
import * as repo from './attachments.repository.ts';
import { workOrderRow } from './workorders.repository.ts';

/** Leading bytes of the binary types we take. */
const MAGIC: [AttachmentType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04]],
];

/** Text is taken when it is valid UTF-8 with no control bytes but tab and line ends. */
function isPlainText(bytes: Buffer): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's type from its content, never from its name: an executable renamed .png starts
 * with "MZ" or "\x7fELF" and matches nothing here.
 */
export function sniffType(bytes: Buffer): AttachmentType | null {
  const hit = MAGIC.find(([, magic]) => magic.every((b, i) => bytes[i] === b));
  if (hit) return hit[0];
  return isPlainText(bytes) ? 'text/plain' : null;
}

export const uploadAttachment: ServiceOf<typeof calls.workOrderAttachmentUpload> = async (
  ctx,
  input,
) => {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(input.data)) throw badInput('workOrder.fileNotBase64');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0) throw badInput('workOrder.fileNotBase64');
  if (bytes.length > ATTACHMENT_MAX_BYTES) {
    throw badInput('workOrder.fileTooLarge', { limit: `${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB` });
  }
  const contentType = sniffType(bytes);
  if (!contentType) throw badInput('workOrder.fileType');
  return repo.insertAttachment(ctx.deps.db, {
    tenantId: ctx.auth.user.tenantId,
    uploadedBy: ctx.auth.user.id,
    filename: input.filename,
    contentType,
    size: bytes.length,
    data: bytes,
    createdAt: ctx.deps.now(),
  });
};

/** Attaches the caller's own unused uploads; any other id refuses the whole post. */
export async function attachOwn(
  tx: DbOrTx,
  userId: string,
  ids: string[],
  target: { tenantId: string; workOrderId: string; replyId?: string },
): Promise<void> {
  const unique = [...new Set(ids)];
  const taken = await repo.attach(tx, userId, unique, target);
  if (taken !== unique.length) throw badInput('workOrder.attachmentUnknown');
}

export function groupAttachments(
  files: (WorkOrderAttachment & { replyId: string | null })[],
): Map<string | null, WorkOrderAttachment[]> {
  const by = new Map<string | null, WorkOrderAttachment[]>();
  for (const { replyId, ...f } of files) by.set(replyId, [...(by.get(replyId) ?? []), f]);
  return by;
}

/** A file of an order the caller may see; anything else is "not found", never a hint. */
export async function getAttachment(
  ctx: ServiceContext,
  input: { id: string },
): Promise<CallOut<typeof calls.workOrderAttachmentGet>> {
  const file = await repo.attachmentById(ctx.deps.db, input.id);
  if (!file?.workOrderId) throw notFound('workOrder.attachmentNotFound');
  const { side, scope } = await viewerOf(ctx);
  const order = await workOrderRow(ctx.deps.db, scope, side, file.workOrderId, ctx.deps.now());
  if (!order) throw notFound('workOrder.attachmentNotFound');
  return {
    id: file.id,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    data: Buffer.from(file.data).toString('base64'),
  };
}
