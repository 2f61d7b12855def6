import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RESOURCE_SORT_FIELDS, Resource } from '@ecloud/contract';

type SortField = (typeof RESOURCE_SORT_FIELDS)[number];
import { DataList, pageInput, type ListPaging } from '../../../components/list/index.ts';
import { resourceColumns } from '../../resources/index.ts';
import { useGroupResources } from '../api/use-views.ts';
import { PICKER_COLUMNS } from './resource-picker.tsx';

/** A list's page and size kept on the screen (a second list on a page whose address is taken). */
export function useLocalPaging(pageSize = 10): ListPaging {
  const [p, setP] = useState({ page: 1, pageSize, sortField: '', sortOrder: '' });
  return {
    ...p,
    onPage: (page, size) => setP((o) => ({ ...o, page, pageSize: size })),
    onSort: (sortField, sortOrder) => setP((o) => ({ ...o, sortField, sortOrder, page: 1 })),
  };
}

/** The resources of a group, a page at a time, optionally selectable. */
export function GroupMembers({
  groupId,
  selection,
  extraColumns = [],
  onRowClick,
  testId,
}: {
  groupId: string;
  onRowClick?: (r: Resource) => void;
  selection?: { keys: string[]; onChange(keys: string[]): void };
  extraColumns?: ReturnType<typeof resourceColumns>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const paging = useLocalPaging();
  const list = useGroupResources({ groupId, ...pageInput<SortField>(paging) });
  const columns = useMemo(
    () => [
      ...resourceColumns(t, 'any').filter((c) => PICKER_COLUMNS.includes(c.key ?? '')),
      ...extraColumns,
    ],
    [t, extraColumns],
  );
  return (
    <DataList<Resource>
      testId={testId}
      columns={columns}
      query={list}
      empty={t('monitoring.group.noResources')}
      paging={paging}
      bare
      selection={selection}
      onRowClick={onRowClick}
    />
  );
}
