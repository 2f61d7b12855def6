import type { FastifyInstance } from 'fastify';
import { calls, type Message, type MessageType } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from './messages.repository.ts';
import { renderMessage } from './templates.ts';

export function messageRoutes(app: FastifyInstance): void {
  serve(app, calls.messageList, async (ctx, input) => {
    const { page, pageSize, ...filter } = input;
    const { tenantId, id } = ctx.auth.user;
    const { rows, total } = await listMessages(ctx.deps.db, tenantId, id, filter, { page, pageSize });
    const list: Message[] = rows.map((m) => ({
      id: m.id,
      type: m.type as MessageType,
      ...renderMessage(m, ctx.lang),
      link: m.link,
      read: m.readAt !== null,
      createdAt: m.createdAt.toISOString(),
      readAt: m.readAt ? m.readAt.toISOString() : null,
    }));
    return { list, total, page, pageSize };
  });

  serve(app, calls.messageReadFlag, async (ctx, input) => ({
    affected: await markRead(ctx.deps.db, ctx.auth.user.tenantId, ctx.auth.user.id, input.all ? 'all' : (input.ids ?? []), ctx.deps.now()),
  }));

  serve(app, calls.messageDelete, async (ctx, input) => ({
    affected: await deleteMessages(ctx.deps.db, ctx.auth.user.tenantId, ctx.auth.user.id, input.ids),
  }));

  serve(app, calls.unreadCount, (ctx) => unreadCount(ctx.deps.db, ctx.auth.user.tenantId, ctx.auth.user.id));
}
