import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { fen, keyword, timeRange } from './fields.ts';

/** The platform's review queue. */

export const REVIEW_KINDS = ['recharge', 'invoice', 'refund', 'withdrawal', 'bankAccount'] as const;
export const reviewKindSchema = z.enum(REVIEW_KINDS);
export const reviewQueueInput = pageInput.extend({
  ...timeRange,
  ...keyword,
  kind: reviewKindSchema.optional(),
  /** Pending only (default) or every item. */
  pendingOnly: z.boolean().default(true),
});
export const reviewItemSchema = z.object({
  kind: reviewKindSchema,
  id: idSchema,
  tenantId: idSchema,
  tenantName: z.string(),
  amount: fen,
  /** Kind-specific one-line summary (payer and reference, title, reason, bank). */
  summary: z.string(),
  status: z.string(),
  submittedBy: z.string(),
  createdAt: z.string(),
});
export const reviewQueuePage = pageOf(reviewItemSchema);
export const tenantOptionsOutput = z.array(
  z.object({ id: idSchema, name: z.string(), kind: z.enum(['enterprise', 'channel']) }),
);
