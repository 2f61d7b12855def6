import type { calls, Message, MessageType } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { allOrNone, distinct, requireAll } from '../../lib/all-or-none.ts';
import * as repo from './messages.repository.ts';
import { renderMessage } from './templates.ts';

/** The caller's inbox, rendered in their language. */
export const listMessages: ServiceOf<typeof calls.messageList> = async (ctx, input) => {
  const { page, pageSize, ...filter } = input;
  const { tenantId, id } = ctx.auth.user;
  const found = await repo.listMessages(ctx.deps.db, tenantId, id, filter, { page, pageSize });
  const list: Message[] = found.list.map((m) => ({
    id: m.id,
    type: m.type as MessageType,
    ...renderMessage(m, ctx.lang),
    link: m.link,
    read: m.readAt !== null,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt ? m.readAt.toISOString() : null,
  }));
  return { ...found, list };
};

/**
 * Marks messages read: all of the caller's, or the given ones, which must all be in the
 * caller's inbox (an id that is not is unknown: 404, nothing marked). `affected` counts the
 * messages that were unread.
 */
export const markRead: ServiceOf<typeof calls.messageReadFlag> = async (ctx, input) => {
  const { tenantId, id } = ctx.auth.user;
  const now = ctx.deps.now();
  const affected = input.all
    ? await repo.markRead(ctx.deps.db, tenantId, id, 'all', now)
    : await ctx.deps.db.transaction(async (tx) => {
        const ids = distinct(input.ids ?? []);
        requireAll(await repo.countOwned(tx, tenantId, id, ids), ids, 'message.notFound');
        return repo.markRead(tx, tenantId, id, ids, now);
      });
  // The caller's own changes drop the cached count at once; the trigger's NOTIFY covers
  // everyone else's (other replicas, and notifications written by any capability).
  ctx.deps.unread.delete(id);
  return { affected };
};

/** Deletes messages from the caller's inbox: all the given ones, or none. */
export const deleteMessages: ServiceOf<typeof calls.messageDelete> = async (ctx, input) => {
  const { tenantId, id } = ctx.auth.user;
  const result = await allOrNone(ctx.deps.db, input.ids, 'message.notFound', async (tx, ids) => ({
    affected: await repo.deleteMessages(tx, tenantId, id, ids),
  }));
  ctx.deps.unread.delete(id);
  return result;
};

// Polled every 10 s by every signed-in user: answered from memory while nothing changed.
export async function unreadCount(
  ctx: ServiceContext,
  _input: CallIn<typeof calls.unreadCount>,
): Promise<number> {
  const { id, tenantId } = ctx.auth.user;
  const now = ctx.deps.now().getTime();
  const cached = ctx.deps.unread.get(id, now);
  if (cached !== undefined) return cached;
  const readStartedAt = ctx.deps.unread.generation();
  const count = await repo.unreadCount(ctx.deps.db, tenantId, id);
  ctx.deps.unread.set(id, count, now, readStartedAt);
  return count;
}
