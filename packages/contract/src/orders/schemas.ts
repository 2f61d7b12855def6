import { z } from 'zod';
import { idSchema, idsInput, pageInput, pageOf } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';
import { idempotencyKey, timeRange } from '../billing/fields.ts';

/** Value-added products (issue 13): the catalogue, the price of a configuration, cart, orders. */

export const PRODUCT_CATEGORIES = ['security', 'bioGene'] as const;
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Subscription: priced per month for a term of months; one-off: priced once. */
export const BILLING_MODES = ['subscription', 'oneOff'] as const;
export const billingModeSchema = z.enum(BILLING_MODES);

export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'provisioning',
  'delivered',
  'failed',
  'cancelled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Most lines a cart holds, and most units of one line. */
export const CART_MAX_LINES = 50;
export const QUANTITY_MAX = 100;

/** An attribute as the calculator draws it, in the reader's language. */
export const productAttrSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    key: z.string(),
    label: z.string(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    default: z.string(),
  }),
  z.object({
    kind: z.literal('number'),
    key: z.string(),
    label: z.string(),
    unit: z.string(),
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int(),
    default: z.number().int(),
  }),
  z.object({
    kind: z.literal('ip'),
    key: z.string(),
    label: z.string(),
    /** The web-firewall variant: this yes/no choice shows an https:// (yes) or http:// prefix. */
    httpsKey: z.string().nullable(),
  }),
]);
export type ProductAttr = z.infer<typeof productAttrSchema>;

export const productCardSchema = z.object({
  id: idSchema,
  code: z.string(),
  category: productCategorySchema,
  name: z.string(),
  summary: z.string(),
  billing: billingModeSchema,
  /** The smallest price of the default configuration: per month, or once. */
  fromFen: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListInput = z.object({ category: productCategorySchema.optional() });
export const productListOutput = z.array(productCardSchema);

export const productCodeInput = z.object({ code: z.string().trim().min(1).max(40) });
export const productAttrsOutput = productCardSchema.extend({
  description: z.string(),
  attrs: z.array(productAttrSchema),
  /** Terms offered in months (subscriptions); empty for one-off products. */
  terms: z.array(z.number().int()),
  quantityMax: z.number().int(),
});
export type ProductAttrs = z.infer<typeof productAttrsOutput>;

/** An attribute value: a choice's value, a whole number, or an address as text. */
const attrValue = z.union([z.string().trim().max(64), z.number()]);

/** A configuration of one product: what getPrice, the cart and the order all price. */
export const configSchema = z.object({
  code: z.string().trim().min(1).max(40),
  attrs: z.record(z.string().max(40), attrValue),
  /** The term in months; required for subscriptions, absent for one-off products. */
  months: wireNumber(z.number().int().min(1).max(60)).optional(),
  quantity: wireNumber(z.number().int().min(1).max(QUANTITY_MAX)),
});
export type Config = z.infer<typeof configSchema>;

export const PRICE_LINE_KINDS = ['list', 'term', 'quantity', 'contract', 'final'] as const;
/** One line of a price: what it is, in words, and its amount in fen (discounts negative). */
export const priceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  label: z.string(),
  /** Basis points of a discount (1000 = 10 %). */
  rateBp: z.number().int().optional(),
  amountFen: z.number().int(),
});
export const priceSchema = z.object({
  /** One unit for one month (or once): the base and each attribute's part, explained. */
  unitFen: z.number().int(),
  unitParts: z.array(z.object({ label: z.string(), amountFen: z.number().int() })),
  listFen: z.number().int(),
  finalFen: z.number().int(),
  lines: z.array(priceLineSchema),
});
export type Price = z.infer<typeof priceSchema>;

/** A configuration as shown: each attribute's label and its value in words. */
export const shownConfigSchema = z.array(z.object({ label: z.string(), value: z.string() }));

export const cartLineSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  category: productCategorySchema,
  billing: billingModeSchema,
  config: configSchema,
  shown: shownConfigSchema,
  /** Priced now; `addedFen` is what it cost when added. */
  price: priceSchema,
  addedFen: z.number().int(),
  createdAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartListOutput = z.array(cartLineSchema);
export const cartAddOutput = z.object({ id: idSchema, count: z.number().int() });
export const cartUpdateInput = z.object({
  id: idSchema,
  quantity: wireNumber(z.number().int().min(1).max(QUANTITY_MAX)),
});
export const cartDeleteInput = idsInput;
export const cartCountOutput = z.object({ count: z.number().int() });

/** How a payment is drawn: vouchers, then allocated funds, then cash (the ledger's order). */
export const paymentSplitSchema = z.object({
  voucherFen: z.number().int(),
  allocatedFen: z.number().int(),
  cashFen: z.number().int(),
});
export type PaymentSplit = z.infer<typeof paymentSplitSchema>;

/** What to order: cart lines, or one configuration bought at once. */
const orderSource = {
  cartIds: z.array(idSchema).min(1).max(CART_MAX_LINES).optional(),
  item: configSchema.optional(),
};
const oneSource = (v: { cartIds?: unknown; item?: unknown }) =>
  (v.cartIds === undefined) !== (v.item === undefined);
const oneSourceRule = { message: 'v.orderSource', path: ['cartIds'] };

export const orderPreviewInput = z.object(orderSource).refine(oneSource, oneSourceRule);
export const orderPreviewOutput = z.object({
  totalFen: z.number().int(),
  availableFen: z.number().int(),
  split: paymentSplitSchema,
  /** What would be left to spend after paying; negative when short. */
  balanceAfterFen: z.number().int(),
  sufficient: z.boolean(),
  /**
   * For contract customers: the contract in force the order goes on and what it may still bill
   * (then `sufficient` says whether that covers the total); null for everyone else.
   */
  contract: z.object({ contractNo: z.string(), roomFen: z.number().int() }).nullable(),
});

export const orderCommitInput = z
  .object({
    idempotencyKey,
    ...orderSource,
    /** The total the buyer saw; a different price now refuses the order with the new one. */
    expectedFen: wireNumber(z.number().int().min(1).max(10_000_000_000_000)),
  })
  .refine(oneSource, oneSourceRule);

export const orderSummarySchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  type: z.enum(['new', 'renewal']),
  status: orderStatusSchema,
  totalFen: z.number().int(),
  /** The first line's product name, and how many more lines. */
  title: z.string(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderCommitOutput = orderSummarySchema;

/** By state, order number and the time it was placed (from the first day, before the day after the last). */
export const orderListInput = pageInput.extend({
  ...timeRange,
  status: orderStatusSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const orderListOutput = pageOf(orderSummarySchema);

export const orderLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  config: configSchema,
  shown: shownConfigSchema,
  price: priceSchema,
});
export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  payment: paymentSplitSchema.nullable(),
  /** The contract a contract customer's order was billed to (then `payment` is null). */
  contractNo: z.string().nullable(),
  consumptionId: idSchema.nullable(),
  failReason: z.string(),
  timeline: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  /** What the viewer may do now. */
  actions: z.array(z.enum(['pay', 'cancel', 'refund', 'invoice'])),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The spec's order-or-cart detail: type picks which (order/detail/{type}/{id}). */
export const detailInput = z.object({ type: z.enum(['order', 'car']), id: idSchema });
export const detailOutput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order'), order: orderDetailSchema }),
  z.object({ type: z.literal('car'), line: cartLineSchema }),
]);

export const orderActInput = z.object({ idempotencyKey, id: idSchema });
