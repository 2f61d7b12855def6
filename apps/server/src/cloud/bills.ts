import type { ProviderCode } from '@ecloud/contract';

/**
 * A provider's bill, as every bill adapter hands it over: line items already normalised to FOCUS
 * columns (money in integer minor units of `billingCurrency`), each with the provider's own row.
 */
export interface FocusRow {
  /** The provider's key of the row, unique in its billing period. */
  lineKey: string;
  chargePeriodStart: Date;
  chargePeriodEnd: Date;
  /** The billing day (UTC+8) the charge belongs to, YYYY-MM-DD. */
  chargeDate: string;
  billedCost: number;
  effectiveCost: number;
  listCost: number;
  billingCurrency: string;
  chargeCategory: 'Usage' | 'Purchase' | 'Tax' | 'Credit' | 'Adjustment';
  chargeClass: 'Correction' | null;
  chargeDescription: string;
  serviceName: string;
  serviceCategory: string;
  regionId: string;
  resourceId: string;
  resourceName: string;
  resourceType: string;
  pricingQuantity: string | null;
  pricingUnit: string | null;
  consumedQuantity: string | null;
  consumedUnit: string | null;
  tags: Record<string, string>;
  x: Record<string, string>;
  original: Record<string, unknown>;
}

export interface BillPage {
  rows: FocusRow[];
  /** The cursor of the next page; absent on the last. */
  next?: string;
}

/** What the provider says of a billing period as a whole. */
export interface BillPeriodState {
  /** The provider has closed the period: its rows will not change any more. */
  final: boolean;
  /** Charges up to this time are in the bill (the provider's lag). */
  dataThrough: Date;
}

/** One account's bills at one provider, read a page at a time. */
export interface BillSource {
  readonly provider: ProviderCode;
  /** The billing period's state; `period` is YYYY-MM. */
  periodState(period: string): Promise<BillPeriodState>;
  page(period: string, cursor?: string): Promise<BillPage>;
}

/** The providers' billing day is China Standard Time. */
export const BILLING_TZ_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM-DD of the billing day an instant falls in. */
export const billingDay = (at: Date): string =>
  new Date(at.getTime() + BILLING_TZ_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a billing day (YYYY-MM-DD) starts. */
export const dayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - BILLING_TZ_OFFSET_MS);

/** The billing period (YYYY-MM) an instant falls in. */
export const billingPeriodOf = (at: Date): string => billingDay(at).slice(0, 7);

/** The period `n` months after `period` (n may be negative). */
export function shiftPeriod(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

export const daysInPeriod = (period: string): number => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Fen (or cents) as the providers write amounts: a decimal string. */
export const minorToDecimal = (n: number): string => {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};
