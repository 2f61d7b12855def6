import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { MAX_FEN, RECEIPT_TYPES, REBATE_RATE_MAX_BP } from './codes.ts';

/** Money is integer fen. Inputs are positive and bounded; outputs may be zero or negative. */
export const fenInput = z.number().int().min(1).max(MAX_FEN);
export const fen = z.number().int();

/**
 * Client-generated (a UUID is ideal), kept by the client until it has an answer. The same key
 * with the same request returns the first result and moves nothing again; the same key with a
 * different request is refused with 409.
 */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'v.idempotencyKey' });

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** A calendar day or an ISO date-time; list filters compare created times. */
const when = z.iso.datetime({ offset: true }).or(z.iso.date());
const timeRange = { from: when.optional(), to: when.optional() };
const keyword = { keyword: text(64).optional() };
const remark = text(200).optional();

// ---------------------------------------------------------------- balances and overview

export const ACCOUNT_KINDS = [
  'cash',
  'voucher',
  'allocated',
  'rebate',
  'withdrawal_in_flight',
  'refund_in_flight',
] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS);
export type AccountKind = z.infer<typeof accountKindSchema>;

export const balancesSchema = z.object({
  /** Recharged cash: spendable, refundable. */
  cash: fen,
  /** Usable (unexpired) voucher balance. */
  voucher: fen,
  /** Funds appropriated to this account by its primary account: spendable, not refundable. */
  allocated: fen,
  /** Rebates a channel partner may withdraw. */
  rebate: fen,
  withdrawalInFlight: fen,
  refundInFlight: fen,
  /** What spending can draw on now: voucher + allocated + cash. */
  available: fen,
});
export type Balances = z.infer<typeof balancesSchema>;

export const SPEND_SOURCES = ['order', 'cloud', 'adjustment'] as const;
export const spendSourceSchema = z.enum(SPEND_SOURCES);
export type SpendSource = z.infer<typeof spendSourceSchema>;

export const overviewOutput = z.object({
  balances: balancesSchema,
  monthSpend: fen,
  lastMonthSpend: fen,
  /** Daily spend of the last 30 days, oldest first (YYYY-MM-DD in the platform's time zone). */
  trend: z.array(z.object({ day: z.string(), amount: fen })),
  /** This month's spend by source and by provider. */
  bySource: z.array(z.object({ source: spendSourceSchema, amount: fen })),
  byProvider: z.array(z.object({ provider: z.string(), amount: fen })),
  /** This month's spend by payment kind. */
  byPayment: z.object({ voucher: fen, allocated: fen, cash: fen }),
  expiringVouchers: z.array(
    z.object({ id: idSchema, name: z.string(), balance: fen, expiresAt: z.string() }),
  ),
  customType: z.number().int(),
  canRecharge: z.boolean(),
  pendingRecharges: z.number().int(),
});

export const billingHomeOutput = z.object({
  balances: balancesSchema,
  monthSpend: fen,
  /** Own requests waiting for the platform (recharges, invoices, refunds, withdrawals). */
  myPending: z.number().int(),
  /** For the reviewing side: items waiting for review; null for everyone else. */
  reviewPending: z
    .object({
      recharge: z.number().int(),
      invoice: z.number().int(),
      refund: z.number().int(),
      withdrawal: z.number().int(),
      bankAccount: z.number().int(),
    })
    .nullable(),
});

// ---------------------------------------------------------------- ledger history, consumption

export const LEDGER_TXN_KINDS = [
  'recharge',
  'spend',
  'appropriate',
  'recover',
  'voucher_grant',
  'voucher_expire',
  'refund_hold',
  'refund_release',
  'refund_paid',
  'refund_order',
  'rebate_accrue',
  'rebate_reverse',
  'withdraw_hold',
  'withdraw_paid',
  'withdraw_void',
  'reversal',
] as const;
export const ledgerTxnKindSchema = z.enum(LEDGER_TXN_KINDS);
export type LedgerTxnKind = z.infer<typeof ledgerTxnKindSchema>;

export const ledgerHistoryInput = pageInput.extend({
  ...timeRange,
  kind: ledgerTxnKindSchema.optional(),
  account: accountKindSchema.optional(),
});
export const ledgerEntrySchema = z.object({
  id: z.string(),
  txnId: z.string(),
  kind: ledgerTxnKindSchema,
  account: accountKindSchema,
  /** The voucher's name for voucher entries. */
  accountName: z.string().nullable(),
  /** Positive: money in to the account; negative: out. */
  amount: fen,
  /** The account's balance after this entry. */
  balanceAfter: fen,
  memo: z.string(),
  createdAt: z.string(),
});
export const ledgerHistoryPage = pageOf(ledgerEntrySchema);

export const consumptionListInput = pageInput.extend({
  ...timeRange,
  ...keyword,
  source: spendSourceSchema.optional(),
  provider: text(32).optional(),
});
export const consumptionSchema = z.object({
  id: idSchema,
  source: spendSourceSchema,
  sourceRef: z.string(),
  provider: z.string(),
  description: z.string(),
  amount: fen,
  voucherPart: fen,
  allocatedPart: fen,
  cashPart: fen,
  refunded: fen,
  /** Still refundable (amount − refunded − pending refunds). */
  refundable: fen,
  createdAt: z.string(),
});
export type Consumption = z.infer<typeof consumptionSchema>;
export const consumptionPage = pageOf(consumptionSchema);

// ---------------------------------------------------------------- recharge

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
export const rechargeSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  tenantName: z.string(),
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
  status: rechargeStatusSchema,
  submittedBy: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string(),
  createdAt: z.string(),
});
export type Recharge = z.infer<typeof rechargeSchema>;
export const rechargeListInput = pageInput.extend({
  ...timeRange,
  ...keyword,
  status: rechargeStatusSchema.optional(),
});
export const rechargePage = pageOf(rechargeSchema);
export const rechargeCancelInput = z.object({ id: idSchema });

/** Review of a pending item by the reviewing side. */
export const reviewInput = z
  .object({
    idempotencyKey,
    id: idSchema,
    approve: z.boolean(),
    reason: text(200).optional(),
  })
  .refine((v) => v.approve || (v.reason?.length ?? 0) > 0, {
    message: 'v.rejectReason',
    path: ['reason'],
  });

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

// ---------------------------------------------------------------- appropriation

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
export const moneyResultOutput = z.object({ id: idSchema, txnId: z.string() });

// ---------------------------------------------------------------- vouchers

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

// ---------------------------------------------------------------- invoices

export const INVOICE_TYPES = ['normal', 'special'] as const;
export const INVOICE_STATUSES = ['submitted', 'approved', 'issued', 'rejected'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export const invoiceTitleSchema = z.object({
  id: idSchema,
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export const invoiceTitleListOutput = z.array(invoiceTitleSchema);
/** A unified social credit code: 15, 18 or 20 characters of digits and capitals. */
export const taxNoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/, { message: 'v.taxNo' });
export const invoiceTitleSaveInput = z.object({
  id: idSchema.optional(),
  title: requiredText(100),
  taxNo: taxNoSchema,
  bankName: text(100).default(''),
  bankAccount: text(40).default(''),
  address: text(200).default(''),
  phone: text(32).default(''),
  isDefault: z.boolean().default(false),
});
export const idInput = z.object({ id: idSchema });
export const invoiceableOutput = z.object({
  /** Paid consumption (cash and appropriated funds, net of refunds). */
  paidConsumption: fen,
  /** Requested and not rejected. */
  invoiced: fen,
  invoiceable: fen,
});
export const invoiceRequestInput = z.object({
  idempotencyKey,
  titleId: idSchema,
  amount: fenInput,
  type: z.enum(INVOICE_TYPES),
  email: z.email().max(128),
  address: text(200).default(''),
  remark,
});
export const invoiceSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  tenantName: z.string(),
  title: z.string(),
  taxNo: z.string(),
  type: z.enum(INVOICE_TYPES),
  amount: fen,
  email: z.string(),
  address: z.string(),
  remark: z.string(),
  status: invoiceStatusSchema,
  invoiceNo: z.string(),
  rejectReason: z.string(),
  submittedBy: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const invoiceListInput = pageInput.extend({
  ...timeRange,
  ...keyword,
  status: invoiceStatusSchema.optional(),
});
export const invoicePage = pageOf(invoiceSchema);
/** The reviewing side issues an approved invoice with its number. */
export const invoiceIssueInput = z.object({
  idempotencyKey,
  id: idSchema,
  invoiceNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,32}$/, { message: 'v.invoiceNo' }),
});

// ---------------------------------------------------------------- refunds

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

// ---------------------------------------------------------------- rebates, withdrawals, bank

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
export const withdrawalSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  tenantName: z.string(),
  amount: fen,
  bankAccountId: idSchema,
  bankName: z.string(),
  accountName: z.string(),
  /** Masked except the last four digits. */
  accountNoMasked: z.string(),
  remark: z.string(),
  status: withdrawalStatusSchema,
  rejectReason: z.string(),
  submittedBy: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
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

// ---------------------------------------------------------------- agent customers, contracts

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

export const CONTRACT_STATUSES = ['pending', 'active', 'expired', 'terminated'] as const;
export const contractSchema = z.object({
  id: idSchema,
  contractNo: z.string(),
  name: z.string(),
  amount: fen,
  billedAmount: fen,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  signedAt: z.string().nullable(),
  remark: z.string(),
});
export const contractListInput = pageInput.extend({
  ...keyword,
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export const contractPage = pageOf(contractSchema);

// ---------------------------------------------------------------- review queue

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
