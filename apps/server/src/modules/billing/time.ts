/**
 * The platform's calendar: months, days of the trend and date-only filters are in China
 * Standard Time (UTC+8, no daylight saving), whatever the server's own zone.
 */
export const PLATFORM_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3_600_000;

/** A filter bound: a date-only `to` includes its whole day. */
export function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00${PLATFORM_OFFSET}`);
    return end ? new Date(start.getTime() + 86_400_000) : start;
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function monthStart(now: Date, monthsBack = 0): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() - monthsBack;
  return new Date(Date.UTC(y, m, 1) - OFFSET_MS);
}

export function dayKey(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function dayStart(now: Date, daysBack: number): Date {
  const key = dayKey(new Date(now.getTime() - daysBack * 86_400_000));
  return new Date(`${key}T00:00:00${PLATFORM_OFFSET}`);
}
