import type { SmtpConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { DeliveryAttempt } from '../../db/sql.ts';
import type { Deps } from '../../lib/deps.ts';
import { defineJob, enqueueJob, exponentialBackoff, type JobKind } from '../../jobs/index.ts';
import * as repo from './mail.repository.ts';

export const MAIL_JOB = 'mail.deliver';
/** Tries in all before a delivery is left as failed (the job runner's backoff between them). */
export const MAIL_ATTEMPTS = 5;

/** One e-mail: to whom, what, and what it is about (`topic` + `ref`, for its delivery record). */
export interface Mail {
  tenantId: string;
  topic: string;
  ref: string;
  to: string;
  subject: string;
  text: string;
}

/** A delivery job's payload (e-mails here, notify's notices too): the delivery row's id. */
export interface DeliverPayload {
  id: string;
}

/** Whether the platform can send e-mail at all (an SMTP server is configured). */
export const mailAvailable = (deps: Pick<Deps, 'config'>): boolean => deps.config.smtp !== null;

/**
 * Queues e-mails in the caller's transaction: a delivery record each and a job that sends it,
 * so a mail is queued exactly when what it tells of is committed, and sent (or retried) by the
 * job runner outside the transaction.
 */
export async function sendMail(db: DbOrTx, mails: Mail[], now: Date): Promise<string[]> {
  const ids = await repo.insertDeliveries(
    db,
    mails.map((m) => ({
      tenantId: m.tenantId,
      topic: m.topic,
      ref: m.ref,
      toAddress: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: now,
    })),
  );
  for (const id of ids) await enqueueJob(db, MAIL_JOB, { id } satisfies DeliverPayload, { now });
  return ids;
}

// nodemailer loads with the first e-mail, not at start.
const transportOf = async (smtp: SmtpConfig) =>
  (await import('nodemailer')).default.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });

/** Hands one e-mail to the SMTP server now (callers keep their own delivery record). */
export async function transmitMail(
  smtp: SmtpConfig | null,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  if (!smtp) throw new Error('no SMTP server is configured (SMTP_HOST)');
  await (await transportOf(smtp)).sendMail({ from: smtp.from, ...mail });
}

/**
 * Sends one delivery. A refusal or an unreachable server is recorded (attempts, the server's
 * answer) and thrown, so the runner tries again after its backoff; after the last try the
 * record says failed. A delivery already sent is not sent twice.
 */
export async function deliverMail(deps: Deps, id: string, attempt: number): Promise<void> {
  const row = await repo.findDelivery(deps.db, id);
  if (!row || row.status === 'sent') return;
  const smtp = deps.config.smtp;
  await attemptDelivery(
    deps,
    { id, attempts: attempt, last: attempt >= MAIL_ATTEMPTS, log: 'e-mail not delivered' },
    () => transmitMail(smtp, { to: row.toAddress, subject: row.subject, text: row.text }),
    (fields, now) => repo.recordAttempt(deps.db, id, fields, now),
  );
}

/**
 * One attempt at a queued delivery (an e-mail here; notify sends its notices the same way).
 * Sent, the row says so. Refused or unreachable, the row keeps the attempt and the answer
 * (failed after the last try, else retrying) and the error is thrown, so the runner tries again
 * after its backoff.
 */
export async function attemptDelivery(
  deps: Deps,
  d: { id: string; attempts: number; last: boolean; log: string },
  send: () => Promise<unknown>,
  record: (fields: DeliveryAttempt, now: Date) => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (err) {
    await record(
      {
        status: d.last ? 'failed' : 'retrying',
        attempts: d.attempts,
        lastError: (err as Error).message.slice(0, 500),
        sentAt: null,
      },
      deps.now(),
    );
    deps.log.warn({ err, deliveryId: d.id, attempt: d.attempts }, d.log);
    throw err;
  }
  const now = deps.now();
  await record({ status: 'sent', attempts: d.attempts, lastError: '', sentAt: now }, now);
}

/**
 * The job kind of a queue of deliveries (e-mails; notify's notices): a job per delivery, two at
 * a time, retried from 30 s, doubling (to 30 min), up to `attempts` tries of `deliver`.
 */
export const deliveryJob = (
  name: string,
  attempts: number,
  deliver: (id: string, attempt: number) => Promise<void>,
): JobKind =>
  defineJob<DeliverPayload>({
    name,
    concurrency: 2,
    retry: { attempts, backoffMs: exponentialBackoff(30_000, 1_800_000) },
    run: (job) => deliver(job.payload.id, job.attempt),
  });
