import { isUniqueViolation } from '../cloud/db-errors.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { syncJobs } from '../../db/schema/index.ts';

/** How long a claim lasts without a heartbeat; a replica that dies loses its jobs after this. */
export const LEASE_MS = 30_000;

export type SyncTrigger = 'added' | 'manual' | 'interval' | 'action';
export type SyncJobRow = typeof syncJobs.$inferSelect;

/**
 * Queues a sync of an account, or merges into the one already waiting (a full sync covers
 * any scope; scopes add up). Returns the waiting job.
 */
export async function enqueueSync(
  db: DbOrTx,
  job: {
    tenantId: string;
    accountId: string;
    trigger: SyncTrigger;
    now: Date;
    scope?: string[];
    runAfter?: Date;
  },
): Promise<SyncJobRow> {
  const scope = job.scope ?? [];
  const [row] = await db
    .insert(syncJobs)
    .values({
      tenantId: job.tenantId,
      accountId: job.accountId,
      trigger: job.trigger,
      scope,
      queuedAt: job.now,
      runAfter: job.runAfter ?? job.now,
    })
    .onConflictDoUpdate({
      target: syncJobs.accountId,
      targetWhere: sql`${syncJobs.state} = 'queued'`,
      set: {
        scope: sql`case when jsonb_array_length(${syncJobs.scope}) = 0 or jsonb_array_length(excluded.scope) = 0 then '[]'::jsonb else (select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements(${syncJobs.scope} || excluded.scope) v) end`,
        runAfter: sql`least(${syncJobs.runAfter}, excluded.run_after)`,
        // A person asking outranks the interval in what the console shows.
        trigger: sql`case when excluded.trigger in ('manual', 'added') then excluded.trigger else ${syncJobs.trigger} end`,
      },
    })
    .returning();
  return row!;
}

/**
 * Claims the next due job: a queued one whose account has no running job, or a running one
 * whose lease lapsed (resumed where it stopped). FOR UPDATE SKIP LOCKED lets replicas claim
 * side by side; the one-running-per-account index settles the rare race between a lapsed job
 * and a queued one of the same account (the loser gets a unique violation and tries later).
 */
export async function claimJob(db: DbOrTx, owner: string, now: Date): Promise<SyncJobRow | null> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  try {
    const rows = await db.execute<{ id: string }>(sql`
      update sync_jobs set
        state = 'running',
        lease_owner = ${owner},
        lease_until = ${leaseUntil.toISOString()}::timestamptz,
        started_at = coalesce(started_at, ${now.toISOString()}::timestamptz),
        attempts = attempts + 1
      where id = (
        select j.id from sync_jobs j
        where (
          (j.state = 'running' and j.lease_until < ${now.toISOString()}::timestamptz)
          or (
            j.state = 'queued' and j.run_after <= ${now.toISOString()}::timestamptz
            and not exists (
              select 1 from sync_jobs r where r.account_id = j.account_id and r.state = 'running'
            )
          )
        )
        order by (j.state = 'running') desc, j.run_after
        limit 1
        for update skip locked
      )
      returning id`);
    const id = rowsOf<{ id: string }>(rows)[0]?.id;
    if (!id) return null;
    const [job] = await db.select().from(syncJobs).where(eq(syncJobs.id, id));
    return job ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** node-postgres answers { rows }, PGlite answers { rows } too; both typed loosely by Drizzle. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Extends the lease; false when the job is no longer ours (taken over after a stall). */
export async function heartbeat(
  db: DbOrTx,
  jobId: string,
  owner: string,
  now: Date,
  progress: Partial<typeof syncJobs.$inferInsert> = {},
): Promise<boolean> {
  const rows = await db
    .update(syncJobs)
    .set({ ...progress, leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(eq(syncJobs.id, jobId), eq(syncJobs.leaseOwner, owner), eq(syncJobs.state, 'running')),
    )
    .returning({ id: syncJobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: DbOrTx,
  jobId: string,
  owner: string,
  now: Date,
  result: Partial<typeof syncJobs.$inferInsert> & { state: 'succeeded' | 'partial' | 'failed' },
): Promise<boolean> {
  const rows = await db
    .update(syncJobs)
    .set({ ...result, finishedAt: now, leaseOwner: null, leaseUntil: null, current: null })
    .where(and(eq(syncJobs.id, jobId), eq(syncJobs.leaseOwner, owner)))
    .returning({ id: syncJobs.id });
  return rows.length > 0;
}
