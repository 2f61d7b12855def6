import {
  formatFen,
  renewMonthlyParts,
  renewPrice,
  type Language,
  type Price,
  type RenewableSpec,
  type RenewPart,
} from '@ecloud/contract';
import type { StoredOrderLine } from '../../db/schema/index.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';

const LANGS: Language[] = ['en-US', 'zh-CN'];
const PART_KEY: Record<RenewPart, MessageKey> = {
  base: 'renew.part.base',
  cpu: 'renew.part.cpu',
  memory: 'renew.part.memory',
  storage: 'renew.part.storage',
  bandwidth: 'renew.part.bandwidth',
};

/** A renewal's price explained in the orders' own shape (month by part, list, term, final). */
export function renewalPriceOf(r: RenewableSpec, months: number, lang: Language): Price {
  const t = (k: MessageKey, params?: Record<string, string | number>) => translate(lang, k, params);
  const unitParts = renewMonthlyParts(r).map((p) => ({
    label: t(PART_KEY[p.part], { qty: p.qty }),
    amountFen: p.fen,
  }));
  const x = renewPrice(
    unitParts.reduce((s, p) => s + p.amountFen, 0),
    months,
  );
  const lines: Price['lines'] = [
    {
      kind: 'list',
      label: t('price.list', { unit: formatFen(x.monthlyFen), months, quantity: 1 }),
      amountFen: x.listFen,
    },
  ];
  if (x.offFen > 0) {
    lines.push({
      kind: 'term',
      label: t('price.term', { months, rate: `${x.termBp / 100}%` }),
      rateBp: x.termBp,
      amountFen: -x.offFen,
    });
  }
  lines.push({ kind: 'final', label: t('price.final'), amountFen: x.finalFen });
  return { unitFen: x.monthlyFen, unitParts, listFen: x.listFen, finalFen: x.finalFen, lines };
}

/** The order line a renewal is kept as: the resource, the term and its price in both languages. */
export function renewalLine(
  r: RenewableSpec & { id: string; name: string; spec: string | null },
  months: number,
): StoredOrderLine {
  const price = Object.fromEntries(LANGS.map((l) => [l, renewalPriceOf(r, months, l)])) as Record<
    Language,
    Price
  >;
  return {
    config: {
      code: RENEWAL_CODE,
      attrs: { resourceId: r.id, name: r.name, type: r.type, spec: r.spec ?? '' },
      months,
      quantity: 1,
    },
    price,
    finalFen: price['en-US'].finalFen,
  };
}

/** A renewal line's code: no product of the catalogue, the resource renewed. */
export const RENEWAL_CODE = 'renewal';

/** A renewal line as the order detail shows it (no catalogue product behind it). */
export function shownRenewalLine(l: StoredOrderLine, lang: Language) {
  const a = l.config.attrs;
  return {
    code: l.config.code,
    name: translate(lang, 'renew.lineName', { name: String(a.name) }),
    config: l.config,
    shown: [
      {
        label: translate(lang, 'renew.shown.resource'),
        value: `${String(a.name)} (${String(a.type)})`,
      },
      { label: translate(lang, 'renew.shown.spec'), value: String(a.spec || '-') },
      {
        label: translate(lang, 'price.term.label'),
        value: translate(lang, 'price.months', { months: l.config.months ?? 1 }),
      },
    ],
    price: l.price[lang] as Price,
  };
}
