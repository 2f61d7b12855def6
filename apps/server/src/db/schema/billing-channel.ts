import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId, ref, ts } from './columns.ts';
import { requestColumns, requestRules, reviewDecision, tenantRow } from './tenant-columns.ts';
import { tenants } from './identity.ts';
import { consumptions, ledgerTransactions } from './billing.ts';

// The channel side of billing: partners' rebates, their bank accounts and withdrawals, and
// contract customers' contracts.

export const rebates = pgTable(
  'rebates',
  {
    id: primaryId(),
    partnerTenantId: ref('partner_tenant_id', () => tenants.id),
    customerTenantId: ref('customer_tenant_id', () => tenants.id),
    consumptionId: uuid('consumption_id').references(() => consumptions.id),
    base: money('base').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: money('amount').notNull(),
    txnId: bigint('txn_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('rebates_partner').on(t.partnerTenantId, t.createdAt),
    index('rebates_consumption').on(t.consumptionId),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    ...tenantRow(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    branch: text('branch').notNull().default(''),
    accountNo: text('account_no').notNull(),
    status: text('status').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    rejectReason: text('reject_reason').notNull().default(''),
    ...reviewDecision(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('bank_accounts_tenant').on(t.tenantId),
    uniqueIndex('bank_accounts_one_default')
      .on(t.tenantId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    ...tenantRow(),
    bankAccountId: ref('bank_account_id', () => bankAccounts.id),
    amount: money('amount').notNull(),
    remark: text('remark').notNull().default(''),
    ...requestColumns(),
    holdTxnId: bigint('hold_txn_id', { mode: 'number' }).notNull(),
    settleTxnId: bigint('settle_txn_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => requestRules('withdrawals', t),
);

export const contracts = pgTable(
  'contracts',
  {
    ...tenantRow(),
    contractNo: text('contract_no').notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    billedAmount: money('billed_amount').notNull().default(0),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').notNull(),
    signedAt: ts('signed_at'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contracts_tenant').on(t.tenantId, t.startDate)],
);
