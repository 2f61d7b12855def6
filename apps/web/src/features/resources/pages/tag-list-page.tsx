import { useState } from 'react';
import { Tag as AntTag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/confirm.ts';
import { calls, type Tag } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import {
  ListScreen,
  SearchFilter,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteTags, useTagList } from '../api/use-tags.ts';
import { TagFormModal } from '../components/tag-form-modal.tsx';
import { TAG_CODE, tagColumns, tagLabel } from '../components/tag-columns.tsx';

type SortField = 'key' | 'value' | 'usageCount' | 'createdAt';

/** /resource/tabs/index: the tenant's tags (key and value), how many resources carry each. */
export default function TagListPage() {
  const { t } = useTranslation();
  const askDelete = useConfirmDelete();
  const { state, filter, paging } = useListState({ keyword: '' }, { pageSize: 20 });
  const [selected, setSelected] = useState<Tag[]>([]);
  const [editing, setEditing] = useState<{ tag: Tag | null } | null>(null);
  const input = {
    ...pageInput<SortField>(paging),
    keyword: state.keyword || undefined,
  };
  const list = useTagList(input);
  const remove = useDeleteTags();

  const confirmDelete = (tags: Tag[]) => {
    const used = tags.reduce((n, tag) => n + tag.usageCount, 0);
    askDelete({
      title: t('resources.tags.confirmDelete', { count: tags.length }),
      content: (
        <>
          <div style={{ marginBottom: 8 }}>
            {tags.map((tag) => (
              <AntTag key={tag.id}>
                {tagLabel(tag)} · {t('resources.tags.usedBy', { count: tag.usageCount })}
              </AntTag>
            ))}
          </div>
          {used > 0
            ? t('resources.tags.deleteUnbinds', { count: used })
            : t('resources.tags.deleteUnused')}
        </>
      ),
      onOk: async () => {
        const { affected, unbound } = await remove.mutateAsync(tags.map((tag) => tag.id));
        toast.success(t('resources.tags.deleted', { count: affected, unbound }));
        setSelected([]);
      },
    });
  };

  const columns = tagColumns(t, {
    rename: (tag) => setEditing({ tag }),
    remove: (tag) => confirmDelete([tag]),
  });
  return (
    <>
      <ListScreen<Tag>
        title={t('resources.tags.title')}
        subtitle={t('resources.tags.subtitle')}
        action={{
          code: TAG_CODE,
          icon: <PlusOutlined />,
          label: t('resources.tags.create'),
          onClick: () => setEditing({ tag: null }),
          testId: 'tag-create',
        }}
        tableTestId="tag-table"
        columns={columns}
        query={list}
        paging={paging}
        empty={state.keyword ? t('resources.tags.noMatch') : t('resources.tags.empty')}
        selection={{
          keys: selected.map((tag) => tag.id),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        exportOf={{
          list: calls.tagList,
          input,
        }}
        filters={
          <SearchFilter
            placeholder={t('resources.tags.search')}
            value={state.keyword}
            width={260}
            onSearch={(keyword) => filter({ keyword: keyword.trim() })}
          />
        }
        actions={
          <ActionButton
            code={TAG_CODE}
            danger
            icon={<DeleteOutlined />}
            disabled={!selected.length}
            onClick={() => confirmDelete(selected)}
            data-testid="tags-delete-selected"
          >
            {t('resources.tags.deleteSelected', { count: selected.length })}
          </ActionButton>
        }
      />
      {editing && <TagFormModal tag={editing.tag} onClose={() => setEditing(null)} />}
    </>
  );
}
