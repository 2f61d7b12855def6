import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { languageOf, translate, type MessageKey } from '../lib/i18n.ts';

interface ClientError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** What Node's HTTP parser refuses, before Fastify sees a request. */
const parserFault: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headersTooLarge'],
  HPE_URI_TOO_LONG: [414, 'error.uriTooLong'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.requestTimeout'],
};

/**
 * Fastify's clientErrorHandler: the refusal in the envelope, written straight to the socket
 * (there is no request object yet). The language comes from whatever headers did arrive.
 */
export function clientErrorHandler(err: ClientError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = parserFault[err.code ?? ''] ?? [400, 'error.badRequest'];
  const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1', 0, 8192) : '';
  const lang = languageOf(/\r\naccept-language:\s*([^\r\n]*)/i.exec(head)?.[1]);
  const message = translate(lang, key, { limit: `${maxHeaderSize / 1024} KiB` });
  const body = JSON.stringify({ code: status, message, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * While the server shuts down, new requests get a 503 in the envelope (Fastify's own 503 has
 * none); `return503OnClosing` is off so this hook is the one that answers.
 */
export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    const lang = languageOf(request.headers['accept-language']);
    return reply
      .code(503)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .send({ code: 503, message: translate(lang, 'error.closing'), data: null });
  });
}
