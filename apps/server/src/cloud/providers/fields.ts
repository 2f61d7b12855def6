import type { CloudResource } from '../adapter.ts';

/** Reading the loosely typed fields of provider replies, and our own paging cursors. */

/** Reads a cursor we wrote as a decimal page number or offset; junk means the first page. */
export function intCursor(cursor: string | undefined, first: number): number {
  const n = cursor === undefined ? NaN : Number(cursor);
  return Number.isInteger(n) && n >= first ? n : first;
}

/**
 * The cursor after a page read by offset: the next offset, or none once the page came back
 * empty or the provider's total is reached.
 */
export const nextOffset = (offset: number, got: number, total: number | undefined) =>
  got > 0 && offset + got < (total ?? 0) ? String(offset + got) : undefined;

/** The cursor after a numbered page (the first is 1): the next number, as nextOffset decides. */
export const nextPageNumber = (
  page: number,
  pageSize: number,
  got: number,
  total: number | undefined,
) => (nextOffset((page - 1) * pageSize, got, total) === undefined ? undefined : String(page + 1));

export const optDate = (value: unknown): Date | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (value === '' || value === 0) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const optNum = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

export const optStr = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * What every listed resource opens with: its type, the provider's id, its name (the id when it
 * has none), region and zone, and its state as ours and as the provider said it.
 */
export const listed = <T extends CloudResource['type']>(
  type: T,
  region: string,
  id: string,
  name: string | undefined,
  zone: unknown,
  state: Pick<CloudResource, 'status' | 'rawStatus'>,
) => ({ type, providerId: id, name: name || id, region, zone: optStr(zone), ...state });
