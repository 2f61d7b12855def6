import { randomUUID } from 'node:crypto';
import type { JobKind, QueueJobKind, RunnerDeps, TableJobKind } from './kind.ts';
import {
  SCHEDULE_KEY,
  claimNext,
  completeJob,
  enqueueJob,
  failJob,
  releaseLeases,
  renewLease,
  type BackgroundJobRow,
} from './queue.ts';

/** How often an idle runner looks for due jobs. */
export const POLL_MS = 1_000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Runs every registered kind of background work in this process. It knows no domain: each
 * `<domain>.jobs.ts` hands it kinds, and it claims their due jobs (each once across replicas),
 * keeps their leases alive while they run, retries failures with backoff, reschedules
 * recurring work and, on stop, gives its leases back so another replica resumes them at once.
 * A process that dies instead leaves its leases to lapse; then another runner takes the jobs.
 */
export class JobRunner {
  readonly owner: string;
  private readonly kinds = new Map<string, JobKind>();
  private readonly running = new Map<string, Set<Promise<void>>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly deps: RunnerDeps,
    private readonly opts: { owner?: string; pollMs?: number } = {},
  ) {
    this.owner = opts.owner ?? `runner-${randomUUID()}`;
  }

  register(...kinds: readonly JobKind[]): this {
    for (const kind of kinds) {
      if (this.kinds.has(kind.name)) throw new Error(`job kind registered twice: ${kind.name}`);
      this.kinds.set(kind.name, kind);
      this.running.set(kind.name, new Set());
    }
    return this;
  }

  /** Makes sure recurring kinds have their row and start-up work is queued. */
  async prepare(): Promise<void> {
    const now = this.deps.now();
    for (const kind of this.tableKinds()) {
      if (kind.everyMs !== undefined)
        await enqueueJob(this.deps.db, kind.name, {}, { now, key: SCHEDULE_KEY });
      if (kind.onStart) await enqueueJob(this.deps.db, kind.name, {}, { now, key: 'start' });
    }
  }

  /** Prepares, then looks for due jobs every poll interval until stopped. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.prepare();
    const loop = async () => {
      try {
        await this.tick();
      } catch (err) {
        this.deps.log?.error({ err }, 'job runner tick failed');
      }
      if (!this.abort.signal.aborted)
        this.timer = setTimeout(() => void loop(), this.opts.pollMs ?? POLL_MS);
    };
    this.timer = setTimeout(() => void loop(), 0);
  }

  /** Claims due jobs up to each kind's concurrency and starts them; returns how many started. */
  async tick(): Promise<number> {
    let started = 0;
    for (const kind of this.kinds.values()) {
      const running = this.running.get(kind.name)!;
      while (running.size < kind.concurrency && !this.abort.signal.aborted) {
        const claimed = await this.claim(kind);
        if (!claimed) break;
        const p: Promise<void> = claimed.done.finally(() => running.delete(p));
        running.add(p);
        started++;
      }
    }
    return started;
  }

  /** Runs due jobs until none is left (tests, the demo seed); returns how many ran. */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const started = await this.tick();
      await this.idle();
      if (started === 0) return ran;
      ran += started;
    }
  }

  /** Waits for the jobs running now. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()].flatMap((s) => [...s]));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    clearTimeout(this.timer);
    await this.idle();
    // Jobs stop between steps; giving their leases back lets another replica (or this one,
    // restarted) resume them at once rather than after the lease lapses.
    await releaseLeases(this.deps.db, this.owner);
    for (const kind of this.kinds.values())
      if (kind.source === 'queue') await kind.release(this.owner);
  }

  private tableKinds(): TableJobKind[] {
    return [...this.kinds.values()].filter((k): k is TableJobKind => k.source === 'table');
  }

  /** Claims one job of the kind and starts it; null when none is due. */
  private async claim(kind: JobKind): Promise<{ done: Promise<void> } | null> {
    if (kind.source === 'queue') return this.claimQueued(kind);
    const row = await claimNext(this.deps.db, kind.name, this.owner, this.deps.now(), kind.leaseMs);
    return row ? { done: this.runRow(kind, row) } : null;
  }

  private async claimQueued(kind: QueueJobKind): Promise<{ done: Promise<void> } | null> {
    const job = await kind.claim(this.owner);
    if (!job) return null;
    const done = kind
      .run(job, this.owner, this.abort.signal)
      .then(() => undefined)
      // The job's lease lapses and another runner resumes it; its queue keeps its progress.
      .catch((err: unknown) =>
        this.deps.log?.error({ err, kind: kind.name, jobId: job.id }, 'job crashed'),
      );
    return { done };
  }

  private async runRow(kind: TableJobKind, row: BackgroundJobRow): Promise<void> {
    const { db } = this.deps;
    if (row.attempts > kind.retry.attempts) {
      // Its runs so far ended with their process (each crash counts): running it again would
      // take down replica after replica.
      const now = this.deps.now();
      const next =
        kind.everyMs === undefined
          ? ('give-up' as const)
          : { nextRunAt: new Date(now.getTime() + kind.everyMs) };
      this.deps.log?.error({ kind: kind.name, jobId: row.id }, 'job given up after crashes');
      await failJob(db, row.id, this.owner, now, 'jobs.crashedTooOften', next);
      return;
    }
    const local = new AbortController();
    const onStop = () => local.abort();
    this.abort.signal.addEventListener('abort', onStop);
    let lost = false;
    const renew = setInterval(() => {
      renewLease(db, row.id, this.owner, this.deps.now(), kind.leaseMs)
        .then((ok) => {
          if (!ok) {
            lost = true;
            local.abort();
          }
        })
        .catch((err: unknown) =>
          this.deps.log?.warn({ err, jobId: row.id }, 'lease renewal failed'),
        );
    }, kind.leaseMs / 3);
    try {
      await kind.run({
        id: row.id,
        payload: row.payload,
        attempt: row.attempts,
        signal: local.signal,
      });
      if (!lost) await completeJob(db, row.id, this.owner, this.deps.now(), kind.everyMs);
    } catch (err) {
      // Stopped or taken over: not a failure of the job; the lease goes back or has gone.
      if (lost || this.abort.signal.aborted) return;
      const now = this.deps.now();
      const next =
        row.attempts < kind.retry.attempts
          ? { retryAt: new Date(now.getTime() + kind.retry.backoffMs(row.attempts)) }
          : kind.everyMs !== undefined
            ? { nextRunAt: new Date(now.getTime() + kind.everyMs) }
            : ('give-up' as const);
      this.deps.log?.warn(
        { err, kind: kind.name, jobId: row.id, attempt: row.attempts },
        'job failed',
      );
      await failJob(db, row.id, this.owner, now, messageOf(err), next).catch((e: unknown) =>
        this.deps.log?.error({ err: e, jobId: row.id }, 'could not record a job failure'),
      );
    } finally {
      clearInterval(renew);
      this.abort.signal.removeEventListener('abort', onStop);
    }
  }
}
