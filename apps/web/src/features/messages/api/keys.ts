import type { z } from 'zod';
import type { messageListInput } from '@ecloud/contract';

export type MessageListParams = z.input<typeof messageListInput>;

export const messageKeys = {
  all: ['messages'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  list: (params: MessageListParams) => [...messageKeys.all, 'list', params] as const,
};
