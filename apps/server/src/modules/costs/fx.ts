import type { FocusRow } from '../../cloud/bills.ts';
import { minorDigits } from '../../cloud/providers/bill-kit.ts';

/** The screens add every account's bill in one currency: CNY, in fen. */
export const REPORTING_CURRENCY = 'CNY';

/** A rate as CNY per unit, parsed exactly: a whole number of ten-thousandths. */
export type FxRates = Readonly<Record<string, bigint>>;

/**
 * `FX_RATES`, e.g. "USD=7.1,EUR=7.72": CNY per unit of each currency, at most four decimals.
 * Throws on a malformed entry so a bad setting stops the server at start, not a bill later.
 */
export function parseFxRates(text: string): FxRates {
  const rates: Record<string, bigint> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Z]{3})=(\d{1,6})(?:\.(\d{1,4}))?$/.exec(part);
    if (!m) throw new Error(`FX_RATES: "${part}" is not CUR=rate (e.g. USD=7.1)`);
    const rate = BigInt(m[2]!) * 10_000n + BigInt((m[3] ?? '').padEnd(4, '0'));
    if (rate === 0n) throw new Error(`FX_RATES: the rate of ${m[1]} is zero`);
    rates[m[1]!] = rate;
  }
  return rates;
}

export class NoFxRate extends Error {
  constructor(currency: string) {
    super(
      `The bill is in ${currency} and no exchange rate to CNY is set for it (FX_RATES, e.g. ${currency}=7.1)`,
    );
  }
}

/** Minor units of `currency` into fen at `rate`, rounded half away from zero, in integers. */
function toFen(minor: number, currency: string, rate: bigint): number {
  const scale = 10n ** BigInt(minorDigits(currency)) * 10_000n;
  const num = BigInt(minor) * rate * 100n;
  const q = num / scale;
  const r = num % scale;
  const half = 2n * (r < 0n ? -r : r) >= scale;
  return Number(half ? q + (num < 0n ? -1n : 1n) : q);
}

/**
 * A foreign-currency row in CNY: amounts converted at the configured rate, and the row's own
 * currency, amounts and rate kept in its x_ columns, so the bill detail still shows what the
 * provider charged. CNY rows pass unchanged.
 */
export function inReportingCurrency(row: FocusRow, rates: FxRates): FocusRow {
  const currency = row.billingCurrency;
  if (currency === REPORTING_CURRENCY) return row;
  const rate = rates[currency];
  if (rate === undefined) throw new NoFxRate(currency);
  const rateText = `${rate / 10_000n}.${String(rate % 10_000n).padStart(4, '0')}`;
  return {
    ...row,
    billedCost: toFen(row.billedCost, currency, rate),
    effectiveCost: toFen(row.effectiveCost, currency, rate),
    listCost: toFen(row.listCost, currency, rate),
    billingCurrency: REPORTING_CURRENCY,
    x: {
      ...row.x,
      x_OriginalCurrency: currency,
      x_OriginalBilledCost: String(row.billedCost),
      x_OriginalEffectiveCost: String(row.effectiveCost),
      x_OriginalListCost: String(row.listCost),
      x_ExchangeRate: rateText,
    },
  };
}
