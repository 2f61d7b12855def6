import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { fen, keyword, text, timeRange } from './fields.ts';

/** Balances, the overview and home cards, the ledger history and consumption. */

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
