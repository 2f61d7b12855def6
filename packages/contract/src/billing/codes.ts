/**
 * Permission codes of the cost centre. The operator codes v3-N are the spec's menu codes; the
 * `audit-*` codes belong to the platform's reviewing side (the built-in `auditor` role). They
 * are only honoured for people of a platform tenant, and never granted by 'all' (a tenant's
 * administrator must not confirm their own recharge): see docs/decisions.md, Billing.
 */
export const BILLING_CODES = {
  overview: 'v3-1',
  consumeDetail: 'v3-2',
  returnManagement: 'v3-3',
  recharge: 'v3-6',
  rechargeRecord: 'v3-7',
  appropriate: 'v3-8',
  appropriateRecord: 'v3-9',
  cloudTicket: 'v3-10',
  askforInvoice: 'v3-11',
  invoice: 'v3-12',
  refundOperation: 'v3-13',
  refundRecords: 'v3-14',
  cashWithdrawalRecord: 'v3-15',
  bankManagement: 'v3-16',
} as const;

export const AUDIT_CODES = {
  /** The review queue and the reviewing side's pages. */
  queue: 'audit',
  recharge: 'audit-1',
  invoice: 'audit-2',
  refund: 'audit-3',
  /** Withdrawals and the verification of the bank accounts they pay to. */
  withdrawal: 'audit-4',
  /** The platform's receiving accounts (publicAccountManagement). */
  publicAccounts: 'audit-5',
  /** Vouchers granted, consumption and adjustments posted, partner rates and contracts. */
  operations: 'audit-6',
} as const;
export const AUDIT_CODE_LIST: readonly string[] = Object.values(AUDIT_CODES);

/** Money limits (fen). One request moves at most ¥100,000,000.00. */
export const MAX_FEN = 10_000_000_000;
/** Receipts of offline transfers: images or PDF, at most 512 KiB (sent base64 in JSON). */
export const RECEIPT_MAX_BYTES = 512 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** A partner's rebate rate in basis points (1/100 of a percent); at most 30%. */
export const REBATE_RATE_MAX_BP = 3000;
export const REBATE_RATE_DEFAULT_BP = 500;
/** "Expiring soon" on the overview and home: within this many days. */
export const VOUCHER_EXPIRING_DAYS = 30;
