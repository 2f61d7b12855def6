import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { REQUEST_SOURCE } from './constants.ts';

export interface SignParts {
  /** The call's path as in the call table, e.g. /api/v1/user/get: no base path, no query. */
  path: string;
  code: string;
  timestamp: string | number;
  /** '' when there is no session. */
  token: string;
}

const md5Hex = (text: string): string => bytesToHex(md5(utf8ToBytes(text)));

/**
 * sign = lowercase hex MD5 of 'web' + path + code + timestamp + token (spec section 7). The
 * server passes Node's native MD5 (same digest, faster on its hot path); browsers use ours.
 */
export function computeSign(
  { path, code, timestamp, token }: SignParts,
  hash: (text: string) => string = md5Hex,
): string {
  return hash(`${REQUEST_SOURCE}${path}${code}${timestamp}${token}`);
}

export const REQUEST_HEADERS = {
  token: 'token',
  timestamp: 'timestamp',
  code: 'code',
  sign: 'sign',
  source: 'source',
  language: 'accept-language',
} as const;

/** The signed headers of spec section 7 for one call (content type and language aside). */
export function signedHeaders(
  call: { path: string; code: string },
  token: string,
  timestamp: number = Date.now(),
): Record<'token' | 'timestamp' | 'code' | 'sign' | 'source', string> {
  const ts = String(timestamp);
  return {
    token,
    timestamp: ts,
    code: call.code,
    sign: computeSign({ path: call.path, code: call.code, timestamp: ts, token }),
    source: REQUEST_SOURCE,
  };
}
