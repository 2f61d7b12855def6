import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_BASE_PATH,
  REQUEST_HEADERS,
  REQUEST_TIMEOUT_MS,
  ResultCode,
  noInput,
  type CallDef,
} from '@ecloud/contract';
import { AppError } from './errors.ts';
import { translate } from './i18n.ts';
import { assertStorableText, isBadText, parseInput } from './validate.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { compressReply, replyEncoding } from '../plugins/api-compression.ts';
import type { Stamp } from './list-cache.ts';
import type { AuthedContext, CallContext, ServiceContext } from './request-context.ts';
import './fastify-types.ts';

type Out<C extends CallDef> = z.output<C['output']>;
type In<C extends CallDef> = z.output<C['input']>;

export function contextOf(app: FastifyInstance, request: FastifyRequest): CallContext {
  const token = request.headers[REQUEST_HEADERS.token];
  const userAgent = request.headers['user-agent'] ?? '';
  return {
    deps: app.deps,
    auth: request.auth,
    token: typeof token === 'string' ? token : '',
    requestId: request.id,
    ip: clientAddress(request, app.deps.config.trustedProxyHeader),
    // Stored with the session: text the database cannot hold is dropped, not a 500.
    userAgent: isBadText(userAgent) ? '' : userAgent.slice(0, 512),
    lang: request.lang,
  };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(ResultCode.timeout, 'error.timeout')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How a served answer may be cached (lib/list-cache.ts). */
export type CachedAnswer = {
  /** Everything besides the call and its input that the answer depends on (tenant, language). */
  scope: (ctx: AuthedContext) => string;
} & (
  | {
      /** Every table the answer reads: a change to any of them (heard by NOTIFY) drops it. */
      tables: readonly string[];
    }
  | {
      /** The version of everything the answer reads, read at every request (no NOTIFY). */
      stamp: (ctx: ServiceContext) => Promise<Stamp>;
    }
);

function register<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: CallContext, input: In<C>) => Promise<Out<C>>,
  cached?: CachedAnswer,
): void {
  if (call.planned) throw new Error(`${call.path} is planned, not served`);
  app.callHandlers.set(call.path, {
    call,
    handler: handler as (ctx: CallContext, input: unknown) => Promise<unknown>,
    ...(cached && 'tables' in cached && { cachedTables: cached.tables }),
  });
  app.route({
    method: call.method,
    url: `${API_BASE_PATH}${call.path}`,
    config: { call, permission: call.permission },
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    handler: async (request, reply) => {
      const raw =
        call.method === 'GET' ? request.query : request.body === undefined ? {} : request.body;
      if (call.input === noInput) assertStorableText(raw, request.lang);
      const input = (
        call.input === noInput ? {} : parseInput(call.input, raw, request.lang)
      ) as In<C>;
      const ctx = contextOf(app, request);
      const answer = () => withTimeout(handler(ctx, input), REQUEST_TIMEOUT_MS);
      const message = translate(request.lang, 'ok');
      if (!cached || !ctx.auth || !app.deps.config.listCache)
        return { code: ResultCode.ok, message, data: (await answer()) ?? null };
      // The envelope around the page's JSON, byte for byte what serialising the object gives.
      const authed = ctx as AuthedContext;
      const key = `${call.path}\n${cached.scope(authed)}\n${JSON.stringify(input)}`;
      const read = async () => JSON.stringify((await answer()) ?? null);
      const page =
        'tables' in cached
          ? await app.deps.lists.answer(key, cached.tables, read)
          : await app.deps.lists.answerStamped(key, cached.stamp, () => cached.stamp(authed), read);
      reply.type('application/json; charset=utf-8');
      const body = `{"code":${ResultCode.ok},"message":${JSON.stringify(message)},"data":${page.json}}`;
      // Compressed once per page, language and encoding, not once per reply.
      const encoding = replyEncoding(request, Buffer.byteLength(body));
      if (!encoding) return body;
      const packedKey = `${encoding}\n${message}`;
      let packed = page.packed.get(packedKey);
      if (!packed) page.packed.set(packedKey, (packed = compressReply(encoding, body)));
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return packed;
    },
  });
}

/** Serves a call open to anyone (sign-in, the portal's configuration). */
export function servePublic<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: CallContext, input: In<C>) => Promise<Out<C>>,
): void {
  if (call.permission.kind !== 'public') throw new Error(`${call.path} is not public`);
  register(app, call, handler);
}

/**
 * Serves a call that needs a session; the guard has resolved it before the handler runs. With
 * `cached`, answers are kept until what they read changes (busy lists only: see ListCache).
 */
export function serve<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: AuthedContext, input: In<C>) => Promise<Out<C>>,
  cached?: CachedAnswer,
): void {
  if (call.permission.kind === 'public') throw new Error(`${call.path} is public; use servePublic`);
  register(
    app,
    call,
    (ctx, input) => {
      if (!ctx.auth) throw new AppError(ResultCode.sessionInvalid, 'error.sessionInvalid');
      return handler(ctx as AuthedContext, input);
    },
    cached,
  );
}
