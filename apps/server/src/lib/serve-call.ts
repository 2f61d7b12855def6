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
import type { AuthedContext, CallContext } from './request-context.ts';
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

function register<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: CallContext, input: In<C>) => Promise<Out<C>>,
): void {
  if (call.planned) throw new Error(`${call.path} is planned, not served`);
  app.callHandlers.set(call.path, {
    call,
    handler: handler as (ctx: CallContext, input: unknown) => Promise<unknown>,
  });
  app.route({
    method: call.method,
    url: `${API_BASE_PATH}${call.path}`,
    config: { call, permission: call.permission },
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    handler: async (request) => {
      const raw =
        call.method === 'GET' ? request.query : request.body === undefined ? {} : request.body;
      if (call.input === noInput) assertStorableText(raw, request.lang);
      const input = (
        call.input === noInput ? {} : parseInput(call.input, raw, request.lang)
      ) as In<C>;
      const data = await withTimeout(handler(contextOf(app, request), input), REQUEST_TIMEOUT_MS);
      return { code: ResultCode.ok, message: translate(request.lang, 'ok'), data: data ?? null };
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

/** Serves a call that needs a session; the guard has resolved it before the handler runs. */
export function serve<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: AuthedContext, input: In<C>) => Promise<Out<C>>,
): void {
  if (call.permission.kind === 'public') throw new Error(`${call.path} is public; use servePublic`);
  register(app, call, (ctx, input) => {
    if (!ctx.auth) throw new AppError(ResultCode.sessionInvalid, 'error.sessionInvalid');
    return handler(ctx as AuthedContext, input);
  });
}
