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
