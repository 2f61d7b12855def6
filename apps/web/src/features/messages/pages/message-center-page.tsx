import { useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, calls, type Message, type MessageType } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteMessages, useMarkRead, useMessageList } from '../api/use-messages.ts';
import { useUnreadCount } from '../api/use-unread-count.ts';
import { MessageDrawer } from '../components/message-drawer.tsx';
import { MessageTypeTag } from '../components/message-type-tag.tsx';

type ReadFilter = 'all' | 'unread' | 'read';

/** The message centre: filter, read, mark read (one, selected, all), delete (one, selected). */
export default function MessageCenterPage() {
  const { t } = useTranslation();
  const [state, setState] = useSearchState({
    page: 1,
    pageSize: 10,
    read: 'all',
    type: '',
    keyword: '',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<Message | null>(null);
  const params = {
    page: state.page,
    pageSize: state.pageSize,
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
  const openMessage = (m: Message) => {
    setOpen(m);
    if (!m.read) void markRead.mutateAsync({ ids: [m.id] });
  };

  const columns: TableProps<Message>['columns'] = [
    {
      title: t('messages.column.title'),
      dataIndex: 'title',
      render: (_: unknown, m) => (
        <Space>
          {!m.read && (
            <span
              aria-label={t('messages.unread')}
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: 4,
                background: '#ff4d4f',
              }}
            />
          )}
          <Typography.Link
            strong={!m.read}
            onClick={() => openMessage(m)}
            data-testid="message-title"
          >
            {m.title}
          </Typography.Link>
        </Space>
      ),
    },
    {
      title: t('messages.column.type'),
      dataIndex: 'type',
      width: 120,
      render: (type: MessageType) => <MessageTypeTag type={type} />,
    },
    {
      title: t('messages.column.time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_: unknown, m) => (
        <Space size={4}>
          <Button type="link" size="small" disabled={m.read} onClick={() => void read([m.id])}>
            {t('messages.markRead')}
          </Button>
          <Popconfirm
            title={t('messages.confirmDeleteOne')}
            onConfirm={() => removeIds([m.id])}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
          >
            <Button type="link" size="small" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
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
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }} align="center">
          <Segmented<ReadFilter>
            value={state.read as ReadFilter}
            options={[
              { value: 'all', label: t('messages.filter.all') },
              { value: 'unread', label: t('messages.filter.unread') },
              { value: 'read', label: t('messages.filter.read') },
            ]}
            onChange={(read) => setState({ read, page: 1 })}
            data-testid="read-filter"
          />
          <Select<MessageType>
            allowClear
            placeholder={t('messages.filter.type')}
            style={{ width: 160 }}
            value={(state.type || undefined) as MessageType | undefined}
            options={MESSAGE_TYPES.map((v) => ({ value: v, label: t(`messages.type.${v}`) }))}
            onChange={(type) => setState({ type: type ?? '', page: 1 })}
            data-testid="type-filter"
          />
          <Input.Search
            allowClear
            placeholder={t('messages.filter.keyword')}
            defaultValue={state.keyword}
            style={{ width: 260 }}
            onSearch={(keyword) => setState({ keyword, page: 1 })}
          />
          <div style={{ flex: 1 }} />
          <ExportButton
            list={calls.messageList}
            input={params}
            filename={t('messages.title')}
            columns={[
              { key: 'title', title: t('messages.column.title') },
              {
                key: 'type',
                title: t('messages.column.type'),
                values: Object.fromEntries(MESSAGE_TYPES.map((v) => [v, t(`messages.type.${v}`)])),
              },
              { key: 'content', title: t('messages.column.content') },
              {
                key: 'read',
                title: t('messages.column.state'),
                values: { true: t('messages.filter.read'), false: t('messages.filter.unread') },
              },
              { key: 'createdAt', title: t('messages.column.time'), kind: 'datetime' },
            ]}
          />
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
        </Flex>
        <Table<Message>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as string[]),
          }}
          locale={{ emptyText: list.isError ? t('common.loadFailed') : t('messages.empty') }}
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
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </>
  );
}
