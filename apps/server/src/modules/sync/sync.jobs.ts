import { and, eq } from 'drizzle-orm';
import { syncJobs } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { defineJob, defineQueueJob, type JobKind } from '../../jobs/index.ts';
import { claimJob } from './sync-queue.repository.ts';
import { scheduleDue } from './sync-schedule.service.ts';
import { runSyncJob } from './sync.service.ts';

/** Sync jobs one process runs at once. */
export const SYNC_CONCURRENCY = 2;
/** How often due account intervals are turned into sync jobs. */
export const SYNC_SCHEDULE_MS = 1_000;

/**
 * Sync's background work: the accounts' intervals become jobs, and the jobs run. Sync keeps
 * its own queue (sync_jobs: progress, scopes merged into the waiting job, one running job per
 * account, read by the console); the runner drives it. SYNC_WORKER=0 (the default) leaves
 * both to other replicas.
 */
export function syncJobKinds(deps: Deps): readonly JobKind[] {
  if (!deps.config.syncWorker) return [];
  return [
    defineJob({
      name: 'sync.schedule',
      everyMs: SYNC_SCHEDULE_MS,
      run: async () => {
        await scheduleDue(deps);
      },
    }),
    defineQueueJob({
      name: 'sync.run',
      concurrency: SYNC_CONCURRENCY,
      claim: (owner) => claimJob(deps.db, owner, deps.now()),
      run: (job, owner, signal) => runSyncJob(deps, job, owner, signal),
      release: async (owner) => {
        await deps.db
          .update(syncJobs)
          .set({ leaseUntil: new Date(0) })
          .where(and(eq(syncJobs.leaseOwner, owner), eq(syncJobs.state, 'running')));
      },
    }),
  ];
}
