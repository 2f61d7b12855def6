import type { ReportPeriod, ReportSchedule } from '@ecloud/contract';
import { wallClock } from '../export/export-file.ts';

const DAY_MS = 86_400_000;

const partsIn = (ms: number, timeZone: string) => wallClock(new Date(ms), timeZone);

const offsetAt = (ms: number, timeZone: string) => {
  const p = partsIn(ms, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000
  );
};

/** The instant a wall-clock time of a zone names (the later offset wins across a change). */
export function zonedTime(y: number, m: number, d: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d, hour);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/**
 * The first run of a schedule strictly after `after`, at its hour in its own zone: the next
 * such hour (once, daily), on its weekday (weekly) or day of the month (monthly).
 */
export function nextRunAfter(s: ReportSchedule, after: Date): Date {
  const today = partsIn(after.getTime(), s.timeZone);
  for (let i = 0; i < 62; i++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const weekday = day.getUTCDay() || 7;
    if (s.kind === 'weekly' && weekday !== s.weekday) continue;
    if (s.kind === 'monthly' && day.getUTCDate() !== s.monthDay) continue;
    const at = zonedTime(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      s.hour,
      s.timeZone,
    );
    if (at > after) return at;
  }
  throw new Error('no run within 62 days');
}

/** The from/to a period stands for at `now`; relative periods read the month in the zone. */
export function periodRange(
  p: ReportPeriod,
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  if (p.kind === 'range') return { from: p.from, to: p.to };
  const local = partsIn(now.getTime(), timeZone);
  const monthStart = (offset: number) =>
    zonedTime(local.year, local.month + offset, 1, 0, timeZone);
  switch (p.relative) {
    case 'last7Days':
      return { from: new Date(now.getTime() - 7 * DAY_MS).toISOString(), to: now.toISOString() };
    case 'last30Days':
      return { from: new Date(now.getTime() - 30 * DAY_MS).toISOString(), to: now.toISOString() };
    case 'thisMonth':
      return { from: monthStart(0).toISOString(), to: now.toISOString() };
    case 'lastMonth':
      return { from: monthStart(-1).toISOString(), to: monthStart(0).toISOString() };
  }
}
