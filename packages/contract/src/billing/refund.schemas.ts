import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { fen, fenInput, idempotencyKey, keyword, requiredText, timeRange } from './fields.ts';

/** Refunds of orders and of unspent cash. */

export const REFUND_KINDS = ['order', 'cash'] as const;
export const REFUND_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export const refundRequestInput = z
  .object({
    idempotencyKey,
    kind: z.enum(REFUND_KINDS),
    /** For kind 'order': the consumption record refunded (in full of what remains). */
    consumptionId: idSchema.optional(),
    /** For kind 'cash': how much unspent cash. */
    amount: fenInput.optional(),
    reason: requiredText(200),
  })
  .refine((v) => v.kind !== 'order' || !!v.consumptionId, {
    message: 'v.required',
    path: ['consumptionId'],
  })
  .refine((v) => v.kind !== 'cash' || v.amount !== undefined, {
    message: 'v.required',
    path: ['amount'],
  });
export const refundSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  tenantName: z.string(),
  kind: z.enum(REFUND_KINDS),
  consumptionId: idSchema.nullable(),
  consumptionRef: z.string(),
  amount: fen,
  voucherPart: fen,
  allocatedPart: fen,
  cashPart: fen,
  reason: z.string(),
  status: refundStatusSchema,
  rejectReason: z.string(),
  submittedBy: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const refundListInput = pageInput.extend({
  ...timeRange,
  ...keyword,
  kind: z.enum(REFUND_KINDS).optional(),
  status: refundStatusSchema.optional(),
});
export const refundPage = pageOf(refundSchema);
