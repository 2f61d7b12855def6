import type { Page, PageIn } from '../db/page.ts';

/** The page and sort every list call's input carries beside its filters. */
interface PageSort {
  page: number;
  pageSize: number;
  sortField?: unknown;
  sortOrder?: unknown;
}

/** Splits a list call's input into its filters and the page and sort a repository takes. */
export function splitPaging<T extends PageSort>(
  input: T,
): { filter: Omit<T, keyof PageSort>; paging: Pick<T, keyof PageSort> } {
  const { page, pageSize, sortField, sortOrder, ...filter } = input;
  return { filter, paging: { page, pageSize, sortField, sortOrder } as Pick<T, keyof PageSort> };
}

/** A page of a list made whole in memory (each row needs figures a query cannot page by). */
export function pageOfList<T>(list: T[], p: PageIn): Page<T> {
  const start = (p.page - 1) * p.pageSize;
  return {
    list: list.slice(start, start + p.pageSize),
    total: list.length,
    page: p.page,
    pageSize: p.pageSize,
  };
}
