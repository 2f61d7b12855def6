import {
  EXPORT_MAX_ROWS,
  type CallDef,
  type ExportFormat,
  type Page,
  type calls,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { authorize } from '../../plugins/call-guard.ts';
import type { Row } from './export-file.ts';
import { renderTable } from './stream-writer.ts';

/** Rows fetched per round while exporting; large enough that 100,000 rows take 20 rounds. */
const EXPORT_BATCH = 5_000;

/** A served call the export may run: its table entry, and its handler bound to the request. */
export interface ListCall {
  call: CallDef;
  run: (input: Record<string, unknown>) => Promise<unknown>;
}

export interface ExportRequest extends CallIn<typeof calls.exportFile> {
  /** IANA zone the dates are written in. */
  timeZone: string;
  /** Finds the served call at a path (the HTTP layer knows what it serves). */
  listCall: (path: string) => ListCall | undefined;
}

export interface ExportedFile {
  body: Buffer;
  format: ExportFormat;
  filename: string;
  rows: number;
  truncated: boolean;
}

/**
 * Exports what a list call returns for the given filters, by running that call's own handler
 * (so its permission, tenant scoping and filters apply exactly) page after page.
 */
export async function exportList(ctx: ServiceContext, input: ExportRequest): Promise<ExportedFile> {
  const target = input.listCall(input.path);
  if (!target?.call.exportable) throw notFound('export.notExportable', { path: input.path });
  authorize(ctx.auth, target.call.permission);
  const parsed = parseInput(target.call.input, { ...input.input, page: 1 }, ctx.lang) as Record<
    string,
    unknown
  >;
  const rows: Row[] = [];
  let truncated = false;
  for (let page = 1; ; page++) {
    const result = (await target.run({ ...parsed, page, pageSize: EXPORT_BATCH })) as Page<Row>;
    rows.push(...result.list);
    if (rows.length >= EXPORT_MAX_ROWS) {
      truncated = rows.length > EXPORT_MAX_ROWS || result.total > EXPORT_MAX_ROWS;
      rows.length = Math.min(rows.length, EXPORT_MAX_ROWS);
      break;
    }
    if (result.list.length < EXPORT_BATCH) break;
  }
  const body = await renderTable(input.format, input.columns, rows, {
    sheetName: input.filename,
    timeZone: input.timeZone,
  });
  return {
    body,
    format: input.format,
    filename: `${input.filename}.${input.format}`,
    rows: rows.length,
    truncated,
  };
}
