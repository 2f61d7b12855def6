import type { ChannelKind, Language, RecipientSubject } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { attemptDelivery, transmitMail, type DeliverPayload } from '../mail/mail.service.ts';
import { notifyHolders, type Notification } from '../messages/notify.ts';
import { renderMessage, type MessageParams, type MessageTemplate } from '../messages/templates.ts';
import * as repo from './deliveries.repository.ts';
import { findChannel, reachOf, type ChannelRow, type ContactRow } from './contacts.repository.ts';
import { sendToChannel } from './robots.ts';

export const NOTIFY_JOB = 'notify.deliver';
/** Tries in all before a delivery is left as failed (the runner's backoff between them). */
export const NOTIFY_ATTEMPTS = 5;

/** A notice: its warning type and what it says, as a message template with parameters. */
export interface NoticeSpec {
  tenantId: string;
  warningType: string;
  template: string;
  params: MessageParams;
}

/**
 * Queues a notice to contacts (by e-mail) and channels in the caller's transaction: a delivery
 * row each and a job that sends it, so a notice exists exactly when what it tells of does, and
 * every attempt lands on its row.
 */
export async function queueNotices(
  db: DbOrTx,
  n: NoticeSpec,
  to: { contacts: ContactRow[]; channels: ChannelRow[] },
  now: Date,
): Promise<string[]> {
  const base = {
    tenantId: n.tenantId,
    warningType: n.warningType,
    template: n.template,
    params: n.params,
    status: 'queued',
    createdAt: now,
  };
  const ids = await repo.insertDeliveries(db, [
    ...to.contacts.map((c) => ({
      ...base,
      channel: 'email',
      contactId: c.id,
      recipient: c.email,
      language: c.language,
    })),
    ...to.channels.map((c) => ({
      ...base,
      channel: c.kind,
      channelId: c.id,
      recipient: c.name,
      language: c.language,
    })),
  ]);
  for (const id of ids) await enqueueJob(db, NOTIFY_JOB, { id } satisfies DeliverPayload, { now });
  return ids;
}

/** Queues a notice to whoever the tenant named for a subject (a rule, budgets, sync). */
export async function notifySubject(
  db: DbOrTx,
  subject: RecipientSubject,
  subjectId: string | undefined,
  n: NoticeSpec,
  now: Date,
): Promise<string[]> {
  const to = await reachOf(db, n.tenantId, subject, subjectId);
  return queueNotices(db, n, to, now);
}

/**
 * A warning told two ways in the caller's transaction: in the message centre to the tenant's
 * people holding `code` (recorded as one delivery there), and to the recipients the tenant named
 * for `subject` through their channels. Returns how many people read it in the message centre.
 */
export async function warnTenant(
  db: DbOrTx,
  w: {
    notice: NoticeSpec & { template: MessageTemplate };
    code: string;
    messageType: Notification['type'];
    link: string;
    subject: RecipientSubject;
    subjectId?: string;
  },
  now: Date,
): Promise<number> {
  const { notice } = w;
  const readers = await notifyHolders(
    db,
    notice.tenantId,
    w.code,
    { type: w.messageType, template: notice.template, params: notice.params, link: w.link },
    now,
  );
  await recordMessageCentre(db, notice, readers, now);
  await notifySubject(db, w.subject, w.subjectId, notice, now);
  return readers;
}

/** Records that the message centre carried a notice (to `readers` people). */
export async function recordMessageCentre(db: DbOrTx, n: NoticeSpec, readers: number, now: Date) {
  await repo.insertDeliveries(db, [
    {
      ...n,
      channel: 'message',
      recipient: String(readers),
      language: null,
      status: 'sent',
      attempts: 1,
      sentAt: now,
      createdAt: now,
    },
  ]);
}

export const renderDelivery = (
  row: Pick<repo.DeliveryRow, 'template' | 'params' | 'language'>,
  reader: Language,
) =>
  renderMessage(
    { template: row.template, params: row.params as MessageParams, title: '', content: '' },
    (row.language as Language | null) ?? reader,
  );

async function transmit(deps: Deps, row: repo.DeliveryRow): Promise<void> {
  const { title, content } = renderDelivery(row, 'zh-CN');
  if (row.channel === 'email')
    return transmitMail(deps.config.smtp, { to: row.recipient, subject: title, text: content });
  const ch = row.channelId ? await findChannel(deps.db, row.tenantId, row.channelId) : undefined;
  if (!ch) throw new Error('the channel was deleted');
  const secret = ch.secret ? deps.keyring.open(ch.secret) : '';
  await sendToChannel(
    { kind: ch.kind as ChannelKind, url: ch.url, secret },
    { type: row.warningType, title, text: content },
    deps.now(),
    deps.config.notifyAllowPrivate,
  );
}

/**
 * One attempt at a delivery. A refusal, an unreachable target or a vendor error code is
 * recorded on the row and thrown, so the runner tries again after its backoff; after the last
 * try the row says failed (and "retry now" can queue it again). A sent notice is not resent.
 */
export async function deliverNotice(deps: Deps, id: string, jobAttempt: number): Promise<void> {
  const row = await repo.deliveryById(deps.db, id);
  if (!row || row.status === 'sent') return;
  const attempts = row.attempts + 1;
  await attemptDelivery(
    deps,
    { id, attempts, last: jobAttempt >= NOTIFY_ATTEMPTS, log: 'notice not delivered' },
    () => transmit(deps, row),
    (fields, now) => repo.recordAttempt(deps.db, id, fields, now),
  );
}
