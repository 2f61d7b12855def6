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

/** Wall-clock text in the reader's time zone, the way the screen shows it. */
function localText(iso: string, timeZone: string, withTime: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime
        ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' as const }
        : {}),
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return withTime ? `${date} ${parts.hour}:${parts.minute}:${parts.second}` : date;
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
