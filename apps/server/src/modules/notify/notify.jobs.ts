import type { Deps } from '../../lib/deps.ts';
import { defineJob, exponentialBackoff, type JobKind } from '../../jobs/index.ts';
import { deliverNotice, NOTIFY_ATTEMPTS, NOTIFY_JOB, type DeliverPayload } from './deliver.ts';

/** Notice delivery: a job per notice, retried from 30 s, doubling, up to NOTIFY_ATTEMPTS tries. */
export function notifyJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob<DeliverPayload>({
      name: NOTIFY_JOB,
      concurrency: 2,
      retry: { attempts: NOTIFY_ATTEMPTS, backoffMs: exponentialBackoff(30_000, 1_800_000) },
      run: (job) => deliverNotice(deps, job.payload.id, job.attempt),
    }),
  ];
}
