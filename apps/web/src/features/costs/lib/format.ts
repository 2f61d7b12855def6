import { formatFen } from '@ecloud/contract';
import type { TFunction } from 'i18next';

/** Fen as "¥1,234.50": every simulated and normalised bill is in CNY (docs/decisions.md). */
export const cny = (fen: number): string => formatFen(fen);

/** Fen as yuan for a chart axis (display only: figures shown as text stay exact). */
export const yuan = (fen: number): number => fen / 100;

export const providerLabel = (t: TFunction, code: string): string =>
  code ? t(`provider.${code}.name`, { defaultValue: code }) : '—';

/** The change from `before` to `now` as a signed percentage, or null when there is no base. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}
