import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TestClock, freshDatabase } from '../../test/harness.ts';
import { backgroundJobs } from '../db/schema/index.ts';
import { defineJob, enqueueJob, JobRunner, type JobKind } from './index.ts';
import { claimNext } from './queue.ts';

const database = await freshDatabase();
const clock = new TestClock();
afterAll(() => database.close());
const { db } = database;

let runners: JobRunner[] = [];
/** A runner on the shared database and clock, as another replica would run one. */
const runnerWith = (...kinds: JobKind[]) => {
  const r = new JobRunner({ db, now: clock.now }).register(...kinds);
  runners.push(r);
  return r;
};
afterAll(async () => {
  for (const r of runners) await r.stop();
  runners = [];
});

const rowsOf = (kind: string) =>
  db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, kind));

describe('job runner', () => {
  it('runs a job once when two runners claim side by side', async () => {
    const ran: string[] = [];
    const kind = (who: string) =>
      defineJob<{ n: number }>({
        name: 'test.once',
        concurrency: 4,
        run: async (job) => {
          ran.push(`${who}:${job.payload.n}`);
          await new Promise((r) => setTimeout(r, 5));
        },
      });
    const a = runnerWith(kind('a'));
    const b = runnerWith(kind('b'));
    for (let n = 0; n < 10; n++) await enqueueJob(db, 'test.once', { n }, { now: clock.now() });
    await Promise.all([a.drain(), b.drain()]);
    expect(ran.map((x) => x.split(':')[1]).sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 10 }, (_, n) => String(n)),
    );
    // A finished one-off job leaves no row behind.
    expect(await rowsOf('test.once')).toEqual([]);
  });

  it('folds a keyed job into the one already waiting', async () => {
    expect(await enqueueJob(db, 'test.keyed', {}, { now: clock.now(), key: 'k' })).not.toBeNull();
    expect(await enqueueJob(db, 'test.keyed', {}, { now: clock.now(), key: 'k' })).toBeNull();
    let runs = 0;
    await runnerWith(defineJob({ name: 'test.keyed', run: async () => void runs++ })).drain();
    expect(runs).toBe(1);
  });

  it('resumes a job whose runner died, once its lease lapses', async () => {
    const attempts: number[] = [];
    const kind = defineJob({
      name: 'test.crash',
      leaseMs: 30_000,
      run: async (job) => void attempts.push(job.attempt),
    });
    await enqueueJob(db, 'test.crash', {}, { now: clock.now() });
    // A replica claims it and dies: no completion, no renewal.
    expect(await claimNext(db, 'test.crash', 'dead-replica', clock.now(), 30_000)).not.toBeNull();
    const survivor = runnerWith(kind);
    expect(await survivor.drain()).toBe(0);
    clock.advance(29_000);
    expect(await survivor.drain()).toBe(0);
    clock.advance(2_000);
    expect(await survivor.drain()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await rowsOf('test.crash')).toEqual([]);
  });

  it('gives up a job whose runs keep ending with their process, without running it again', async () => {
    let runs = 0;
    const kind = defineJob({
      name: 'test.poison',
      retry: { attempts: 2 },
      run: async () => void runs++,
    });
    await enqueueJob(db, 'test.poison', {}, { now: clock.now() });
    for (const replica of ['dead-1', 'dead-2']) {
      expect(await claimNext(db, 'test.poison', replica, clock.now(), 30_000)).not.toBeNull();
      clock.advance(31_000);
    }
    expect(await runnerWith(kind).drain()).toBe(1);
    expect(runs).toBe(0);
    expect(await rowsOf('test.poison')).toMatchObject([
      { state: 'failed', attempts: 3, lastError: 'jobs.crashedTooOften' },
    ]);
  });

  it('retries a failing job with backoff, then leaves it failed when retries run out', async () => {
    let calls = 0;
    const kind = defineJob({
      name: 'test.retry',
      retry: { attempts: 3, backoffMs: (attempt) => attempt * 10_000 },
      run: async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    });
    const r = runnerWith(kind);
    await enqueueJob(db, 'test.retry', {}, { now: clock.now() });
    expect(await r.drain()).toBe(1);
    let [row] = await rowsOf('test.retry');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom 1' });
    expect(row!.runAfter.getTime() - clock.now().getTime()).toBeGreaterThan(9_000);
    // Not before its backoff (10 s after the first attempt, 20 s after the second).
    clock.advance(9_000);
    expect(await r.drain()).toBe(0);
    clock.advance(1_500);
    expect(await r.drain()).toBe(1);
    clock.advance(15_000);
    expect(await r.drain()).toBe(0);
    clock.advance(6_000);
    expect(await r.drain()).toBe(1);
    [row] = await rowsOf('test.retry');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
    clock.advance(3_600_000);
    expect(await r.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('runs a scheduled kind on its interval, once per interval across runners', async () => {
    let runs = 0;
    const kind = defineJob({ name: 'test.every', everyMs: 60_000, run: async () => void runs++ });
    const a = runnerWith(kind);
    const b = runnerWith(kind);
    await Promise.all([a.prepare(), b.prepare()]);
    expect(await rowsOf('test.every')).toHaveLength(1);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    clock.advance(30_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    clock.advance(31_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(2);
    expect(await rowsOf('test.every')).toMatchObject([{ state: 'queued', attempts: 0 }]);
  });

  it('runs start-up work once however many runners start together', async () => {
    let runs = 0;
    const kind = defineJob({ name: 'test.start', onStart: true, run: async () => void runs++ });
    const a = runnerWith(kind);
    const b = runnerWith(kind);
    await Promise.all([a.prepare(), b.prepare()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
  });

  it('gives its leases back on stop, so another runner resumes the job at once', async () => {
    let release!: () => void;
    const seen: string[] = [];
    const kind = (who: string) =>
      defineJob({
        name: 'test.stop',
        run: async (job) => {
          seen.push(who);
          if (who === 'a')
            await new Promise<void>((resolve, reject) => {
              release = resolve;
              job.signal.addEventListener('abort', () => reject(new Error('stopped')));
            });
        },
      });
    const a = new JobRunner({ db, now: clock.now }).register(kind('a'));
    const b = runnerWith(kind('b'));
    await enqueueJob(db, 'test.stop', {}, { now: clock.now() });
    expect(await a.tick()).toBe(1);
    await a.stop();
    expect(release).toBeTypeOf('function');
    expect(await b.drain()).toBe(1);
    expect(seen).toEqual(['a', 'b']);
    expect(await rowsOf('test.stop')).toEqual([]);
  });

  it('renews the lease while a long job runs', async () => {
    let finish!: () => void;
    const kind = defineJob({
      name: 'test.long',
      // Long enough that a busy machine's stalls (the suite runs lanes side by side) do not
      // let it lapse between renewals, which come every third of it.
      leaseMs: 1_000,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    const a = runnerWith(kind);
    await enqueueJob(db, 'test.long', {}, { now: clock.now() });
    expect(await a.tick()).toBe(1);
    const [before] = await rowsOf('test.long');
    await new Promise((r) => setTimeout(r, 1_500));
    const [after] = await rowsOf('test.long');
    expect(after!.leaseUntil!.getTime()).toBeGreaterThan(before!.leaseUntil!.getTime());
    // Still ours: another runner finds nothing to take over.
    expect(await runnerWith(kind).tick()).toBe(0);
    finish();
    await a.idle();
    expect(await rowsOf('test.long')).toEqual([]);
  });
});
