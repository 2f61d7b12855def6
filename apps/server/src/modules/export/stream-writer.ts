import { once } from 'node:events';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { format as csvFormat } from '@fast-csv/format';
import type { ExportColumn } from '@ecloud/contract';
import { cell, valueAt, type Row } from './export-file.ts';
import { collectGarbage, ROWS_PER_COLLECTION } from './heap.ts';

/** The formats written row by row (a PDF is laid out whole: see reports' pdf-file.ts). */
export type TableFormat = 'xlsx' | 'csv';

export interface TableOptions {
  sheetName: string;
  /** IANA zone the dates are written in. */
  timeZone: string;
}

/** Rows are handed over in batches, as the database gives them. */
export type RowBatches = AsyncIterable<Row[]>;

/** A row's cells as the screen words them: coded values by the column's words, then `cell`. */
export function cellsOf(columns: ExportColumn[], timeZone: string) {
  return (row: Row): (string | number)[] =>
    columns.map((c) => {
      const v = valueAt(row, c.key);
      const shown =
        c.values && v !== null && v !== undefined && String(v) in c.values
          ? c.values[String(v)]
          : v;
      return cell(shown, c.kind ?? 'text', timeZone);
    });
}

/** Excel's rules for a sheet's name: 31 characters, none of []*?:/\. */
const sheetName = (name: string) => name.slice(0, 31).replace(/[[\]*?:/\\]/g, ' ') || 'Sheet1';

/** Bytes of sheet XML allowed to wait for the zip before the writer pauses. */
const ZIP_BACKLOG = 1 << 20;
/** Rows written between two looks at that backlog. */
const ROWS_PER_CHECK = 1000;

/**
 * exceljs 4.4's streaming sheet writes its XML into the zip's input without heeding that
 * input's backpressure, so a sheet written faster than it is deflated piles up whole in memory
 * (360 MB for a million rows, measured). Waiting for the input to drain keeps memory flat.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const input = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  const state = (input as unknown as { _writableState?: { length: number } })?._writableState;
  if (input && state && state.length > ZIP_BACKLOG) await once(input, 'drain');
  else await new Promise(setImmediate);
}

async function writeXlsx(
  columns: ExportColumn[],
  batches: RowBatches,
  out: Writable,
  opts: TableOptions,
): Promise<number> {
  // Level 1 deflate: a third of the CPU of the default for a file ~15% larger. No styles: they
  // doubled exceljs's time per row (measured), so the header is plain; its pane stays frozen.
  // Loaded on the first export, not at start: exceljs and its zip libraries cost about 0.2 s of
  // a start that should take under 2 s.
  const { default: excel } = await import('exceljs');
  const book = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = book.addWorksheet(sheetName(opts.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(60, Math.max(12, c.title.length + 4)),
  }));
  const cells = cellsOf(columns, opts.timeZone);
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(cells(row)).commit();
      if (++rows % ROWS_PER_CHECK === 0) await zipCaughtUp(sheet);
      if (rows % ROWS_PER_COLLECTION === 0) collectGarbage();
    }
  }
  sheet.commit();
  await book.commit();
  return rows;
}

async function writeCsv(
  columns: ExportColumn[],
  batches: RowBatches,
  out: Writable,
  opts: TableOptions,
): Promise<number> {
  // A BOM, so that spreadsheet programs read the Chinese in a CSV as UTF-8.
  const csv = csvFormat({ writeBOM: true });
  const done = pipeline(csv, out);
  const cells = cellsOf(columns, opts.timeZone);
  csv.write(columns.map((c) => c.title));
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      rows++;
      if (!csv.write(cells(row))) await once(csv, 'drain');
      if (rows % ROWS_PER_COLLECTION === 0) collectGarbage();
    }
  }
  csv.end();
  await done;
  return rows;
}

/**
 * Writes a table into `out` as the batches come, holding one batch at a time: a million rows
 * take as much memory as a thousand. Ends `out`; answers the number of rows written.
 */
export function writeTable(
  format: TableFormat,
  columns: ExportColumn[],
  batches: RowBatches,
  out: Writable,
  opts: TableOptions,
): Promise<number> {
  return format === 'xlsx'
    ? writeXlsx(columns, batches, out, opts)
    : writeCsv(columns, batches, out, opts);
}

/** A writable stream that keeps what it is given, for files small enough to answer whole. */
export function collector(): { sink: Writable; bytes: () => Buffer } {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      parts.push(chunk);
      cb();
    },
  });
  return { sink, bytes: () => Buffer.concat(parts) };
}

/** A whole table, for the export call's capped lists. */
export async function renderTable(
  format: TableFormat,
  columns: ExportColumn[],
  rows: Row[],
  opts: TableOptions,
): Promise<Buffer> {
  const { sink, bytes } = collector();
  await writeTable(
    format,
    columns,
    (async function* () {
      yield rows;
    })(),
    sink,
    opts,
  );
  return bytes();
}
