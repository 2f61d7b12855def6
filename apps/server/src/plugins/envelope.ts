import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH, ResultCode } from '@ecloud/contract';
import { AppError } from '../lib/errors.ts';
import { languageOf, translate, type MessageKey } from '../lib/i18n.ts';
import '../lib/fastify-types.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export const sendEnvelope = (reply: FastifyReply, http: number, code: number, message: string) =>
  reply.code(http).type('application/json; charset=utf-8').send({ code, message, data: null });
const send = sendEnvelope;

export const langOf = (request: FastifyRequest) =>
  request.lang ?? languageOf(request.headers['accept-language']);

/** Framework refusals: the HTTP status they keep, and what the envelope says. */
const clientFault: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [ResultCode.badInput, 'error.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ResultCode.badInput, 'error.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [ResultCode.payloadTooLarge, 'error.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ResultCode.badInput, 'error.badRequest'],
  FST_ERR_BAD_URL: [ResultCode.badInput, 'error.badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'error.uriTooLong'],
};

/** The envelope for an error Fastify raised before or around a handler. */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = langOf(request);
  const http = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const known = clientFault[error.code];
  const params = {
    limit: `${BODY_LIMIT_BYTES / 1024} KiB`,
    type: String(request.headers['content-type'] ?? '').slice(0, 80),
    status: http,
  };
  if (known) return send(reply, http, known[0], translate(lang, known[1], params));
  if (error instanceof SyntaxError)
    return send(reply, 400, ResultCode.badInput, translate(lang, 'error.malformedJson'));
  return send(reply, http, http, translate(lang, 'error.refused', params));
}

/**
 * One place turns failures into the envelope. Handlers' failures answer HTTP 200 with the
 * envelope's code; what never reached a handler (bad JSON, oversized body, unknown path)
 * keeps its HTTP status and still carries an envelope.
 */
export function registerEnvelope(app: FastifyInstance): void {
  // An empty JSON body is an empty input, not an error; anything else uses Fastify's own
  // parser (which guards against prototype poisoning).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      defaultJson(req, text, done);
    },
  );

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = langOf(request);
    if (error instanceof AppError) {
      return send(reply, 200, error.code, translate(lang, error.key, error.params));
    }
    const http = (error as FastifyError).statusCode ?? 500;
    if (error instanceof SyntaxError || (http >= 400 && http < 500)) {
      return sendFrameworkError(error as FastifyError, request, reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      200,
      ResultCode.serverError,
      translate(lang, 'error.server', { requestId: request.id }),
    );
  });
}

/** No route: a call served with another method is a 405 naming it, anything else a 404. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!.replace(API_BASE_PATH, '');
  const served = request.server.callHandlers?.get(path);
  if (served && served.call.method !== request.method) {
    return send(
      reply.header('allow', served.call.method),
      405,
      405,
      translate(langOf(request), 'error.methodNotAllowed', {
        path,
        allowed: served.call.method,
        method: request.method,
      }),
    );
  }
  return send(
    reply,
    404,
    ResultCode.notFound,
    translate(langOf(request), 'error.unknownCall', { method: request.method, path }),
  );
}
