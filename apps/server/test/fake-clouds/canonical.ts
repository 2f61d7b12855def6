import { createHash, createHmac } from 'node:crypto';
import type { WireRequest } from './server.ts';

/**
 * The canonical query string of the providers' signatures, written apart from our signers so
 * that a fake checks them instead of echoing them.
 */

/** Hex SHA-256 and raw HMAC-SHA256, as the SigV4 family (AWS, JD, Tencent, Huawei) uses them. */
export const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
export const mac = (k: string | Buffer, s: string): Buffer =>
  createHmac('sha256', k).update(s).digest();

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - _ . ~ (space is %20, never +). */
export const rfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each name and value RFC 3986-encoded, the pairs sorted by encoded name and then, where a
 * name repeats, by encoded value, joined as `name=value&...`. The pairs are sorted, never the
 * joined strings: `Key=v` sorts after `Key1=v` ('=' is above every digit, '.' and '-'), which
 * rejected correct signatures whenever one name prefixes another (`limit`, `limit2`).
 * The SDKs sort the names before encoding; for names of letters, digits and - . _ ~ (every
 * parameter these APIs define) both orders are the same.
 */
export function canonicalQuery(pairs: Iterable<readonly [string, string]>): string {
  return [...pairs]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => byCodeUnit(a, b) || byCodeUnit(av, bv))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * The SigV4 family's canonical request (AWS, JD's JDCLOUD2, Tencent's TC3) as the fake
 * received it, and the string its signature covers: each provider says how it writes the
 * path, the query and a signed header's value.
 */
export function sigV4StringToSign(
  req: WireRequest,
  c: {
    path: string;
    query: string;
    signed: string;
    headerValue: (raw: string) => string;
    algorithm: string;
    stamp: string;
    scope: string;
  },
): string {
  const headers = c.signed
    .split(';')
    .map((n) => `${n}:${c.headerValue(String(req.headers[n] ?? ''))}\n`);
  const canonical = [req.method, c.path, c.query, headers.join(''), c.signed, sha(req.body)];
  return [c.algorithm, c.stamp, c.scope, sha(canonical.join('\n'))].join('\n');
}
