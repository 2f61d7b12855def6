import type { Deps } from '../../lib/deps.ts';
import type { JobKind } from '../../jobs/index.ts';
import { deliverMail, deliveryJob, MAIL_ATTEMPTS, MAIL_JOB } from './mail.service.ts';

/** E-mail delivery: a job per mail, retried from 30 s, doubling, up to MAIL_ATTEMPTS tries. */
export function mailJobKinds(deps: Deps): readonly JobKind[] {
  return [deliveryJob(MAIL_JOB, MAIL_ATTEMPTS, (id, attempt) => deliverMail(deps, id, attempt))];
}
