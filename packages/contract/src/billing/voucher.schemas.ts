import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { fen, fenInput, idempotencyKey, keyword, requiredText, text } from './fields.ts';
import { spendSourceSchema } from './overview.schemas.ts';

/** Vouchers, and consumption posted by the platform. */

export const VOUCHER_STATUSES = ['usable', 'used', 'expired'] as const;
export const voucherStatusSchema = z.enum(VOUCHER_STATUSES);
export const voucherSchema = z.object({
  id: idSchema,
  name: z.string(),
  faceValue: fen,
  balance: fen,
  status: voucherStatusSchema,
  /** Taken back by expiry. */
  expiredAmount: fen,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export const voucherListInput = pageInput.extend({
  ...keyword,
  status: voucherStatusSchema.optional(),
});
export const voucherPage = pageOf(voucherSchema);
export const voucherGrantInput = z.object({
  idempotencyKey,
  tenantId: idSchema,
  name: requiredText(64),
  amount: fenInput,
  expiresAt: z.iso.datetime({ offset: true }),
});

// ---------------------------------------------------------------- spend (platform side)

export const spendInput = z.object({
  idempotencyKey,
  tenantId: idSchema,
  amount: fenInput,
  source: spendSourceSchema,
  sourceRef: requiredText(64),
  provider: text(32).default(''),
  description: text(200).default(''),
});
