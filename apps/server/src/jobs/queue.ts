import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { backgroundJobs } from '../db/schema/index.ts';

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;

/** The key a recurring kind's single row carries. */
export const SCHEDULE_KEY = 'schedule';

/**
 * Queues a job of a kind. With a key, a job of that kind and key already waiting or running
 * absorbs this one (answer null): "reseal once", "expire this voucher once".
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: unknown,
  opts: { now: Date; key?: string; runAfter?: Date },
): Promise<string | null> {
  const rows = await db
    .insert(backgroundJobs)
    .values({
      kind,
      key: opts.key ?? null,
      payload: payload ?? {},
      runAfter: opts.runAfter ?? opts.now,
      createdAt: opts.now,
      updatedAt: opts.now,
    })
    .onConflictDoNothing()
    .returning({ id: backgroundJobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims the next due job of a kind: a queued one whose time has come, or a running one whose
 * lease lapsed (its replica died; it runs again). FOR UPDATE SKIP LOCKED lets replicas claim
 * side by side without taking the same row.
 */
export async function claimNext(
  db: DbOrTx,
  kind: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<BackgroundJobRow | null> {
  const due = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.kind, kind),
        or(
          and(eq(backgroundJobs.state, 'queued'), lte(backgroundJobs.runAfter, now)),
          and(eq(backgroundJobs.state, 'running'), lt(backgroundJobs.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(asc(backgroundJobs.runAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(backgroundJobs)
    .set({
      state: 'running',
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${backgroundJobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(backgroundJobs.id, due))
    .returning();
  return row ?? null;
}

const ours = (id: string, owner: string) =>
  and(
    eq(backgroundJobs.id, id),
    eq(backgroundJobs.leaseOwner, owner),
    eq(backgroundJobs.state, 'running'),
  );

/** Extends the lease; false when the job is no longer ours (taken over after a stall). */
export async function renewLease(
  db: DbOrTx,
  id: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(ours(id, owner))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** A one-off job is done and gone; a recurring one waits for its next time. */
export async function completeJob(
  db: DbOrTx,
  id: string,
  owner: string,
  now: Date,
  everyMs: number | undefined,
): Promise<void> {
  if (everyMs === undefined) {
    await db.delete(backgroundJobs).where(ours(id, owner));
    return;
  }
  await db
    .update(backgroundJobs)
    .set({
      state: 'queued',
      attempts: 0,
      runAfter: new Date(now.getTime() + everyMs),
      leaseOwner: null,
      leaseUntil: null,
      lastError: null,
      updatedAt: now,
    })
    .where(ours(id, owner));
}

/**
 * A run failed: it is queued again after `retryAt`, or (retries used up) a one-off job is left
 * as 'failed' for someone to look at and a recurring one waits for its next time.
 */
export async function failJob(
  db: DbOrTx,
  id: string,
  owner: string,
  now: Date,
  error: string,
  next: { retryAt: Date } | { nextRunAt: Date } | 'give-up',
): Promise<void> {
  const common = { leaseOwner: null, leaseUntil: null, lastError: error, updatedAt: now };
  const set =
    next === 'give-up'
      ? { ...common, state: 'failed' }
      : 'retryAt' in next
        ? { ...common, state: 'queued', runAfter: next.retryAt }
        : { ...common, state: 'queued', runAfter: next.nextRunAt, attempts: 0 };
  await db.update(backgroundJobs).set(set).where(ours(id, owner));
}

/** Gives up an owner's leases (a clean stop) so another replica takes its jobs at once. */
export async function releaseLeases(db: DbOrTx, owner: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ leaseUntil: new Date(0) })
    .where(and(eq(backgroundJobs.leaseOwner, owner), eq(backgroundJobs.state, 'running')));
}
