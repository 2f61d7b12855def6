export { useResourceList } from './api/use-resources.ts';
export { resourceColumns } from './components/resource-columns.tsx';
export { ResourceFilters, type FilterState } from './components/resource-filters.tsx';
export { ResourceDrawer } from './components/resource-drawer.tsx';
export { TypeFilter } from './components/type-filter.tsx';
export { StatusBadge } from './components/status-badge.tsx';
export { useResourceListState } from './pages/use-resource-list-state.ts';
export { resourceKeys } from './api/keys.ts';
/** Test data other features' tests build on. */
export { aHost } from './testing/fixtures.ts';
