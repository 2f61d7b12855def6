import { Button, Popconfirm, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { MESSAGE_TYPES, type ExportColumn, type Message, type MessageType } from '@ecloud/contract';
import type { ListColumn } from '../../../components/list/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MessageTypeTag } from './message-type-tag.tsx';

export interface MessageColumnActions {
  open(m: Message): void;
  read(m: Message): void;
  remove(m: Message): void;
}

const unreadDot = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: 4,
  background: '#ff4d4f',
} as const;

/** The message centre's columns: title (unread ones marked and bold), type, time, actions. */
export function messageColumns(t: TFunction, a: MessageColumnActions): ListColumn<Message>[] {
  return [
    {
      title: t('messages.column.title'),
      dataIndex: 'title',
      width: 420,
      render: (_: unknown, m) => (
        <Space>
          {!m.read && <span aria-label={t('messages.unread')} style={unreadDot} />}
          <Typography.Link strong={!m.read} onClick={() => a.open(m)} data-testid="message-title">
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
          <Button type="link" size="small" disabled={m.read} onClick={() => a.read(m)}>
            {t('messages.markRead')}
          </Button>
          <Popconfirm
            title={t('messages.confirmDeleteOne')}
            onConfirm={() => a.remove(m)}
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
}

export const messageExportColumns = (t: TFunction): ExportColumn[] => [
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
];
