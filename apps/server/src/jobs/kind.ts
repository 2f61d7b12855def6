import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** What the runner itself needs: the database its queue lives in, a clock, a logger. */
export interface RunnerDeps {
  db: Database;
  now: () => Date;
  log?: FastifyBaseLogger;
}

/** One run of a job, as its handler sees it. */
export interface JobRun<P> {
  id: string;
  payload: P;
  /** 1 on the first run; a retry or a take-over after a crash counts up. */
  attempt: number;
  /** Aborts when the runner stops or the lease is lost: stop between steps. */
  signal: AbortSignal;
}

export interface RetryPolicy {
  /** Runs in all, the first included, before a one-off job is left as 'failed'. */
  attempts: number;
  /** Wait before run number attempt + 1. */
  backoffMs(attempt: number): number;
}

/** Doubling from 5 s, at most 10 minutes. */
export const exponentialBackoff =
  (baseMs = 5_000, maxMs = 600_000) =>
  (attempt: number): number =>
    Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: exponentialBackoff() };
export const DEFAULT_LEASE_MS = 30_000;

/**
 * A kind of work kept in the runner's own table (background_jobs). A domain registers one with
 * `defineJob` in its `<domain>.jobs.ts`; it queues jobs with `enqueueJob`, or gives `everyMs`
 * for work that recurs, or `onStart` for work each start asks for once.
 */
export interface TableJobDefinition<P> {
  name: string;
  run(job: JobRun<P>): Promise<void>;
  /** Recurs this often; one row per kind, claimed by one replica per run. */
  everyMs?: number;
  /** Queued when a runner starts (deduplicated: replicas starting together run it once). */
  onStart?: boolean;
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** Claim length without renewal; the runner renews it every third of it (default 30 s). */
  leaseMs?: number;
}

export interface TableJobKind {
  source: 'table';
  name: string;
  run(job: JobRun<unknown>): Promise<void>;
  everyMs?: number;
  onStart: boolean;
  concurrency: number;
  retry: RetryPolicy;
  leaseMs: number;
}

/**
 * A kind whose jobs live in a table of its domain because the product shows them (sync's jobs
 * carry progress and history the console reads). It brings its own claim, which must take each
 * job once across replicas (FOR UPDATE SKIP LOCKED) and hand back lapsed leases; the runner
 * gives it the loop, the concurrency and the shutdown.
 */
export interface QueueJobKind {
  source: 'queue';
  name: string;
  concurrency: number;
  claim(owner: string): Promise<{ id: string } | null>;
  run(job: { id: string }, owner: string, signal: AbortSignal): Promise<unknown>;
  /** Gives up this owner's leases at shutdown, so another replica resumes them at once. */
  release(owner: string): Promise<void>;
}

export type JobKind = TableJobKind | QueueJobKind;

/** A kind for the runner's table. Payloads travel as JSON: P must survive JSON.stringify. */
export function defineJob<P>(def: TableJobDefinition<P>): TableJobKind {
  return {
    source: 'table',
    name: def.name,
    run: (job) => def.run(job as JobRun<P>),
    everyMs: def.everyMs,
    onStart: def.onStart ?? false,
    concurrency: def.concurrency ?? 1,
    retry: { ...DEFAULT_RETRY, ...def.retry },
    leaseMs: def.leaseMs ?? DEFAULT_LEASE_MS,
  };
}

/**
 * Recurring (or at-start) work that counts what it did: the count is logged at info, under
 * `counted`, only when it did something, so an idle sweep writes nothing.
 */
export function defineSweep(
  log: FastifyBaseLogger,
  def: Omit<TableJobDefinition<unknown>, 'run' | 'concurrency' | 'retry'> & {
    sweep(): Promise<number>;
    counted: string;
    message: string;
  },
): TableJobKind {
  const { sweep, counted, message, ...rest } = def;
  return defineJob({
    ...rest,
    run: async () => {
      const n = await sweep();
      if (n > 0) log.info({ [counted]: n }, message);
    },
  });
}

/** A kind with a queue of its own (see QueueJobKind). */
export function defineQueueJob<J extends { id: string }>(def: {
  name: string;
  concurrency?: number;
  claim(owner: string): Promise<J | null>;
  run(job: J, owner: string, signal: AbortSignal): Promise<unknown>;
  release(owner: string): Promise<void>;
}): QueueJobKind {
  return {
    source: 'queue',
    name: def.name,
    concurrency: def.concurrency ?? 1,
    claim: def.claim,
    run: (job, owner, signal) => def.run(job as J, owner, signal),
    release: def.release,
  };
}
