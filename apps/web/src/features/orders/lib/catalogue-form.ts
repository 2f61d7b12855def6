import { productDefSchema, type CatalogueAttr, type ProductDefInput } from '@ecloud/contract';
import { fenToYuan, yuanToFen } from '../../billing/index.ts';

/**
 * The catalogue form holds money as yuan text and discounts as percent text (what people type);
 * the API takes integer fen and basis points. These read one into the other digit by digit.
 */
type Choice = Extract<CatalogueAttr, { kind: 'choice' }>;
type NumberAttr = Extract<CatalogueAttr, { kind: 'number' }>;
type Ip = Extract<CatalogueAttr, { kind: 'ip' }>;
type Option = Omit<Choice['options'][number], 'priceFen'> & { price: string };
export type AttrValues =
  | (Omit<Choice, 'options'> & { options: Option[] })
  | (Omit<NumberAttr, 'stepFen'> & { stepPrice: string })
  | Ip;
export interface ProductValues extends Omit<ProductDefInput, 'baseFen' | 'attrs' | 'discounts'> {
  basePrice: string;
  attrs: AttrValues[];
  discounts: {
    term: { months: number; percent: string }[];
    quantity: { min: number; percent: string }[];
  };
}

/** A percent with at most two decimals, 0-100, as basis points; null when it is not one. */
export function percentToBp(percent: string | number | null | undefined): number | null {
  const bp = yuanToFen(percent);
  return bp !== null && bp <= 10_000 ? bp : null;
}
/** Basis points as the percent people read ("12.5", "15"). */
export const bpToPercent = (bp: number) => fenToYuan(bp).replace(/\.?0+$/, '');

/** A money field's fen; NaN (which the contract refuses, naming the field) when unreadable. */
const fen = (yuan: string | undefined) => yuanToFen(yuan) ?? Number.NaN;
const bp = (percent: string | undefined) => percentToBp(percent) ?? Number.NaN;

export function valuesOf(def: ProductDefInput): ProductValues {
  const { baseFen, attrs, discounts, ...rest } = def;
  return {
    ...rest,
    basePrice: fenToYuan(baseFen),
    attrs: attrs.map((a): AttrValues => {
      if (a.kind === 'choice')
        return {
          ...a,
          options: a.options.map(({ priceFen, ...o }) => ({ ...o, price: fenToYuan(priceFen) })),
        };
      if (a.kind === 'number') {
        const { stepFen, ...n } = a;
        return { ...n, stepPrice: fenToYuan(stepFen) };
      }
      return a;
    }),
    discounts: {
      term: discounts.term.map((d) => ({ months: d.months, percent: bpToPercent(d.bp) })),
      quantity: discounts.quantity.map((d) => ({ min: d.min, percent: bpToPercent(d.bp) })),
    },
  };
}

export function defOf(v: ProductValues): ProductDefInput {
  const { basePrice, attrs = [], discounts, ...rest } = v;
  return {
    ...rest,
    terms: v.billing === 'oneOff' ? [] : [...(v.terms ?? [])].sort((a, b) => a - b),
    baseFen: fen(basePrice),
    attrs: attrs.map((a): CatalogueAttr => {
      if (a.kind === 'choice')
        return {
          ...a,
          options: (a.options ?? []).map(({ price, ...o }) => ({ ...o, priceFen: fen(price) })),
        };
      if (a.kind === 'number') {
        const { stepPrice, ...n } = a;
        return { ...n, stepFen: fen(stepPrice) };
      }
      return {
        kind: 'ip',
        key: a.key,
        label: a.label,
        ...(a.httpsKey ? { httpsKey: a.httpsKey } : {}),
      };
    }),
    discounts: {
      term:
        v.billing === 'oneOff'
          ? []
          : (discounts?.term ?? []).map((d) => ({ months: d.months, bp: bp(d.percent) })),
      quantity: (discounts?.quantity ?? []).map((d) => ({ min: d.min, bp: bp(d.percent) })),
    },
  };
}

/** The definition when the form holds a whole one, else the first thing to fix (for the preview). */
export function checkedDef(
  v: ProductValues,
): { def: ProductDefInput; problem?: undefined } | { def?: undefined; problem: string } {
  const parsed = productDefSchema.safeParse(defOf(v));
  if (parsed.success) return { def: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { problem: issue.path.join('.') };
}

const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });

/** What a new product starts from: a monthly subscription with the usual terms. */
export const NEW_PRODUCT: ProductValues = {
  code: '',
  category: 'security',
  texts: {
    'en-US': { name: '', summary: '', description: '' },
    'zh-CN': { name: '', summary: '', description: '' },
  },
  billing: 'subscription',
  terms: [1, 3, 6, 12],
  basePrice: '0.00',
  attrs: [],
  discounts: { term: [], quantity: [] },
  quantityMax: 10,
  turnaroundDays: 0,
  sort: 100,
};

/** A new attribute of each kind, ready to fill in. */
export const NEW_ATTR: Record<AttrValues['kind'], AttrValues> = {
  choice: {
    kind: 'choice',
    key: '',
    label: both('', ''),
    options: [{ value: '', label: both('', ''), price: '0.00' }],
    default: '',
  },
  number: {
    kind: 'number',
    key: '',
    label: both('', ''),
    unit: both('', ''),
    min: 1,
    max: 10,
    step: 1,
    default: 1,
    included: 1,
    stepPrice: '0.00',
  },
  ip: { kind: 'ip', key: '', label: both('', '') },
};

/** The default configuration of a definition, priced by the preview for a term and quantity. */
export function defaultAttrs(def: ProductDefInput): Record<string, string | number> {
  return Object.fromEntries(
    def.attrs.flatMap((a) => (a.kind === 'ip' ? [] : [[a.key, a.default] as const])),
  );
}
