import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, EXPORT_MAX_ROWS, ResultCode, calls, type Page } from '@ecloud/contract';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { contextOf } from '../../lib/serve-call.ts';
import { authorize } from '../../plugins/call-guard.ts';
import { renderExport, type Row } from './export-file.ts';

/** Rows fetched per round while exporting; large enough that 100,000 rows take 20 rounds. */
const EXPORT_BATCH = 5_000;
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  });

/**
 * Exports what a list call returns for the given filters, by running that call's own handler
 * (so its permission, tenant scoping and filters apply exactly) page after page.
 */
export function exportRoutes(app: FastifyInstance): void {
  const def = calls.exportFile;
  app.route({
    method: def.method,
    url: `${API_BASE_PATH}${def.path}`,
    config: { call: def, permission: def.permission },
    handler: async (request, reply) => {
      const ctx = contextOf(app, request);
      if (!ctx.auth) throw new AppError(ResultCode.sessionInvalid, 'error.sessionInvalid');
      const input = parseInput(def.input, request.body === undefined ? {} : request.body, ctx.lang);
      const tz =
        parseInput(timeZoneSchema.optional(), request.headers['x-time-zone'], ctx.lang) ??
        'Asia/Shanghai';
      const target = app.callHandlers.get(input.path);
      if (!target?.call.exportable) throw notFound('export.notExportable', { path: input.path });
      authorize(ctx.auth, target.call.permission);
      const parsed = parseInput(target.call.input, { ...input.input, page: 1 }, ctx.lang) as Record<
        string,
        unknown
      >;

      const rows: Row[] = [];
      let truncated = false;
      for (let page = 1; ; page++) {
        const result = (await target.handler(ctx, {
          ...parsed,
          page,
          pageSize: EXPORT_BATCH,
        })) as Page<Row>;
        rows.push(...result.list);
        if (rows.length >= EXPORT_MAX_ROWS) {
          truncated = rows.length > EXPORT_MAX_ROWS || result.total > EXPORT_MAX_ROWS;
          rows.length = Math.min(rows.length, EXPORT_MAX_ROWS);
          break;
        }
        if (result.list.length < EXPORT_BATCH) break;
      }
      const body = await renderExport(input.format, input.columns, rows, {
        sheetName: input.filename,
        timeZone: tz,
      });
      const filename = `${input.filename}.${input.format}`;
      return reply
        .header('content-type', CONTENT_TYPES[input.format])
        .header(
          'content-disposition',
          `attachment; filename="export.${input.format}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('x-export-rows', String(rows.length))
        .header('x-export-truncated', String(truncated))
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
