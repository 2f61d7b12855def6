import type { ProductDefInput } from '../orders/catalogue.ts';

// Test support only (the package's `./testing/*` export): the catalogue's server, page and
// browser tests write their products from these, so the three speak of the same product.

/** A label in both languages. */
export const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });

/** A choice of edition: Standard at no extra cost, Pro at `proFen` more. */
export const editionChoice = (proFen: number) => ({
  kind: 'choice' as const,
  key: 'edition',
  label: both('Edition', '版本'),
  options: [
    { value: 'std', label: both('Standard', '标准版'), priceFen: 0 },
    { value: 'pro', label: both('Pro', '高级版'), priceFen: proFen },
  ],
  default: 'std',
});

/**
 * A security subscription of 1 or 12 months at ¥100, its Pro edition ¥50 more, 12.5 % off a
 * year's term; a test changes what its prices or rules turn on.
 */
export const aSubscription = (
  code: string,
  en = 'Log audit',
  zh = '日志审计',
): ProductDefInput => ({
  code,
  category: 'security',
  texts: {
    'en-US': { name: en, summary: 'Keeps logs', description: '' },
    'zh-CN': { name: zh, summary: '保存日志', description: '' },
  },
  billing: 'subscription',
  terms: [1, 12],
  baseFen: 10_000,
  attrs: [editionChoice(5_000)],
  discounts: { term: [{ months: 12, bp: 1250 }], quantity: [] },
  quantityMax: 10,
  turnaroundDays: 0,
  sort: 10,
});
