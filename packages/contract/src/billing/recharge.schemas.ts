import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { RECEIPT_TYPES } from './codes.ts';
import {
  fen,
  fenInput,
  idempotencyKey,
  keyword,
  remark,
  requestListInput,
  requestSchema,
  requiredText,
  text,
} from './fields.ts';

/** Offline recharges, their receipts and reviews, and the platform's receiving accounts. */

export const RECHARGE_STATUSES = ['submitted', 'confirmed', 'rejected', 'cancelled'] as const;
export const rechargeStatusSchema = z.enum(RECHARGE_STATUSES);
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>;

export const receiptUploadInput = z.object({
  filename: requiredText(128),
  contentType: z.enum(RECEIPT_TYPES),
  /** The file, base64 encoded (at most RECEIPT_MAX_BYTES once decoded). */
  data: z.string().min(4).max(720_000),
});
export const receiptUploadOutput = z.object({ id: idSchema, size: z.number().int() });
export const receiptGetInput = z.object({ id: idSchema });
export const receiptGetOutput = z.object({
  id: idSchema,
  filename: z.string(),
  contentType: z.string(),
  data: z.string(),
});

export const bankAccountNoSchema = z
  .string()
  .trim()
  .regex(/^[0-9 -]{8,40}$/, { message: 'v.bankAccountNo' });

export const rechargeSubmitInput = z.object({
  idempotencyKey,
  amount: fenInput,
  payerName: requiredText(100),
  payerBank: requiredText(100),
  payerAccount: bankAccountNoSchema,
  transferRef: requiredText(64),
  transferDate: z.iso.date(),
  /** The receiving account the transfer went to. */
  publicAccountId: idSchema,
  receiptId: idSchema.optional(),
  remark,
});
export const rechargeSchema = requestSchema(rechargeStatusSchema, {
  amount: fen,
  payerName: z.string(),
  payerBank: z.string(),
  payerAccount: z.string(),
  transferRef: z.string(),
  transferDate: z.string(),
  publicAccountId: idSchema.nullable(),
  publicAccountName: z.string(),
  receiptId: idSchema.nullable(),
  remark: z.string(),
});
export type Recharge = z.infer<typeof rechargeSchema>;
export const rechargeListInput = requestListInput(rechargeStatusSchema);
export const rechargePage = pageOf(rechargeSchema);
export const rechargeCancelInput = z.object({ id: idSchema });

// ---------------------------------------------------------------- public receiving accounts

export const publicAccountSchema = z.object({
  id: idSchema,
  accountName: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountNo: z.string(),
  remark: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export const publicAccountListInput = pageInput.extend({
  ...keyword,
  enabled: z.boolean().optional(),
});
export const publicAccountPage = pageOf(publicAccountSchema);
export const publicAccountSaveInput = z.object({
  /** Absent: create; present: update. */
  id: idSchema.optional(),
  accountName: requiredText(100),
  bankName: requiredText(100),
  branch: text(100).default(''),
  accountNo: bankAccountNoSchema,
  remark: text(200).default(''),
  enabled: z.boolean().default(true),
});
