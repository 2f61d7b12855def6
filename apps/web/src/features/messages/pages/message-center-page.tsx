import { useState } from 'react';
import { Button, Popconfirm, Segmented } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, calls, type Message, type MessageType } from '@ecloud/contract';
import {
  ListScreen,
  KeywordFilter,
  SelectFilter,
  useListState,
} from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useDeleteMessages, useMarkRead, useMessageList } from '../api/use-messages.ts';
import { useUnreadCount } from '../api/use-unread-count.ts';
import { MessageDrawer } from '../components/message-drawer.tsx';
import { messageColumns, messageExportColumns } from '../components/message-columns.tsx';

type ReadFilter = 'all' | 'unread' | 'read';

/** The message centre: filter, read, mark read (one, selected, all), delete (one, selected). */
export default function MessageCenterPage() {
  const { t } = useTranslation();
  const { state, filter, paging } = useListState({ read: 'all', type: '', keyword: '' });
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<Message | null>(null);
  const params = {
    page: paging.page,
    pageSize: paging.pageSize,
    read: state.read === 'all' ? undefined : (state.read as 'read' | 'unread'),
    type: (state.type || undefined) as MessageType | undefined,
    keyword: state.keyword || undefined,
  };
  const list = useMessageList(params);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const remove = useDeleteMessages();

  const read = async (ids: string[]) => {
    const { affected } = await markRead.mutateAsync({ ids });
    setSelected([]);
    return affected;
  };
  const removeIds = async (ids: string[]) => {
    const { affected } = await remove.mutateAsync(ids);
    setSelected([]);
    toast.success(t('messages.deleted', { count: affected }));
  };
  const columns = messageColumns(t, {
    open: (m) => {
      setOpen(m);
      if (!m.read) void markRead.mutateAsync({ ids: [m.id] });
    },
    read: (m) => void read([m.id]),
    remove: (m) => void removeIds([m.id]),
  });

  return (
    <>
      <ListScreen<Message>
        title={t('messages.title')}
        subtitle={t('messages.unreadSummary', { count: unread.data ?? 0 })}
        extra={
          <Button
            icon={<CheckOutlined />}
            disabled={!unread.data}
            loading={markRead.isPending}
            onClick={() =>
              void markRead
                .mutateAsync({ all: true })
                .then(({ affected }) => toast.success(t('messages.markedAll', { count: affected })))
            }
            data-testid="mark-all-read"
          >
            {t('messages.markAllRead')}
          </Button>
        }
        columns={columns}
        query={list}
        paging={paging}
        empty={t('messages.empty')}
        selection={{ keys: selected, onChange: setSelected }}
        exportOf={{
          list: calls.messageList,
          input: params,
          columns: messageExportColumns(t, columns),
        }}
        filters={
          <>
            <Segmented<ReadFilter>
              value={state.read as ReadFilter}
              options={[
                { value: 'all', label: t('messages.filter.all') },
                { value: 'unread', label: t('messages.filter.unread') },
                { value: 'read', label: t('messages.filter.read') },
              ]}
              onChange={(v) => filter({ read: v })}
              data-testid="read-filter"
            />
            <SelectFilter
              placeholder={t('messages.filter.type')}
              value={state.type}
              options={codeOptions(t, 'messages.type', MESSAGE_TYPES)}
              onChange={(type) => filter({ type })}
              testId="type-filter"
            />
            <KeywordFilter
              list={{ state, filter }}
              placeholder={t('messages.filter.keyword')}
              width={260}
            />
          </>
        }
        actions={
          <>
            <Button
              disabled={!selected.length}
              onClick={() => void read(selected)}
              data-testid="mark-selected-read"
            >
              {t('messages.markSelectedRead')}
            </Button>
            <Popconfirm
              title={t('messages.confirmDelete', { count: selected.length })}
              disabled={!selected.length}
              onConfirm={() => removeIds(selected)}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!selected.length}
                data-testid="delete-selected"
              >
                {t('messages.deleteSelected')}
              </Button>
            </Popconfirm>
          </>
        }
      />
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </>
  );
}
