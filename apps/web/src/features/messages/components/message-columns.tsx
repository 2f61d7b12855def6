import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { MESSAGE_TYPES, type Message, type MessageType } from '@ecloud/contract';
import { col, exportColumns, wordsFor, type ListColumn } from '../../../components/list/index.ts';
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

/**
 * The message centre's columns: title (unread ones marked and bold), type, time, actions. The
 * title exports with its read state, which its cell shows; the content goes only to the file.
 */
export function messageColumns(t: TFunction, a: MessageColumnActions): ListColumn<Message>[] {
  return [
    col.text('title', t('messages.column.title'), {
      width: 420,
      render: (_: unknown, m) => (
        <Space>
          {!m.read && <span aria-label={t('messages.unread')} style={unreadDot} />}
          <Typography.Link strong={!m.read} onClick={() => a.open(m)} data-testid="message-title">
            {m.title}
          </Typography.Link>
        </Space>
      ),
      export: [
        { key: 'title', title: t('messages.column.title') },
        {
          key: 'read',
          title: t('messages.column.state'),
          values: { true: t('messages.filter.read'), false: t('messages.filter.unread') },
        },
      ],
    }),
    col.words(
      'type',
      t('messages.column.type'),
      wordsFor(MESSAGE_TYPES, (v) => t(`messages.type.${v}`)),
      { width: 120, render: (type: MessageType) => <MessageTypeTag type={type} /> },
    ),
    col.dateTime('createdAt', t('messages.column.time'), { width: 170 }),
    col.actions(
      t('common.actions'),
      170,
      (m) => [
        { label: t('messages.markRead'), disabled: m.read, onClick: () => a.read(m) },
        {
          label: t('common.delete'),
          danger: true,
          onClick: () => a.remove(m),
          confirm: {
            title: t('messages.confirmDeleteOne'),
            okText: t('common.delete'),
            cancelText: t('common.cancel'),
          },
        },
      ],
      4,
    ),
  ];
}

/** The file's columns: the list's, then the content the list leaves to the drawer. */
export const messageExportColumns = (t: TFunction, columns: ListColumn<Message>[]) =>
  exportColumns(columns, { key: 'content', title: t('messages.column.content') });
