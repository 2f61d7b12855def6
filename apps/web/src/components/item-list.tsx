import type { ReactNode } from 'react';
import { Empty, List, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListState } from './list/list-state.tsx';

/** A title that keeps to one line in a row beside other things, cut with an ellipsis. */
export const ONE_LINE = {
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

interface ItemQuery<T> {
  isPending: boolean;
  isFetching?: boolean;
  isError: boolean;
  data?: { list: T[] };
  refetch?: () => unknown;
}

/**
 * Rows of something read one line each (a home card's latest few, a news list): loading, the
 * rows, or that there are none. With `paging` it pages and offers a retry when loading failed.
 */
export function ItemList<T>({
  query,
  empty,
  renderItem,
  paging,
}: {
  query: ItemQuery<T>;
  empty: string;
  renderItem: (item: T) => ReactNode;
  paging?: PaginationProps;
}) {
  const { t } = useTranslation();
  return (
    <List
      size={paging ? undefined : 'small'}
      loading={paging ? query.isFetching : query.isPending}
      dataSource={query.data?.list}
      pagination={paging ?? false}
      locale={{
        emptyText: paging ? (
          <ListState error={query.isError} empty={empty} onRetry={() => void query.refetch?.()} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={query.isError ? t('common.loadFailed') : empty}
          />
        ),
      }}
      renderItem={(item) => <List.Item>{renderItem(item)}</List.Item>}
    />
  );
}
