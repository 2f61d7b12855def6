import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { enqueueJob } from '../../jobs/index.ts';
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

const transportOf = (smtp: SmtpConfig) =>
  nodemailer.createTransport({
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
  await transportOf(smtp).sendMail({ from: smtp.from, ...mail });
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
  try {
    await transmitMail(smtp, { to: row.toAddress, subject: row.subject, text: row.text });
  } catch (err) {
    const failed = attempt >= MAIL_ATTEMPTS;
    await repo.recordAttempt(
      deps.db,
      id,
      {
        status: failed ? 'failed' : 'retrying',
        attempts: attempt,
        lastError: (err as Error).message.slice(0, 500),
        sentAt: null,
      },
      deps.now(),
    );
    deps.log.warn({ err, deliveryId: id, attempt }, 'e-mail not delivered');
    throw err;
  }
  const now = deps.now();
  await repo.recordAttempt(
    deps.db,
    id,
    { status: 'sent', attempts: attempt, lastError: '', sentAt: now },
    now,
  );
}
