import ExcelJS from 'exceljs';
import { formatFen, type ExportColumn, type ExportFormat } from '@ecloud/contract';

export type Row = Record<string, unknown>;

const valueAt = (row: Row, key: string): unknown =>
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

/** The wall-clock parts of an instant in a time zone (files' times, report schedules). */
export function wallClock(at: Date, timeZone: string) {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Wall-clock text in the reader's time zone, the way the screen shows it. */
function localText(iso: string, timeZone: string, withTime: boolean): string {
  const p = wallClock(new Date(iso), timeZone);
  const date = `${p.year}-${two(p.month)}-${two(p.day)}`;
  return withTime ? `${date} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}` : date;
}

/** One cell: money stays exact (fen to a fixed-point string), times in the reader's zone. */
function cell(v: unknown, kind: ExportColumn['kind'], timeZone: string): string | number {
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

export async function renderExport(
  format: ExportFormat,
  columns: ExportColumn[],
  rows: Row[],
  opts: { sheetName: string; timeZone: string },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(
    opts.sheetName.slice(0, 31).replace(/[[\]*?:/\\]/g, ' ') || 'Sheet1',
  );
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(60, Math.max(12, c.title.length + 4)),
  }));
  const value = (row: Row, c: ExportColumn) => {
    const v = valueAt(row, c.key);
    return c.values && v !== null && v !== undefined && String(v) in c.values
      ? c.values[String(v)]
      : v;
  };
  for (const row of rows)
    sheet.addRow(columns.map((c) => cell(value(row, c), c.kind ?? 'text', opts.timeZone)));
  if (format === 'xlsx') {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    columns.forEach((c, i) => {
      if (c.kind === 'money') sheet.getColumn(i + 1).alignment = { horizontal: 'right' };
    });
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  // A BOM, so that spreadsheet programs read the Chinese in a CSV as UTF-8.
  return Buffer.from(await book.csv.writeBuffer({ formatterOptions: { writeBOM: true } }));
}
