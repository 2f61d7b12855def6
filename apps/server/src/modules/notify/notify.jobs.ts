import type { Deps } from '../../lib/deps.ts';
import type { JobKind } from '../../jobs/index.ts';
import { deliveryJob } from '../mail/mail.service.ts';
import { deliverNotice, NOTIFY_ATTEMPTS, NOTIFY_JOB } from './deliver.ts';

/** Notice delivery: a job per notice, retried from 30 s, doubling, up to NOTIFY_ATTEMPTS tries. */
export function notifyJobKinds(deps: Deps): readonly JobKind[] {
  return [
    deliveryJob(NOTIFY_JOB, NOTIFY_ATTEMPTS, (id, attempt) => deliverNotice(deps, id, attempt)),
  ];
}
