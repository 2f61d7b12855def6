import { formatFen } from '@ecloud/contract';

/** At most 2 decimals, no sign, no exponent: what a person types as an amount in yuan. */
const YUAN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in yuan as integer fen, read from the digits (never through a float, so
 * "0.29" is 29 fen, not 28.999...). Null when it is not a plain amount with at most 2 decimals.
 */
export function yuanToFen(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim().replace(/,/g, '');
  const m = YUAN.exec(text);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Fen as a plain yuan string for an input's value ("1234.50"), without symbol or grouping. */
export const fenToYuan = (fen: number | bigint): string =>
  formatFen(fen, { symbol: '', grouping: false });

/** Fen for display: "¥1,234.50". */
export const money = (fen: number | bigint | null | undefined): string =>
  fen === null || fen === undefined ? '—' : formatFen(fen);
