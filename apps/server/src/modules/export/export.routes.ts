import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, calls } from '@ecloud/contract';
import { z } from 'zod';
import { sessionInvalid } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { contextOf } from '../../lib/serve-call.ts';
import { exportList } from './export.service.ts';

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
 * The export domain. Its one call answers with a file, not the envelope, so it is routed by
 * hand rather than through `serve` (failures still come as the envelope).
 */
export function exportRoutes(app: FastifyInstance): void {
  const def = calls.exportFile;
  app.route({
    method: def.method,
    url: `${API_BASE_PATH}${def.path}`,
    config: { call: def, permission: def.permission },
    handler: async (request, reply) => {
      const ctx = contextOf(app, request);
      const { auth } = ctx;
      if (!auth) throw sessionInvalid();
      const input = parseInput(def.input, request.body === undefined ? {} : request.body, ctx.lang);
      const timeZone =
        parseInput(timeZoneSchema.optional(), request.headers['x-time-zone'], ctx.lang) ??
        'Asia/Shanghai';
      const file = await exportList(
        { ...ctx, auth },
        {
          ...input,
          timeZone,
          listCall: (path) => {
            const served = app.callHandlers.get(path);
            return served && { call: served.call, run: (i) => served.handler(ctx, i) };
          },
        },
      );
      return reply
        .header('content-type', CONTENT_TYPES[file.format])
        .header(
          'content-disposition',
          `attachment; filename="export.${file.format}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('x-export-rows', String(file.rows))
        .header('x-export-truncated', String(file.truncated))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
