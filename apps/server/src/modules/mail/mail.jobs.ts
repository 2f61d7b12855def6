import type { Deps } from '../../lib/deps.ts';
import { defineJob, exponentialBackoff, type JobKind } from '../../jobs/index.ts';
import { deliverMail, MAIL_ATTEMPTS, MAIL_JOB, type DeliverPayload } from './mail.service.ts';

/** E-mail delivery: a job per mail, retried from 30 s, doubling, up to MAIL_ATTEMPTS tries. */
export function mailJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob<DeliverPayload>({
      name: MAIL_JOB,
      concurrency: 2,
      retry: { attempts: MAIL_ATTEMPTS, backoffMs: exponentialBackoff(30_000, 1_800_000) },
      run: (job) => deliverMail(deps, job.payload.id, job.attempt),
    }),
  ];
}
