import type { FastifyInstance } from 'fastify';
import { calls, type Message, type MessageType } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from './messages.repository.ts';
import { renderMessage } from './templates.ts';

export function messageRoutes(app: FastifyInstance): void {
  serve(app, calls.messageList, async (ctx, input) => {
    const { page, pageSize, ...filter } = input;
    const { tenantId, id } = ctx.auth.user;
    const { rows, total } = await listMessages(ctx.deps.db, tenantId, id, filter, {
      page,
      pageSize,
    });
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

  // The caller's own changes drop the cached count at once; the trigger's NOTIFY covers
  // everyone else's (other replicas, and notifications written by any capability).
  serve(app, calls.messageReadFlag, async (ctx, input) => {
    const { tenantId, id } = ctx.auth.user;
    const affected = await markRead(
      ctx.deps.db,
      tenantId,
      id,
      input.all ? 'all' : (input.ids ?? []),
      ctx.deps.now(),
    );
    ctx.deps.unread.delete(id);
    return { affected };
  });

  serve(app, calls.messageDelete, async (ctx, input) => {
    const { tenantId, id } = ctx.auth.user;
    const affected = await deleteMessages(ctx.deps.db, tenantId, id, input.ids);
    ctx.deps.unread.delete(id);
    return { affected };
  });

  // Polled every 10 s by every signed-in user: answered from memory while nothing changed.
  serve(app, calls.unreadCount, async (ctx) => {
    const { id, tenantId } = ctx.auth.user;
    const now = ctx.deps.now().getTime();
    const cached = ctx.deps.unread.get(id, now);
    if (cached !== undefined) return cached;
    const readStartedAt = ctx.deps.unread.generation();
    const count = await unreadCount(ctx.deps.db, tenantId, id);
    ctx.deps.unread.set(id, count, now, readStartedAt);
    return count;
  });
}
