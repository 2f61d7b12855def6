import { IP_OCTET_MAX, IP_OCTET_MIN } from '@ecloud/contract';

/** The IP input's value: four octet fields (spec section 3). */
export type IpParts = [string, string, string, string];
export const EMPTY_IP: IpParts = ['', '', '', ''];

const DOTTED_QUAD = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** One octet as typed: non-numeric input becomes empty; numbers are clamped to 0..255. */
export function sanitizeOctet(raw: string): string {
  const s = raw.trim();
  if (s === '') return '';
  if (!/^\d+$/.test(s)) return '';
  return String(Math.min(IP_OCTET_MAX, Math.max(IP_OCTET_MIN, Number(s))));
}

export const ipToString = (parts: IpParts): string => parts.join('.');

export function ipFromString(value: string | undefined | null): IpParts {
  const parts = (value ?? '').split('.');
  return [0, 1, 2, 3].map((i) => sanitizeOctet(parts[i] ?? '')) as IpParts;
}

export type IpError = 'empty' | 'invalid';

/** Empty when every part is empty; invalid unless the whole is a dotted quad. */
export function validateIp(parts: IpParts): IpError | null {
  if (parts.every((p) => p === '')) return 'empty';
  return DOTTED_QUAD.test(ipToString(parts)) ? null : 'invalid';
}

/** Splits a pasted address over the parts, starting at `from`. */
export function pasteInto(parts: IpParts, from: number, text: string): IpParts {
  const pieces = text.trim().split(/[.\s]+/);
  const next = [...parts] as IpParts;
  pieces.forEach((piece, i) => {
    if (from + i < 4) next[from + i] = sanitizeOctet(piece);
  });
  return next;
}
