import type { calls, Delivery } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import * as repo from './deliveries.repository.ts';
import { findChannel, findContact } from './contacts.repository.ts';
import { NOTIFY_JOB, queueNotices, renderDelivery } from './deliver.ts';

const tenantOf = (ctx: ServiceContext) => ctx.auth.user.tenantId;

/** "Send test": one notice to the contact's address or through the channel, shown like any. */
export const sendTest: ServiceOf<typeof calls.notifyTest> = (ctx, input) =>
  ctx.deps.db.transaction(async (tx) => {
    const tenantId = tenantOf(ctx);
    const contact =
      input.target === 'contact' ? await findContact(tx, tenantId, input.id) : undefined;
    const channel =
      input.target === 'channel' ? await findChannel(tx, tenantId, input.id) : undefined;
    if (!contact && !channel)
      throw notFound(
        input.target === 'contact' ? 'notify.contactNotFound' : 'notify.channelNotFound',
      );
    const ids = await queueNotices(
      tx,
      {
        tenantId,
        warningType: 'test',
        template: 'msg.notifyTest',
        params: { name: (contact ?? channel)!.name, sender: ctx.auth.user.username },
      },
      { contacts: contact ? [contact] : [], channels: channel ? [channel] : [] },
      ctx.deps.now(),
    );
    return { ids };
  });

export const listDeliveries: ServiceOf<typeof calls.notifyDeliveryList> = async (ctx, input) => {
  const page = await repo.deliveryPage(ctx.deps.db, tenantOf(ctx), input);
  return {
    ...page,
    list: page.list.map((r) => {
      const { title, content } = renderDelivery(r, ctx.lang);
      return {
        id: r.id,
        warningType: r.warningType as Delivery['warningType'],
        channel: r.channel as Delivery['channel'],
        recipient: r.recipient,
        title,
        body: content,
        status: r.status as Delivery['status'],
        attempts: r.attempts,
        lastError: r.lastError,
        sentAt: r.sentAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
};

/** Retry now: a failed delivery goes back to the queue at once (its attempts keep counting). */
export const retryDelivery: ServiceOf<typeof calls.notifyDeliveryRetry> = (ctx, input) =>
  ctx.deps.db.transaction(async (tx) => {
    const tenantId = tenantOf(ctx);
    const row = await repo.findDelivery(tx, tenantId, input.id);
    if (!row) throw notFound('notify.deliveryNotFound');
    if (!(await repo.requeue(tx, tenantId, input.id, ctx.deps.now())))
      throw conflict('notify.notFailed');
    await enqueueJob(tx, NOTIFY_JOB, { id: row.id }, { now: ctx.deps.now() });
    return { id: row.id };
  });
