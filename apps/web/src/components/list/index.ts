export { DataList, wholeList, type DataListProps, type ListQuery } from './data-list.tsx';
export { ACTIONS_KEY, exportColumns, type ListColumn } from './list-columns.tsx';
export { col, wordsFor, type ColumnOptions } from './columns.tsx';
export { fitColumn } from './fit-width.ts';
export { RowActions, type RowAction } from './row-actions.tsx';
export { pageInput, useListState, type ListPaging } from './use-list-state.ts';
export {
  KeywordFilter,
  ProviderFilter,
  SearchFilter,
  SelectFilter,
  type KeywordList,
} from './list-filters.tsx';
export { ListState } from './list-state.tsx';
export { useListDensity, type Density } from './density.ts';
export { ListScreen, type ListScreenProps } from './list-screen.tsx';
