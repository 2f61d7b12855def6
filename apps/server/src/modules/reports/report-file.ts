import type { Writable } from 'node:stream';
import type { ExportColumn, Language, ReportFormat } from '@ecloud/contract';
import { writeReportPdf } from './pdf-file.ts';
import { writeTable, type RowBatches } from '../export/stream-writer.ts';

/** What a report file is made of: its columns, its rows as they are read, and where to write. */
export interface ReportContent {
  columns: ExportColumn[];
  batches: RowBatches;
  /** The chart's group and value columns (keys); without, chosen from the columns. */
  chart?: { group: string; value: string };
  out: Writable;
  /** The report's name: the sheet's name, the PDF's heading. */
  title: string;
  timeZone: string;
  language: Language;
}

/**
 * Writes a report file in its format into `out` (ended when done); answers the rows written and
 * whether rows were left out (a PDF holds PDF_ROW_CAP at most).
 */
export async function writeReportFile(
  format: ReportFormat,
  c: ReportContent,
): Promise<{ rows: number; truncated: boolean }> {
  if (format === 'pdf') return writeReportPdf(c);
  const rows = await writeTable(format, c.columns, c.batches, c.out, {
    sheetName: c.title,
    timeZone: c.timeZone,
  });
  return { rows, truncated: false };
}
