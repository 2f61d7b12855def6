import { formatFen, type ExportColumn } from '@ecloud/contract';

export type Row = Record<string, unknown>;

export const valueAt = (row: Row, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);

function plain(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v))
    return v
      .map((x) => (x && typeof x === 'object' && 'name' in x ? String((x as Row).name) : plain(x)))
      .join(', ');
  if (typeof v === 'object')
    return 'name' in (v as Row) ? String((v as Row).name) : JSON.stringify(v);
  return String(v);
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building one costs more than formatting a thousand dates. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, f);
  }
  return f;
}

/** Zones change their offset on a quarter hour (of UTC), so one offset serves a quarter. */
const QUARTER_MS = 900_000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC (ms) at `ms`, read from Intl once per zone and quarter hour. */
function offsetAt(ms: number, timeZone: string): number {
  const start = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone}@${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const part of clockOf(timeZone).formatToParts(new Date(start)))
      if (part.type in p) p[part.type as keyof typeof p] = Number(part.value);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The wall-clock parts of an instant in a time zone (files' times, report schedules). A report
 * writes a million of them: Intl's formatToParts alone took 22 µs each.
 */
export function wallClock(at: Date, timeZone: string) {
  const ms = at.getTime();
  const local = new Date(ms + offsetAt(ms, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Wall-clock text in the reader's time zone, the way the screen shows it. */
function localText(iso: string, timeZone: string, withTime: boolean): string {
  const p = wallClock(new Date(iso), timeZone);
  const date = `${p.year}-${two(p.month)}-${two(p.day)}`;
  return withTime ? `${date} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}` : date;
}

/** One cell: money stays exact (fen to a fixed-point string), times in the reader's zone. */
export function cell(v: unknown, kind: ExportColumn['kind'], timeZone: string): string | number {
  if (v === null || v === undefined || v === '') return '';
  switch (kind) {
    case 'money':
      return typeof v === 'number' || typeof v === 'bigint'
        ? formatFen(v, { symbol: '', grouping: false })
        : plain(v);
    case 'number':
      return typeof v === 'number' ? v : plain(v);
    case 'datetime':
    case 'date':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v))
        ? localText(v, timeZone, kind === 'datetime')
        : plain(v);
    default:
      return plain(v);
  }
}
