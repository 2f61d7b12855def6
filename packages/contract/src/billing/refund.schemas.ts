import { z } from 'zod';
import { idSchema, pageOf } from '../common/paging.ts';
import {
  fen,
  fenInput,
  idempotencyKey,
  requestListInput,
  requestSchema,
  requiredText,
} from './fields.ts';

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
export const refundSchema = requestSchema(refundStatusSchema, {
  kind: z.enum(REFUND_KINDS),
  consumptionId: idSchema.nullable(),
  consumptionRef: z.string(),
  amount: fen,
  voucherPart: fen,
  allocatedPart: fen,
  cashPart: fen,
  reason: z.string(),
});
export const refundListInput = requestListInput(refundStatusSchema, {
  kind: z.enum(REFUND_KINDS).optional(),
});
export const refundPage = pageOf(refundSchema);
