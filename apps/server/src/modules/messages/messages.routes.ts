import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from './messages.service.ts';

/** The messages domain: the caller's inbox. */
export function messagesRoutes(app: FastifyInstance): void {
  serve(app, calls.messageList, (ctx, input) => listMessages(ctx, input));
  serve(app, calls.messageReadFlag, (ctx, input) => markRead(ctx, input));
  serve(app, calls.messageDelete, (ctx, input) => deleteMessages(ctx, input));
  serve(app, calls.unreadCount, (ctx, input) => unreadCount(ctx, input));
}
