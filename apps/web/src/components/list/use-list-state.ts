import { useCallback } from 'react';
import type { SortOrder } from '@ecloud/contract';
import { useSearchState } from '../../lib/use-search-state.ts';

type Value = string | number;

/** Paging and sorting as the list component reads and sets them. */
export interface ListPaging {
  page: number;
  pageSize: number;
  sortField: string;
  sortOrder: string;
  onPage(page: number, pageSize: number): void;
  onSort(field: string, order: string): void;
}

export interface ListState<F extends Record<string, Value>> {
  /** Filters, page and sort as the address holds them. */
  state: F & { page: number; pageSize: number; sortField: string; sortOrder: string };
  /** Sets values as they are (no return to page 1). */
  set(patch: Partial<ListState<F>['state']>): void;
  /** Sets filters and returns to the first page, as every filter change should. */
  filter(patch: Partial<F>): void;
  paging: ListPaging;
}

/**
 * A list screen's state kept in the address (a reload or a shared link shows the same list):
 * the screen's filters with their defaults, and the page, page size and sort the table sets.
 */
export function useListState<F extends Record<string, Value>>(
  filters: F,
  { pageSize = 10 }: { pageSize?: number } = {},
): ListState<F> {
  const [state, setState] = useSearchState<
    F & { page: number; pageSize: number; sortField: string; sortOrder: string }
  >({ page: 1, pageSize, sortField: '', sortOrder: '', ...filters });
  const set = useCallback((patch: Partial<typeof state>) => setState(patch), [setState]);
  const filter = useCallback(
    (patch: Partial<F>) => setState({ ...patch, page: 1 } as Partial<typeof state>),
    [setState],
  );
  return {
    state,
    set,
    filter,
    paging: {
      page: Number(state.page),
      pageSize: Number(state.pageSize),
      sortField: String(state.sortField),
      sortOrder: String(state.sortOrder),
      onPage: (page, size) => setState({ page, pageSize: size } as Partial<typeof state>),
      onSort: (sortField, sortOrder) =>
        setState({ sortField, sortOrder, page: 1 } as Partial<typeof state>),
    },
  };
}

/** The page and sort as a list call takes them: no sort field or order when none is chosen. */
export function pageInput<SortField extends string>(paging: ListPaging) {
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    sortField: (paging.sortField || undefined) as SortField | undefined,
    sortOrder: (paging.sortOrder || undefined) as SortOrder | undefined,
  };
}
