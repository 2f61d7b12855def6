import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The meta tag the web app reads to give antd's CSS-in-JS style tags the page's nonce. */
export const NONCE_META = 'csp-nonce';

/**
 * The page may run only our own scripts and may not be framed (a console that moves money).
 * antd writes its styles in <style> tags at run time: they carry the per-response nonce.
 * Style attributes stay allowed: rc-textarea measures by setAttribute('style') on a hidden
 * element, and an attribute can hold no selector (so no exfiltration by CSS) and no script.
 */
export const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    // News articles show images by https address (docs/decisions.md, News); an image runs nothing.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Anything that is not a page (JSON, scripts, files) needs no powers at all. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const decoders: Record<string, (b: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** The page as text, whatever form it is in (a file stream, pre-compressed); null if unknown. */
async function textOf(payload: unknown, encoding: string): Promise<string | null> {
  let bytes: Buffer;
  if (typeof payload === 'string') bytes = Buffer.from(payload, 'utf8');
  else if (Buffer.isBuffer(payload)) bytes = payload;
  else if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    bytes = Buffer.concat(chunks);
  } else return null;
  if (!encoding || encoding === 'identity') return bytes.toString('utf8');
  const decode = decoders[encoding];
  return decode ? decode(bytes).toString('utf8') : null;
}

const isTls = (request: FastifyRequest) =>
  (request.socket as { encrypted?: boolean } | undefined)?.encrypted === true;

async function securePage(reply: FastifyReply, payload: unknown): Promise<unknown> {
  const nonce = randomBytes(16).toString('base64');
  reply.header('content-security-policy', pagePolicy(nonce));
  const encoding = String(reply.getHeader('content-encoding') ?? '').toLowerCase();
  const html = await textOf(payload, encoding);
  // A page we cannot read keeps the policy but gets no nonce (its run-time styles are refused).
  if (html === null) return payload;
  // The page is rewritten per answer, so it goes out as plain text (it is a few hundred bytes).
  reply.removeHeader('content-encoding');
  // Each answer carries its own nonce: without validators a cached copy (whose nonce would not
  // match a fresh header) is never revalidated and reused; web-app.ts already says no-cache.
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  reply.removeHeader('content-length');
  const meta = `<meta name="${NONCE_META}" content="${nonce}" />`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => h + meta) : meta + html;
}

/** Security headers on every answer: pages, files, the API and refusals alike. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (config.hsts || isTls(request)) reply.header('strict-transport-security', HSTS_VALUE);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && reply.statusCode === 200) return securePage(reply, payload);
    reply.header('content-security-policy', RESOURCE_POLICY);
    return payload;
  });
}
