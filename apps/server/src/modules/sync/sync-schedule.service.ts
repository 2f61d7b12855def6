import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { cloudAccounts } from '../../db/schema/index.ts';
import { claimJob, enqueueSync } from './sync-queue.repository.ts';
import { runSyncJob, type SyncDeps } from './sync.service.ts';

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
