import { useState } from 'react';
import {
  App,
  Card,
  Flex,
  Input,
  Space,
  Table,
  Tag as AntTag,
  Typography,
  type TableProps,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, calls, type SortOrder, type Tag } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { useDeleteTags, useTagList } from '../api/use-tags.ts';
import { TagFormModal } from '../components/tag-form-modal.tsx';

const CODE = 'v8-1.1';
type SortField = 'key' | 'value' | 'usageCount' | 'createdAt';

/** /resource/tabs/index: the tenant's tags (key and value), how many resources carry each. */
export default function TagListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [state, setState] = useSearchState({
    page: 1,
    pageSize: 20,
    keyword: '',
    sortField: '',
    sortOrder: '',
  });
  const [selected, setSelected] = useState<Tag[]>([]);
  const [editing, setEditing] = useState<{ tag: Tag | null } | null>(null);
  const input = {
    page: state.page,
    pageSize: state.pageSize,
    keyword: state.keyword || undefined,
    sortField: (state.sortField || undefined) as SortField | undefined,
    sortOrder: (state.sortOrder || undefined) as SortOrder | undefined,
  };
  const list = useTagList(input);
  const remove = useDeleteTags();

  const confirmDelete = (tags: Tag[]) => {
    const used = tags.reduce((n, tag) => n + tag.usageCount, 0);
    modal.confirm({
      title: t('resources.tags.confirmDelete', { count: tags.length }),
      content: (
        <>
          <div style={{ marginBottom: 8 }}>
            {tags.map((tag) => (
              <AntTag key={tag.id}>
                {label(tag)} · {t('resources.tags.usedBy', { count: tag.usageCount })}
              </AntTag>
            ))}
          </div>
          {used > 0
            ? t('resources.tags.deleteUnbinds', { count: used })
            : t('resources.tags.deleteUnused')}
        </>
      ),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const { affected, unbound } = await remove.mutateAsync(tags.map((tag) => tag.id));
        toast.success(t('resources.tags.deleted', { count: affected, unbound }));
        setSelected([]);
      },
    });
  };

  const sortOf = (field: SortField) =>
    state.sortField === field ? (state.sortOrder as 'ascend' | 'descend') || null : null;
  const columns: TableProps<Tag>['columns'] = [
    {
      title: t('resources.tags.key'),
      dataIndex: 'key',
      sorter: true,
      sortOrder: sortOf('key'),
      ellipsis: true,
    },
    {
      title: t('resources.tags.value'),
      dataIndex: 'value',
      sorter: true,
      sortOrder: sortOf('value'),
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('resources.tags.usage'),
      dataIndex: 'usageCount',
      width: 140,
      align: 'right',
      sorter: true,
      sortOrder: sortOf('usageCount'),
      render: (n: number, tag) =>
        n ? (
          <Link
            to={`${CONSOLE_BASE_PATH}/resource/tabs/resource?tagId=${tag.id}`}
            data-testid="tag-usage"
          >
            {t('resources.tags.usedBy', { count: n })}
          </Link>
        ) : (
          <Typography.Text type="secondary" data-testid="tag-usage">
            {t('resources.tags.usedBy', { count: 0 })}
          </Typography.Text>
        ),
    },
    {
      title: t('resources.col.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      sorter: true,
      sortOrder: sortOf('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_: unknown, tag) => (
        <Space size={0}>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            onClick={() => setEditing({ tag })}
            data-testid="tag-rename"
          >
            {t('resources.tags.renameShort')}
          </ActionButton>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete([tag])}
            data-testid="tag-delete"
          >
            {t('common.delete')}
          </ActionButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('resources.tags.title')}
        subtitle={t('resources.tags.subtitle')}
        extra={
          <ActionButton
            code={CODE}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ tag: null })}
            data-testid="tag-create"
          >
            {t('resources.tags.create')}
          </ActionButton>
        }
      />
      <Card>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('resources.tags.search')}
            defaultValue={state.keyword}
            style={{ width: 260 }}
            onSearch={(keyword) => setState({ keyword: keyword.trim(), page: 1 })}
          />
          <div style={{ flex: 1 }} />
          <ExportButton
            list={calls.tagList}
            input={input}
            filename={t('resources.tags.title')}
            columns={[
              { key: 'key', title: t('resources.tags.key') },
              { key: 'value', title: t('resources.tags.value') },
              { key: 'usageCount', title: t('resources.tags.usage'), kind: 'number' },
              { key: 'createdAt', title: t('resources.col.createdAt'), kind: 'datetime' },
            ]}
          />
          <ActionButton
            code={CODE}
            danger
            icon={<DeleteOutlined />}
            disabled={!selected.length}
            onClick={() => confirmDelete(selected)}
            data-testid="tags-delete-selected"
          >
            {t('resources.tags.deleteSelected', { count: selected.length })}
          </ActionButton>
        </Flex>
        <Table<Tag>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          data-testid="tag-table"
          rowSelection={{
            selectedRowKeys: selected.map((tag) => tag.id),
            onChange: (_keys, rows) => setSelected(rows),
          }}
          locale={{
            emptyText: list.isError
              ? t('common.loadFailed')
              : state.keyword
                ? t('resources.tags.noMatch')
                : t('resources.tags.empty'),
          }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setState({
              sortField: s?.order ? String(s.field) : '',
              sortOrder: s?.order ?? '',
              page: 1,
            });
          }}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (page, pageSize) => setState({ page, pageSize }),
          }}
        />
      </Card>
      {editing && <TagFormModal tag={editing.tag} onClose={() => setEditing(null)} />}
    </>
  );
}

const label = (tag: { key: string; value: string }) =>
  tag.value ? `${tag.key}: ${tag.value}` : tag.key;
