import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { REBATE_RATE_MAX_BP } from './codes.ts';
import {
  fen,
  fenInput,
  idempotencyKey,
  keyword,
  remark,
  requestSchema,
  requiredText,
  text,
  timeRange,
} from './fields.ts';
import { bankAccountNoSchema } from './recharge.schemas.ts';

/** Channel partners: rebates, withdrawals, their bank accounts, customers and rates. */

export const rebateSummaryOutput = z.object({
  ratePercent: z.number(),
  rateBp: z.number().int(),
  /** Withdrawable now. */
  available: fen,
  inFlight: fen,
  accruedTotal: fen,
  withdrawnTotal: fen,
  monthAccrued: fen,
});
export const rebateSchema = z.object({
  id: idSchema,
  customerTenantId: idSchema,
  customerName: z.string(),
  consumptionRef: z.string(),
  base: fen,
  rateBp: z.number().int(),
  /** Negative for a reversal (a refunded consumption). */
  amount: fen,
  createdAt: z.string(),
});
export const rebateListInput = pageInput.extend({
  ...timeRange,
  customerTenantId: idSchema.optional(),
});
export const rebatePage = pageOf(rebateSchema);

export const WITHDRAWAL_STATUSES = ['submitted', 'paid', 'rejected', 'cancelled'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export const withdrawalSubmitInput = z.object({
  idempotencyKey,
  amount: fenInput,
  bankAccountId: idSchema,
  remark,
});
export const withdrawalSchema = requestSchema(withdrawalStatusSchema, {
  amount: fen,
  bankAccountId: idSchema,
  bankName: z.string(),
  accountName: z.string(),
  /** Masked except the last four digits. */
  accountNoMasked: z.string(),
  remark: z.string(),
});
export const withdrawalListInput = pageInput.extend({
  ...timeRange,
  status: withdrawalStatusSchema.optional(),
});
export const withdrawalPage = pageOf(withdrawalSchema);
export const withdrawalCancelInput = z.object({ idempotencyKey, id: idSchema });

export const BANK_ACCOUNT_STATUSES = ['unverified', 'verified', 'rejected'] as const;
export const bankAccountSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  tenantName: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountNo: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  isDefault: z.boolean(),
  /** Referenced by a withdrawal: cannot be deleted. */
  used: z.boolean(),
  rejectReason: z.string(),
  createdAt: z.string(),
});
export const bankAccountListInput = pageInput.extend({
  ...keyword,
  status: z.enum(BANK_ACCOUNT_STATUSES).optional(),
});
export const bankAccountPage = pageOf(bankAccountSchema);
export const bankAccountAddInput = z.object({
  accountName: requiredText(100),
  bankName: requiredText(100),
  branch: text(100).default(''),
  accountNo: bankAccountNoSchema,
});
export const bankAccountVerifyInput = z
  .object({ id: idSchema, approve: z.boolean(), reason: text(200).optional() })
  .refine((v) => v.approve || (v.reason?.length ?? 0) > 0, {
    message: 'v.rejectReason',
    path: ['reason'],
  });

// ---------------------------------------------------------------- agent customers, partner rates

export const agentCustomerSchema = z.object({
  tenantId: idSchema,
  name: z.string(),
  createdAt: z.string(),
  monthSpend: fen,
  totalSpend: fen,
  rebateTotal: fen,
  monthRebate: fen,
});
export const agentCustomerListInput = pageInput.extend({ ...keyword });
export const agentCustomerPage = pageOf(agentCustomerSchema);
export const partnerRateInput = z.object({
  tenantId: idSchema,
  rateBp: z.number().int().min(0).max(REBATE_RATE_MAX_BP),
});
