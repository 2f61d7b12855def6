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
