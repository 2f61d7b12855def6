import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, createdNow, money, primaryId, ref, ts } from './columns.ts';
import { requestColumns, requestRules, tenantRef, tenantRow } from './tenant-columns.ts';
import { tenants, users } from './identity.ts';

/** Tenants whose people act for the platform (the reviewing side). */
export const platformTenants = pgTable('platform_tenants', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
});

/** Per-tenant billing settings; its row is also the lock that serialises invoice requests. */
export const billingProfiles = pgTable('billing_profiles', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** A channel partner's rebate rate on its customers' paid consumption (basis points). */
  rebateRateBp: integer('rebate_rate_bp').notNull(),
  createdAt: createdNow(),
});

/**
 * Ledger accounts. Owner accounts (tenant_id set) keep their balance on the row, updated under a
 * row lock in the transaction that posts; platform accounts (tenant_id null) are never locked:
 * their balance is the sum of their entries (see docs/decisions.md, Billing).
 * balance = credits - debits; a liability to the customer is positive.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    kind: text('kind').notNull(),
    /** Voucher batches: their name and expiry. */
    name: text('name').notNull().default(''),
    expiresAt: ts('expires_at'),
    noOverdraft: boolean('no_overdraft').notNull(),
    balance: money('balance').notNull().default(0),
    createdAt: createdNow(),
  },
  (t) => [
    check('ledger_accounts_overdraft', sql`not ${t.noOverdraft} or ${t.balance} >= 0`),
    // One account of each single kind per owner; vouchers are one account per batch.
    uniqueIndex('ledger_accounts_owner_kind')
      .on(t.tenantId, t.kind)
      .where(sql`${t.kind} <> 'voucher' and ${t.tenantId} is not null`),
    uniqueIndex('ledger_accounts_platform_kind')
      .on(t.kind)
      .where(sql`${t.tenantId} is null`),
    index('ledger_accounts_tenant').on(t.tenantId, t.kind),
  ],
);

/** A balanced set of entries, append-only; a mistake is corrected by a reversing transaction. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The tenant whose operation this is (for history and monthly sums). */
    tenantId: uuid('tenant_id').references(() => tenants.id),
    memo: text('memo').notNull().default(''),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_tenant').on(t.tenantId, t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txnId: bigint('txn_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive: credit (money into the account); negative: debit. */
    amount: money('amount').notNull(),
    /** The account's balance after this entry (owner accounts; null for platform accounts). */
    balanceAfter: money('balance_after'),
  },
  (t) => [
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_txn').on(t.txnId),
  ],
);

/**
 * Idempotency keys: the key row is inserted in the same transaction as the work, so a key either
 * has a committed result or does not exist. The primary key makes concurrent duplicates wait.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export const receipts = pgTable('billing_receipts', {
  id: primaryId(),
  tenantId: tenantRef(),
  userId: uuid('user_id').references(() => users.id),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const publicAccounts = pgTable('public_accounts', {
  id: primaryId(),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  branch: text('branch').notNull().default(''),
  accountNo: text('account_no').notNull(),
  remark: text('remark').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdNow(),
});

export const recharges = pgTable(
  'recharges',
  {
    ...tenantRow(),
    amount: money('amount').notNull(),
    payerName: text('payer_name').notNull(),
    payerBank: text('payer_bank').notNull(),
    payerAccount: text('payer_account').notNull(),
    transferRef: text('transfer_ref').notNull(),
    transferDate: date('transfer_date').notNull(),
    publicAccountId: uuid('public_account_id').references(() => publicAccounts.id),
    receiptId: uuid('receipt_id').references(() => receipts.id),
    remark: text('remark').notNull().default(''),
    ...requestColumns(),
    txnId: bigint('txn_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => requestRules('recharges', t),
);

export const consumptions = pgTable(
  'consumptions',
  {
    ...tenantRow(),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    provider: text('provider').notNull().default(''),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    voucherPart: money('voucher_part').notNull(),
    allocatedPart: money('allocated_part').notNull(),
    cashPart: money('cash_part').notNull(),
    /** Per voucher account, what this consumption drew: refunds give it back to the same batch. */
    voucherDraws: jsonb('voucher_draws').$type<{ accountId: number; amount: number }[]>().notNull(),
    refunded: money('refunded').notNull().default(0),
    txnId: bigint('txn_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'consumptions_split',
      sql`${t.voucherPart} + ${t.allocatedPart} + ${t.cashPart} = ${t.amount} and ${t.refunded} between 0 and ${t.amount}`,
    ),
    index('consumptions_tenant').on(t.tenantId, t.createdAt),
  ],
);

export const appropriations = pgTable(
  'appropriations',
  {
    ...tenantRow(),
    subTenantId: ref('sub_tenant_id', () => tenants.id),
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    remark: text('remark').notNull().default(''),
    userId: uuid('user_id').references(() => users.id),
    txnId: bigint('txn_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [index('appropriations_tenant').on(t.tenantId, t.createdAt)],
);

export const vouchers = pgTable(
  'vouchers',
  {
    ...tenantRow(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    name: text('name').notNull(),
    faceValue: money('face_value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    expiredAmount: money('expired_amount').notNull().default(0),
    /** Set when the expiry sweep has taken the rest back. */
    expiredTxnId: bigint('expired_txn_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vouchers_tenant').on(t.tenantId, t.expiresAt),
    index('vouchers_due')
      .on(t.expiresAt)
      .where(sql`${t.expiredTxnId} is null`),
  ],
);

export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    ...tenantRow(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('invoice_titles_tenant').on(t.tenantId)],
);

export const invoices = pgTable(
  'invoices',
  {
    ...tenantRow(),
    titleId: uuid('title_id').references(() => invoiceTitles.id),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    invoiceNo: text('invoice_no').notNull().default(''),
    ...requestColumns(),
    issuedAt: ts('issued_at'),
    createdAt: createdAt(),
  },
  (t) => requestRules('invoices', t),
);

export const refunds = pgTable(
  'refunds',
  {
    ...tenantRow(),
    kind: text('kind').notNull(),
    consumptionId: uuid('consumption_id').references(() => consumptions.id),
    amount: money('amount').notNull(),
    voucherPart: money('voucher_part').notNull().default(0),
    allocatedPart: money('allocated_part').notNull().default(0),
    cashPart: money('cash_part').notNull().default(0),
    reason: text('reason').notNull(),
    ...requestColumns(),
    holdTxnId: bigint('hold_txn_id', { mode: 'number' }),
    txnId: bigint('txn_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    ...requestRules('refunds', t),
    // At most one open or approved refund per consumption.
    uniqueIndex('refunds_consumption_once')
      .on(t.consumptionId)
      .where(sql`${t.consumptionId} is not null and ${t.status} <> 'rejected'`),
  ],
);
