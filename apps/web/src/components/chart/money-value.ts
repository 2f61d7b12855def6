import { formatFen } from '@ecloud/contract';

/**
 * A tooltip's `valueFormatter` for series drawn in yuan (charts need plain numbers): the value
 * back in fen, written as money.
 */
export const yuanAsMoney = (v: unknown): string => formatFen(Math.round(Number(v) * 100));
