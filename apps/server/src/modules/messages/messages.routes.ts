import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from './messages.service.ts';

/** The messages domain: the caller's inbox. */
export function messagesRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    messageList: listMessages,
    messageReadFlag: markRead,
    messageDelete: deleteMessages,
    unreadCount,
  });
}
