import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH, type CallDef } from '@ecloud/contract';
import type { z } from 'zod';
import { sessionInvalid } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { contextOf } from '../../lib/serve-call.ts';
import type { AuthedContext } from '../../lib/request-context.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export interface FileAnswer {
  /** The bytes, or a stream of them for files too large to hold (report files). */
  body: Buffer | Readable;
  format: keyof typeof CONTENT_TYPES;
  /** With its extension; sent UTF-8 encoded (RFC 5987), so Chinese names survive. */
  filename: string;
  headers?: Record<string, string>;
}

/**
 * Serves a call that answers with a file instead of the envelope (export, report downloads):
 * routed by hand from the call table, for a signed-in caller; failures still come as the
 * envelope, through the one error handler.
 */
export function serveFileCall<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  handler: (
    ctx: AuthedContext,
    input: z.output<C['input']>,
    request: FastifyRequest,
  ) => Promise<FileAnswer>,
): void {
  app.route({
    method: def.method,
    url: `${API_BASE_PATH}${def.path}`,
    config: { call: def, permission: def.permission },
    handler: async (request, reply) => {
      const ctx = contextOf(app, request);
      const { auth } = ctx;
      if (!auth) throw sessionInvalid();
      const raw = request.body === undefined ? {} : request.body;
      const input = parseInput(def.input, raw, ctx.lang) as z.output<C['input']>;
      const file = await handler({ ...ctx, auth } as AuthedContext, input, request);
      return reply
        .headers(file.headers ?? {})
        .header('content-type', CONTENT_TYPES[file.format])
        .header(
          'content-disposition',
          `attachment; filename="file.${file.format}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
