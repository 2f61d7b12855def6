import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { cloudAccounts, syncJobs } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { claimJob, enqueueSync } from './sync-queue.ts';
import { runSyncJob, type SyncDeps } from './sync-runner.ts';

/** How often an idle worker looks for due jobs and due intervals. */
export const POLL_MS = 1_000;
/** Jobs one process runs at once. */
export const WORKER_CONCURRENCY = 2;

/**
 * Queues a sync for every enabled account whose interval is due. Claiming the due time with an
 * UPDATE ... RETURNING makes each due account produce one job however many replicas look.
 */
export async function scheduleDue(deps: SyncDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .update(cloudAccounts)
    .set({
      nextSyncAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${cloudAccounts.syncIntervalMin})`,
    })
    .where(
      and(
        eq(cloudAccounts.status, 1),
        gt(cloudAccounts.syncIntervalMin, 0),
        isNotNull(cloudAccounts.nextSyncAt),
        lte(cloudAccounts.nextSyncAt, now),
      ),
    )
    .returning({ id: cloudAccounts.id, tenantId: cloudAccounts.tenantId });
  for (const a of due) {
    await enqueueSync(deps.db, { tenantId: a.tenantId, accountId: a.id, trigger: 'interval', now });
  }
  return due.length;
}

/** Claims and runs due jobs until none is left (tests, the demo seed, the worker loop). */
export async function drainJobs(
  deps: SyncDeps,
  owner: string = `drain-${randomUUID()}`,
  signal?: AbortSignal,
): Promise<number> {
  let ran = 0;
  while (!signal?.aborted) {
    const job = await claimJob(deps.db, owner, deps.now());
    if (!job) break;
    await runSyncJob(deps, job, owner, signal);
    ran++;
  }
  return ran;
}

/** The background worker: schedules intervals and runs jobs, a few at a time. */
export function startSyncWorker(deps: SyncDeps): () => Promise<void> {
  const owner = `worker-${randomUUID()}`;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<unknown>>();

  const tick = async () => {
    try {
      await scheduleDue(deps);
      while (running.size < WORKER_CONCURRENCY && !abort.signal.aborted) {
        const job = await claimJob(deps.db, owner, deps.now());
        if (!job) break;
        const p = runSyncJob(deps, job, owner, abort.signal)
          .catch((err: unknown) => deps.log?.error({ err, jobId: job.id }, 'sync job crashed'))
          .finally(() => running.delete(p));
        running.add(p);
      }
    } catch (err) {
      deps.log?.error({ err }, 'sync worker tick failed');
    }
    if (!abort.signal.aborted) timer = setTimeout(() => void tick(), POLL_MS);
  };
  timer = setTimeout(() => void tick(), 0);

  return async () => {
    abort.abort();
    clearTimeout(timer);
    // Jobs stop between steps; their leases are given up so another replica (or this one,
    // restarted) resumes them at once. A crash instead leaves the lease to lapse.
    await Promise.allSettled([...running]);
    await deps.db
      .update(syncJobs)
      .set({ leaseUntil: new Date(0) })
      .where(and(eq(syncJobs.leaseOwner, owner), eq(syncJobs.state, 'running')));
  };
}

/** Registered in modules/index.ts WORKERS; SYNC_WORKER=0 leaves the jobs to other replicas. */
export const syncWorker = async (deps: Deps): Promise<() => Promise<void>> => {
  if (!deps.config.syncWorker) return async () => {};
  return startSyncWorker(deps);
};
