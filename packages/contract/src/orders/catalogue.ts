import { z } from 'zod';
import { anyOf, defineCall } from '../call.ts';
import { MAX_FEN } from '../billing/codes.ts';
import { requiredText, text } from '../billing/fields.ts';
import { idSchema } from '../common/paging.ts';
import {
  billingModeSchema,
  configSchema,
  priceSchema,
  productCategorySchema,
  QUANTITY_MAX,
} from './schemas.ts';

/**
 * Managing the value-added catalogue (issue 13 section 1): ours, the spec has no screen for it.
 * Only people of a platform tenant holding CATALOGUE_CODE by name ('all' never implies it, so
 * a customer's administrator cannot change the platform's prices).
 */
export const CATALOGUE_CODE = 'catalogue';

/** Money in the catalogue: whole fen, zero allowed (a free option), bounded. */
const priceFen = z.number().int().min(0).max(MAX_FEN);
/** A discount in basis points: 0-10 000 (0-100 % with at most two decimals). */
const basisPoints = z.number().int().min(0).max(10_000);
const both = <T extends z.ZodType>(s: T) => z.object({ 'en-US': s, 'zh-CN': s });
const label = both(requiredText(60));
const attrKey = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'v.catalogueKey');
const optionValue = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,39}$/, 'v.catalogueKey');

const choiceAttr = z.object({
  kind: z.literal('choice'),
  key: attrKey,
  label,
  options: z
    .array(z.object({ value: optionValue, label, priceFen }))
    .min(1)
    .max(30),
  default: optionValue,
});
const numberAttr = z.object({
  kind: z.literal('number'),
  key: attrKey,
  label,
  unit: label,
  min: z.number().int().min(0).max(1_000_000),
  max: z.number().int().min(0).max(1_000_000),
  step: z.number().int().min(1).max(1_000_000),
  default: z.number().int().min(0).max(1_000_000),
  /** Units the base price already includes; each step above costs stepFen. */
  included: z.number().int().min(0).max(1_000_000),
  stepFen: priceFen,
});
const ipAttr = z.object({
  kind: z.literal('ip'),
  key: attrKey,
  label,
  /** A yes/no choice of the same product that shows https:// (yes) or http:// (no). */
  httpsKey: attrKey.optional(),
});
export const catalogueAttrSchema = z.discriminatedUnion('kind', [choiceAttr, numberAttr, ipAttr]);
export type CatalogueAttr = z.infer<typeof catalogueAttrSchema>;

const productTexts = z.object({
  name: requiredText(80),
  summary: text(200),
  description: text(2000),
});

const productDefShape = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, 'v.productCode'),
  category: productCategorySchema,
  texts: both(productTexts),
  billing: billingModeSchema,
  /** Terms offered in months (subscriptions); empty for one-off products. */
  terms: z.array(z.number().int().min(1).max(60)).max(12),
  baseFen: priceFen,
  attrs: z.array(catalogueAttrSchema).max(20),
  discounts: z.object({
    term: z.array(z.object({ months: z.number().int().min(1).max(60), bp: basisPoints })).max(12),
    quantity: z
      .array(z.object({ min: z.number().int().min(2).max(QUANTITY_MAX), bp: basisPoints }))
      .max(12),
  }),
  quantityMax: z.number().int().min(1).max(QUANTITY_MAX),
  /** Days from payment to delivery (a lab's turnaround); 0: set up at once. */
  turnaroundDays: z.number().int().min(0).max(365),
  sort: z.number().int().min(0).max(9999),
});
type ProductDefShape = z.infer<typeof productDefShape>;
type Issue = { path: (string | number)[]; message: string };

/** The first index of each repeated value after its first sighting. */
const repeats = <T>(list: T[]) => list.flatMap((v, i) => (list.indexOf(v) < i ? [i] : []));

/** The rules between fields, each issue at the field to fix (the message names it). */
export function productDefIssues(p: ProductDefShape): Issue[] {
  const out: Issue[] = [];
  const add = (path: (string | number)[], message: string) => out.push({ path, message });
  if (p.billing === 'subscription' && p.terms.length === 0) add(['terms'], 'v.termsRequired');
  if (p.billing === 'oneOff' && p.terms.length > 0) add(['terms'], 'v.termsOneOff');
  if (p.billing === 'oneOff' && p.discounts.term.length > 0)
    add(['discounts', 'term'], 'v.termsOneOff');
  for (const i of repeats(p.terms)) add(['terms', i], 'v.catalogueRepeat');
  for (const i of repeats(p.attrs.map((a) => a.key))) add(['attrs', i, 'key'], 'v.catalogueRepeat');
  p.discounts.term.forEach((d, i) => {
    if (!p.terms.includes(d.months)) add(['discounts', 'term', i, 'months'], 'v.discountTerm');
  });
  for (const i of repeats(p.discounts.term.map((d) => d.months)))
    add(['discounts', 'term', i, 'months'], 'v.catalogueRepeat');
  p.discounts.quantity.forEach((d, i) => {
    if (d.min > p.quantityMax) add(['discounts', 'quantity', i, 'min'], 'v.discountQuantity');
  });
  for (const i of repeats(p.discounts.quantity.map((d) => d.min)))
    add(['discounts', 'quantity', i, 'min'], 'v.catalogueRepeat');
  p.attrs.forEach((a, i) => {
    if (a.kind === 'choice') {
      for (const j of repeats(a.options.map((o) => o.value)))
        add(['attrs', i, 'options', j, 'value'], 'v.catalogueRepeat');
      if (!a.options.some((o) => o.value === a.default))
        add(['attrs', i, 'default'], 'v.choiceDefault');
    } else if (a.kind === 'number') {
      if (a.min > a.max) add(['attrs', i, 'max'], 'v.rangeOrder');
      else if (a.default < a.min || a.default > a.max || (a.default - a.min) % a.step !== 0)
        add(['attrs', i, 'default'], 'v.numberDefault');
    } else if (a.httpsKey !== undefined) {
      const yesNo = p.attrs.find((x) => x.key === a.httpsKey);
      const values = yesNo?.kind === 'choice' ? yesNo.options.map((o) => o.value).sort() : [];
      if (values.join() !== 'no,yes') add(['attrs', i, 'httpsKey'], 'v.httpsKey');
    }
  });
  return out;
}

export const productDefSchema = productDefShape.superRefine((p, ctx) => {
  for (const issue of productDefIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
});
export type ProductDefInput = z.infer<typeof productDefSchema>;

export const managedProductSchema = productDefShape.extend({
  id: idSchema,
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;

const code = z.string().trim().min(1).max(40);
export const catalogueEnableInput = z.object({ code, enabled: z.boolean() });
/** A definition not yet saved, priced for a configuration as getPrice would price it. */
export const cataloguePreviewInput = z.object({
  product: productDefSchema,
  config: configSchema.omit({ code: true }),
});

const EDITORS = anyOf(CATALOGUE_CODE);

export const catalogueCalls = {
  catalogueList: defineCall({
    method: 'POST',
    path: '/api/v1/product/manage/list',
    code: 'cat-1',
    pathChosen: true,
    permission: EDITORS,
    input: z.object({ category: productCategorySchema.optional() }),
    output: z.array(managedProductSchema),
    summary: 'The whole catalogue for its editors, disabled products included',
  }),
  catalogueCreate: defineCall({
    method: 'POST',
    path: '/api/v1/product/manage/create',
    code: 'cat-2',
    pathChosen: true,
    permission: EDITORS,
    input: productDefSchema,
    output: managedProductSchema,
    summary: 'Add a product to the catalogue (its code unused), enabled',
  }),
  catalogueUpdate: defineCall({
    method: 'POST',
    path: '/api/v1/product/manage/update',
    code: 'cat-3',
    pathChosen: true,
    permission: EDITORS,
    input: productDefSchema,
    output: managedProductSchema,
    summary: 'Change a product (found by its code): texts, attributes, prices and discounts',
  }),
  catalogueEnable: defineCall({
    method: 'POST',
    path: '/api/v1/product/manage/enable',
    code: 'cat-4',
    pathChosen: true,
    permission: EDITORS,
    input: catalogueEnableInput,
    output: managedProductSchema,
    summary: 'Offer a product to customers again, or withdraw it from their lists and carts',
  }),
  cataloguePreview: defineCall({
    method: 'POST',
    path: '/api/v1/product/manage/preview',
    code: 'cat-5',
    pathChosen: true,
    permission: EDITORS,
    input: cataloguePreviewInput,
    output: priceSchema,
    summary: 'Price a configuration of an unsaved definition with getPrice’s own function',
  }),
};
