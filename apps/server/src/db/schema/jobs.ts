import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow, primaryId, ts, updatedNow } from './columns.ts';

/**
 * The job runner's queue (jobs/): one row per job of any registered kind. A runner claims a
 * due row with FOR UPDATE SKIP LOCKED and holds a lease it renews while the handler runs, so a
 * job is run by one replica at a time and taken over when its replica dies. A scheduled kind
 * keeps one row that goes back to 'queued' with the next run time after each run.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: primaryId(),
    kind: text('kind').notNull(),
    /** Deduplication key: one waiting or running job per (kind, key). */
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** queued | running | failed (retries used up); a finished one-off job is deleted. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: ts('run_after').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [
    uniqueIndex('background_jobs_one_pending')
      .on(t.kind, t.key)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('background_jobs_due')
      .on(t.kind, t.runAfter)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
