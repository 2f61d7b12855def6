import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { z } from 'zod';
import { parseInput } from '../../lib/validate.ts';
import { exportList } from './export.service.ts';
import { serveFileCall } from './file-route.ts';

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

/** The export domain. Its one call answers with a file, not the envelope. */
export function exportRoutes(app: FastifyInstance): void {
  serveFileCall(app, calls.exportFile, async (ctx, input, request) => {
    const timeZone =
      parseInput(timeZoneSchema.optional(), request.headers['x-time-zone'], ctx.lang) ??
      'Asia/Shanghai';
    const file = await exportList(ctx, {
      ...input,
      timeZone,
      listCall: (path) => {
        const served = app.callHandlers.get(path);
        return served && { call: served.call, run: (i) => served.handler(ctx, i) };
      },
    });
    return {
      ...file,
      headers: {
        'x-export-rows': String(file.rows),
        'x-export-truncated': String(file.truncated),
      },
    };
  });
}
