import type { ProviderCode } from '@ecloud/contract';
import type { CloudResource } from '../../cloud/adapter.ts';
import { billingDay, daysInPeriod } from '../../cloud/bills.ts';
import {
  BILLED_TYPES,
  DISCOUNT,
  SERVICES,
  SUBSCRIPTION_SHARE,
  hourlyList,
  type BilledType,
} from '../../cloud/simulated/bill-prices.ts';

/** What the estimate reads of an inventory row. */
export interface PricedResource {
  type: string;
  provider: string;
  status: string;
  chargeType: string | null;
  spec: string | null;
  cpu: number | null;
  memoryMb: number | null;
  sizeGb: number | null;
  bandwidthMbps: number | null;
  providerCreatedAt: Date | null;
}

export const DAY_MINUTES = 1440;
const isBilled = (t: string): t is BilledType => (BILLED_TYPES as readonly string[]).includes(t);

/**
 * The estimated cost in fen of `minutes` of a billing day, from the simulated cloud's price list
 * (bill-prices.ts), priced as its bill prices them: pay-as-you-go by the hour at the tenant's
 * discount (a stopped host's compute is free), a subscription's month on its renewal day. Traffic
 * is usage the inventory cannot see: `usagePerDay` brings its recent billed run-rate.
 */
export function estimateSimulated(
  r: PricedResource,
  day: string,
  minutes: number,
  usagePerDay = 0,
): number {
  if (!isBilled(r.type)) return 0;
  const usage = Math.round((usagePerDay * minutes) / DAY_MINUTES);
  const shape = {
    spec: r.spec ?? undefined,
    cpu: r.cpu ?? undefined,
    memoryMb: r.memoryMb ?? undefined,
    sizeGb: r.sizeGb ?? undefined,
    bandwidthMbps: r.bandwidthMbps ?? undefined,
  } as CloudResource;
  const hourly = hourlyList(r.provider as ProviderCode, r.type, shape);
  if (r.chargeType === 'prepaid') {
    const period = day.slice(0, 7);
    const created = r.providerCreatedAt ? billingDay(r.providerCreatedAt) : `${period}-01`;
    const renewDay = Math.min(Number(created.slice(8, 10)), daysInPeriod(period));
    if (Number(day.slice(8, 10)) !== renewDay) return 0;
    return usage + Math.round(Math.round(hourly * 730 * SUBSCRIPTION_SHARE) * DISCOUNT);
  }
  if (r.type === 'host' && r.status === 'stopped') return usage;
  return usage + Math.round(Math.round((hourly * minutes) / 60) * DISCOUNT);
}

/** The services of usage-priced charges (traffic) in every simulated provider's words. */
export const USAGE_SERVICES = [...new Set(Object.values(SERVICES.traffic!.names))];
