import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { fen, fenInput, idempotencyKey, remark, timeRange } from './fields.ts';

/** Funds moved between a tenant and its sub-accounts. */

export const subAccountSchema = z.object({
  tenantId: idSchema,
  name: z.string(),
  /** What the sub-account still holds of appropriated funds (the most recovery can take). */
  allocated: fen,
  /** Appropriated in total, and recovered in total. */
  appropriatedTotal: fen,
  recoveredTotal: fen,
});
export const subAccountListOutput = z.array(subAccountSchema);
export const appropriateInput = z.object({
  idempotencyKey,
  subTenantId: idSchema,
  amount: fenInput,
  remark,
});
export const APPROPRIATION_DIRECTIONS = ['appropriate', 'recover'] as const;
export const appropriationSchema = z.object({
  id: idSchema,
  direction: z.enum(APPROPRIATION_DIRECTIONS),
  subTenantId: idSchema,
  subTenantName: z.string(),
  amount: fen,
  remark: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});
export const appropriationListInput = pageInput.extend({
  ...timeRange,
  direction: z.enum(APPROPRIATION_DIRECTIONS).optional(),
  subTenantId: idSchema.optional(),
});
export const appropriationPage = pageOf(appropriationSchema);
