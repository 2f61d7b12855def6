import { createHash, createHmac } from 'node:crypto';

export const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');

export const hmac = (algorithm: 'sha1' | 'sha256', key: string | Buffer, data: string): Buffer =>
  createHmac(algorithm, key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - _ . ~ (what every signer expects). */
export const rfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Sorted by key (code point), each name and value RFC 3986-encoded, joined with '&'. */
export const canonicalQuery = (params: Iterable<[string, string]>): string =>
  [...params]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** Each path segment RFC 3986-encoded (so the ':' of "id:startInstance" signs as %3A). */
export const encodedPath = (path: string): string =>
  path
    .split('/')
    .map((s) => rfc3986(decodeURIComponent(s)))
    .join('/');

/** 20260102T030405Z */
export const isoBasic = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** 2026-01-02T03:04:05Z */
export const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}/, '');

/**
 * The canonical request of the SigV4 family (JD's JDCLOUD2, Huawei's SDK-HMAC-SHA256):
 * method, path, query, `name:value` lines of the signed headers, their names, body hash.
 */
export function canonicalRequest(input: {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  body: string;
}): string {
  const lines = input.signedHeaders.map((h) => `${h}:${(input.headers[h] ?? '').trim()}\n`);
  return [
    input.method.toUpperCase(),
    input.path,
    input.query,
    lines.join(''),
    input.signedHeaders.join(';'),
    sha256Hex(input.body),
  ].join('\n');
}

/** The canonical request of a URL: its query canonicalised, its path as the provider encodes it. */
export const canonicalUrlRequest = (
  input: Omit<Parameters<typeof canonicalRequest>[0], 'query' | 'path'> & {
    url: URL;
    /** How the provider writes the path; each segment RFC 3986-encoded unless it says more. */
    encodePath?: (path: string) => string;
  },
): string =>
  canonicalRequest({
    method: input.method,
    path: (input.encodePath ?? encodedPath)(input.url.pathname),
    query: canonicalQuery(input.url.searchParams.entries()),
    headers: input.headers,
    signedHeaders: input.signedHeaders,
    body: input.body,
  });
