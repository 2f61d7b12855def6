import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId, ref, ts, updatedNow } from './columns.ts';
import { tenantRef, tenantRow } from './tenant-columns.ts';
import { users } from './identity.ts';

type Texts = Record<'en-US' | 'zh-CN', string>;

/** A price attribute as the platform defines it; prices in fen per unit and month (or once). */
export type ProductAttrDef =
  | {
      kind: 'choice';
      key: string;
      label: Texts;
      options: { value: string; label: Texts; priceFen: number }[];
      default: string;
    }
  | {
      kind: 'number';
      key: string;
      label: Texts;
      unit: Texts;
      min: number;
      max: number;
      step: number;
      default: number;
      /** Units the base price already includes; each step above costs stepFen. */
      included: number;
      stepFen: number;
    }
  /** `httpsKey`: the yes/no choice that puts https:// (yes) or http:// before the address. */
  | { kind: 'ip'; key: string; label: Texts; httpsKey?: string };

/** Discounts in basis points: by term (months at least) and by quantity (units at least). */
export interface ProductDiscounts {
  term: { months: number; bp: number }[];
  quantity: { min: number; bp: number }[];
}

/** The platform's value-added catalogue (issue 13): shared by every tenant, no tenant column. */
export const products = pgTable('products', {
  id: primaryId(),
  code: text('code').notNull().unique(),
  category: text('category').notNull(),
  texts: jsonb('texts')
    .$type<Record<'en-US' | 'zh-CN', { name: string; summary: string; description: string }>>()
    .notNull(),
  billing: text('billing').notNull(),
  /** Terms offered in months; empty for one-off products. */
  terms: jsonb('terms').$type<number[]>().notNull(),
  baseFen: money('base_fen').notNull(),
  attrs: jsonb('attrs').$type<ProductAttrDef[]>().notNull(),
  discounts: jsonb('discounts').$type<ProductDiscounts>().notNull(),
  quantityMax: integer('quantity_max').notNull(),
  /** Days from payment to delivery (a lab's turnaround); 0: set up at once. */
  turnaroundDays: integer('turnaround_days').notNull().default(0),
  sort: integer('sort').notNull().default(100),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedNow(),
});

/** A tenant's negotiated discount on value-added products (its contract's terms). */
export const productDiscounts = pgTable('product_discounts', {
  tenantId: tenantRef().primaryKey(),
  bp: integer('bp').notNull(),
  contractNo: text('contract_no').notNull().default(''),
});

/** The configuration a cart line or order line holds. */
export interface StoredConfig {
  code: string;
  attrs: Record<string, string | number>;
  months?: number;
  quantity: number;
}

/** One user's cart: lines priced again whenever shown; `addedFen` is the price when added. */
export const cartItems = pgTable(
  'cart_items',
  {
    ...tenantRow(),
    userId: ref('user_id', () => users.id, 'cascade'),
    productId: ref('product_id', () => products.id),
    config: jsonb('config').$type<StoredConfig>().notNull(),
    addedFen: money('added_fen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user').on(t.tenantId, t.userId, t.createdAt)],
);

/** An order line as bought: its configuration and its price then, whole. */
export interface StoredOrderLine {
  config: StoredConfig;
  /** The price explanation in both languages, as it was at commit. */
  price: Record<'en-US' | 'zh-CN', unknown>;
  finalFen: number;
}

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    orderNo: text('order_no').notNull(),
    userId: uuid('user_id').references(() => users.id),
    type: text('type').notNull().default('new'),
    status: text('status').notNull(),
    totalFen: money('total_fen').notNull(),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    /** The ledger's consumption and spend transaction that paid it, once paid. */
    consumptionId: uuid('consumption_id'),
    payTxnId: bigint('pay_txn_id', { mode: 'number' }),
    payment: jsonb('payment').$type<{
      voucherFen: number;
      allocatedFen: number;
      cashFen: number;
    }>(),
    /** A contract customer's order is billed to its contract instead (billing's contract billing). */
    contractId: uuid('contract_id'),
    contractNo: text('contract_no'),
    refundTxnId: bigint('refund_txn_id', { mode: 'number' }),
    failReason: text('fail_reason').notNull().default(''),
    timeline: jsonb('timeline').$type<{ status: string; at: string }[]>().notNull(),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    unique('orders_no').on(t.orderNo),
    index('orders_tenant').on(t.tenantId, t.createdAt),
    index('orders_unpaid')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
    check('orders_total', sql`${t.totalFen} > 0`),
    check(
      'orders_paid_has_payment',
      sql`${t.status} in ('unpaid', 'cancelled') or ${t.payTxnId} is not null or ${t.contractId} is not null`,
    ),
  ],
);
