import { policyCaller, type CallPolicyOptions } from '../call-policy.ts';
import {
  billingDay,
  dayStart,
  daysInPeriod,
  shiftPeriod,
  type BillPeriodState,
  type BillSource,
} from '../bills.ts';
import type { AdapterOptions, CloudCredentials } from '../adapter.ts';

/** What a provider's bill source is built from. */
export interface BillSetting {
  credentials: CloudCredentials;
  options: AdapterOptions;
  now: () => Date;
  /** The account's regions, for a provider whose bill is read region by region (QingCloud). */
  regions?: string[];
}

export type BillSourceFactory = (setting: BillSetting) => BillSource;

const DAY = 86_400_000;

/** Decimal places of a currency's minor unit (CNY, USD 2; JPY 0). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits!;
  } catch {
    return 2;
  }
}

/**
 * A provider's amount (a decimal string, or a JSON number, whose shortest text is the decimal
 * the provider wrote) in integer minor units, rounded half away from zero. Done on the digits,
 * never through float arithmetic: "0.015" is 2 fen, "-12.345" is -1235.
 */
export function decimalToMinor(value: string | number | null | undefined, digits = 2): number {
  if (value === null || value === undefined) return 0;
  let text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return 0;
  // Exponent form (a JSON number below 1e-6 or above 1e21, or a provider's "1.5E-2" text):
  // the point is moved on the digits.
  if (/e/i.test(text)) text = plainDecimal(text);
  const m = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) throw new Error(`Not a decimal amount: "${text.slice(0, 40)}"`);
  const negative = m[1] === '-';
  const frac = (m[3] ?? '').padEnd(digits + 1, '0');
  let minor = BigInt(`${m[2] || '0'}${frac.slice(0, digits)}`);
  if (Number(frac[digits]) >= 5) minor += 1n;
  const n = Number(minor);
  return negative && n !== 0 ? -n : n;
}

/** "1.5E-2" as "0.015", "-2e3" as "-2000": the digits shifted, no float in between. */
function plainDecimal(text: string): string {
  const m = /^([+-])?(\d*)(?:\.(\d*))?e([+-]?\d+)$/i.exec(text);
  if (!m || (m[2] === '' && !m[3])) throw new Error(`Not a decimal amount: "${text.slice(0, 40)}"`);
  const digits = `${m[2] ?? ''}${m[3] ?? ''}`;
  const point = (m[2] ?? '').length + Number(m[4]);
  const int = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const frac = point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.slice(point);
  return `${m[1] ?? ''}${int}.${frac}`;
}

/**
 * The converter of a currency's amounts to its minor units: what every bill source does with
 * each amount of a row (the digits looked up once per row, the amount converted exactly).
 */
export function minorOf(currency: string): (value: string | number | null | undefined) => number {
  const digits = minorDigits(currency);
  return (value) => decimalToMinor(value, digits);
}

/** The period's days (YYYY-MM-DD), up to the billing day `now` falls in for the current one. */
export function periodDays(period: string, now: Date): string[] {
  const today = billingDay(now);
  const out: string[] = [];
  for (let d = 1; d <= daysInPeriod(period); d++) {
    const day = `${period}-${String(d).padStart(2, '0')}`;
    if (day > today) break;
    out.push(day);
  }
  return out;
}

/**
 * A period's state from the provider's published rule, when its API does not say: charges
 * arrive `lagMs` after they are incurred, and the period closes at `finalHour` (UTC+8) on
 * `finalDay` of the next month.
 */
export function ruledState(
  period: string,
  now: Date,
  rule: { lagMs: number; finalDay: number; finalHour: number },
): BillPeriodState {
  const start = dayStart(`${period}-01`).getTime();
  const end = dayStart(`${shiftPeriod(period, 1)}-01`).getTime();
  const closes =
    dayStart(`${shiftPeriod(period, 1)}-${String(rule.finalDay).padStart(2, '0')}`).getTime() +
    rule.finalHour * 3_600_000;
  const through = Math.min(end, Math.max(start, now.getTime() - rule.lagMs));
  return { final: now.getTime() >= closes, dataThrough: new Date(through) };
}

/** A day-long charge period starting at the billing day's midnight (UTC+8). */
export const dayPeriod = (day: string) => ({
  chargePeriodStart: dayStart(day),
  chargePeriodEnd: new Date(dayStart(day).getTime() + DAY),
  chargeDate: day,
});

/**
 * The bill calls of a provider behind the one call policy. The bucket lets no burst through
 * (one call per 1/rate s): a provider's "N per second" is counted per second, and a full
 * bucket's burst on top of the sustained rate would cross it.
 */
export function withBillPolicy(source: BillSource, opts: CallPolicyOptions): BillSource {
  const call = policyCaller(source.provider, { burst: 1, ...opts });
  return {
    provider: source.provider,
    periodState: (period) => call(() => source.periodState(period)),
    page: (period, cursor) => call(() => source.page(period, cursor)),
  };
}

/**
 * Keys unique in a page: a second row with the same natural key gets "#2", and so on. Made
 * afresh per page, so a page read again after a throttled attempt keys its rows the same.
 */
export function keyCounter(): (key: string) => string {
  const seen = new Map<string, number>();
  return (key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}#${n}`;
  };
}

/** Tags written as "k=v;k2=v2" (or with ":" or ","), as Huawei and others print them. */
export function pairTags(raw: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(/[;,]/)) {
    const at = part.search(/[=:]/);
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    if (key) out[key] = at < 0 ? '' : part.slice(at + 1).trim();
  }
  return out;
}

/** The x_ columns of a row: the given provider fields that have a value, as text. */
export function xColumns(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  }
  return out;
}
