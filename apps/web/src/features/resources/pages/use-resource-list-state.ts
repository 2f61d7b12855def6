import type { SortOrder } from '@ecloud/contract';
import { useListState } from '../../../components/list/index.ts';
import type { useResourceList } from '../api/use-resources.ts';
import { EMPTY_FILTERS, filterInput, type FilterState } from '../components/resource-filters.tsx';

type SortField = NonNullable<Parameters<typeof useResourceList>[1]['sortField']>;

/**
 * The state of an inventory screen in the address (the shared filters, the screen's own, page
 * and sort, 20 rows a page) and the list input it makes, for the screen to add its own fields to.
 */
export function useResourceListState<E extends Record<string, string>>(own: E) {
  const list = useListState({ ...EMPTY_FILTERS, ...own }, { pageSize: 20 });
  const { state } = list;
  const input = {
    ...filterInput(state as FilterState),
    page: state.page,
    pageSize: state.pageSize,
    sortField: (state.sortField || undefined) as SortField | undefined,
    sortOrder: (state.sortOrder || undefined) as SortOrder | undefined,
  };
  return { ...list, input };
}
