import { formatFen, type Config, type Language, type Price } from '@ecloud/contract';
import type { ProductAttrDef, products, StoredConfig } from '../../db/schema/index.ts';
import { badInput } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';

export type ProductRow = typeof products.$inferSelect;
export interface TenantDiscount {
  bp: number;
  contractNo: string;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const offered = (list: number[]) => list.join(', ');

/**
 * Checks a configuration against the product's definition and answers it whole (defaults filled,
 * unknown keys refused), so what is priced and stored is exactly what the catalogue offers.
 */
export function checkConfig(p: ProductRow, c: Config, quoteOnly = false): StoredConfig {
  if (c.quantity > p.quantityMax) throw badInput('order.quantityMax', { max: p.quantityMax });
  if (p.billing === 'oneOff') {
    if (c.months !== undefined) throw badInput('order.termOneOff');
  } else if (c.months === undefined) {
    throw badInput('order.termRequired', { terms: offered(p.terms) });
  } else if (!p.terms.includes(c.months)) {
    throw badInput('order.termNotOffered', { months: c.months, terms: offered(p.terms) });
  }
  for (const key of Object.keys(c.attrs)) {
    if (!p.attrs.some((a) => a.key === key)) throw badInput('order.attrUnknown', { key });
  }
  const attrs: Record<string, string | number> = {};
  for (const a of p.attrs) {
    // A quote needs no address (it does not change the price); a cart line or an order does.
    if (quoteOnly && a.kind === 'ip' && (c.attrs[a.key] ?? '') === '') continue;
    attrs[a.key] = attrValue(a, c.attrs[a.key]);
  }
  return {
    code: p.code,
    attrs,
    ...(c.months !== undefined ? { months: c.months } : {}),
    quantity: c.quantity,
  };
}

function attrValue(a: ProductAttrDef, v: string | number | undefined): string | number {
  const key = a.key;
  switch (a.kind) {
    case 'choice': {
      const value = v === undefined ? a.default : String(v);
      if (!a.options.some((o) => o.value === value))
        throw badInput('order.attrNotOffered', { key, value });
      return value;
    }
    case 'number': {
      const n = v === undefined ? a.default : v;
      const ok =
        typeof n === 'number' &&
        Number.isInteger(n) &&
        n >= a.min &&
        n <= a.max &&
        (n - a.min) % a.step === 0;
      if (!ok) throw badInput('order.attrRange', { key, min: a.min, max: a.max, step: a.step });
      return n;
    }
    case 'ip': {
      if (v === undefined || v === '') throw badInput('order.attrMissing', { key });
      if (typeof v !== 'string' || !IPV4.test(v)) throw badInput('order.attrIp', { key });
      return v;
    }
  }
}

const rate = (bp: number) => `${bp / 100}%`;
/** A discount of bp basis points on fen, rounded down: the buyer never pays a fraction more. */
const cut = (fen: number, bp: number) => Math.floor((fen * bp) / 10_000);
const best = (tiers: { at: number; bp: number }[], n: number) =>
  tiers.filter((t) => n >= t.at).reduce((m, t) => Math.max(m, t.bp), 0);

/**
 * The one price function: getPrice, the cart and the order all call it, so they cannot
 * disagree. Integer fen throughout; each line says what it is in the reader's language.
 */
export function priceOf(
  p: ProductRow,
  c: StoredConfig,
  discount: TenantDiscount | null,
  lang: Language,
): Price {
  const t = (k: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, k, params);
  const unitParts = [{ label: t('price.base'), amountFen: p.baseFen }];
  for (const a of p.attrs) {
    const v = c.attrs[a.key];
    if (a.kind === 'choice') {
      // A cart line added before its option was withdrawn: priced without it (commit refuses it).
      const o = a.options.find((x) => x.value === v);
      if (o?.priceFen)
        unitParts.push({ label: `${a.label[lang]}: ${o.label[lang]}`, amountFen: o.priceFen });
    } else if (a.kind === 'number') {
      // A cart line added before the attribute was: its default, as checkConfig would fill in.
      const n = typeof v === 'number' ? v : a.default;
      const extra = Math.max(0, n - a.included) / a.step;
      if (extra > 0)
        unitParts.push({
          label: `${a.label[lang]}: ${n} ${a.unit[lang]}`,
          amountFen: extra * a.stepFen,
        });
    }
  }
  const unitFen = unitParts.reduce((s, x) => s + x.amountFen, 0);
  const months = c.months ?? 1;
  const listFen = unitFen * months * c.quantity;
  const unit = formatFen(unitFen);
  const lines: Price['lines'] = [
    {
      kind: 'list',
      label: c.months
        ? t('price.list', { unit, months, quantity: c.quantity })
        : t('price.listOnce', { unit, quantity: c.quantity }),
      amountFen: listFen,
    },
  ];
  let rest = listFen;
  const termBp = c.months
    ? best(
        p.discounts.term.map((d) => ({ at: d.months, bp: d.bp })),
        months,
      )
    : 0;
  if (termBp > 0) {
    const off = cut(rest, termBp);
    rest -= off;
    lines.push({
      kind: 'term',
      label: t('price.term', { months, rate: rate(termBp) }),
      rateBp: termBp,
      amountFen: -off,
    });
  }
  const qtyBp = best(
    p.discounts.quantity.map((d) => ({ at: d.min, bp: d.bp })),
    c.quantity,
  );
  if (qtyBp > 0) {
    const off = cut(rest, qtyBp);
    rest -= off;
    lines.push({
      kind: 'quantity',
      label: t('price.quantity', { quantity: c.quantity, rate: rate(qtyBp) }),
      rateBp: qtyBp,
      amountFen: -off,
    });
  }
  if (discount && discount.bp > 0) {
    const off = cut(rest, discount.bp);
    rest -= off;
    lines.push({
      kind: 'contract',
      label: t('price.contract', { contractNo: discount.contractNo, rate: rate(discount.bp) }),
      rateBp: discount.bp,
      amountFen: -off,
    });
  }
  lines.push({ kind: 'final', label: t('price.final'), amountFen: rest });
  return { unitFen, unitParts, listFen, finalFen: rest, lines };
}

/** The configuration in words: each attribute's label and value, then the term and quantity. */
export function shownConfig(p: ProductRow, c: StoredConfig, lang: Language) {
  const shown = p.attrs.map((a) => {
    const v = c.attrs[a.key];
    if (a.kind === 'choice')
      return {
        label: a.label[lang],
        value: a.options.find((o) => o.value === v)?.label[lang] ?? String(v),
      };
    if (a.kind === 'number') return { label: a.label[lang], value: `${v} ${a.unit[lang]}` };
    return { label: a.label[lang], value: String(v) };
  });
  if (c.months)
    shown.push({
      label: translate(lang, 'price.term.label'),
      value: translate(lang, 'price.months', { months: c.months }),
    });
  shown.push({ label: translate(lang, 'price.quantity.label'), value: String(c.quantity) });
  return shown;
}
