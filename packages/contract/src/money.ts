/**
 * Money is integer fen everywhere. Formatting works on the integer, never through a float,
 * so ¥0.29 is never shown as ¥0.28999.
 */
export function formatFen(
  fen: number | bigint,
  opts: { symbol?: string; grouping?: boolean } = {},
): string {
  const { symbol = '¥', grouping = true } = opts;
  const v = BigInt(fen);
  const negative = v < 0n;
  const abs = negative ? -v : v;
  const yuan = (abs / 100n).toString();
  const cents = (abs % 100n).toString().padStart(2, '0');
  const grouped = grouping ? yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : yuan;
  return `${negative ? '-' : ''}${symbol}${grouped}.${cents}`;
}
