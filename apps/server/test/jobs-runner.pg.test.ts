// Runs only in the server-pg project: runners in separate processes share one PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client.ts';
import { enqueueJob } from '../src/jobs/index.ts';
import { copyPgTemplate } from './template-db.ts';
import { eventually } from './harness.ts';

const copy = await copyPgTemplate(process.env.DATABASE_URL!);
const url = copy.url;
const database = openPostgres(url, 4);
const { db } = database;
await db.execute(sql`create table runner_test_runs (n int, owner text, attempt int)`);

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await database.close();
});

const child = fileURLToPath(new URL('./jobs-runner-child.ts', import.meta.url));
/** A replica in a process of its own; resolves when it has started its runner. */
function replica(owner: string, mode: 'work' | 'hang') {
  const p = spawn(process.execPath, ['--import', 'tsx', child, url, owner, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(p);
  const exited = new Promise<number | null>((resolve) => p.on('exit', (code) => resolve(code)));
  const started = new Promise<void>((resolve) =>
    p.stdout.on('data', (d: Buffer) => d.toString().includes('started') && resolve()),
  );
  return { p, exited, started };
}

const runs = async () =>
  (
    (await db.execute(
      sql`select n, owner, attempt from runner_test_runs order by n`,
    )) as unknown as {
      rows: { n: number; owner: string; attempt: number }[];
    }
  ).rows;

describe('job runners in several processes on one PostgreSQL', () => {
  it('runs each job exactly once across three replicas', async () => {
    for (let n = 0; n < 60; n++) await enqueueJob(db, 'test.proc', { n }, { now: new Date() });
    const replicas = ['p1', 'p2', 'p3'].map((o) => replica(o, 'work'));
    expect(await Promise.all(replicas.map((r) => r.exited))).toEqual([0, 0, 0]);
    const done = await runs();
    expect(done.map((r) => r.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  }, 60_000);

  it('resumes the job of a replica killed mid-run, after its lease lapses', async () => {
    await db.execute(sql`delete from runner_test_runs`);
    await enqueueJob(db, 'test.proc', { n: 100 }, { now: new Date() });
    const crasher = replica('crasher', 'hang');
    await crasher.started;
    const owner = async () =>
      (
        (await db.execute(
          sql`select lease_owner from background_jobs where kind = 'test.proc'`,
        )) as unknown as { rows: { lease_owner: string | null }[] }
      ).rows[0]?.lease_owner ?? null;
    expect(await eventually(owner, 'crasher')).toBe('crasher');
    crasher.p.kill('SIGKILL');
    await crasher.exited;
    const survivor = replica('survivor', 'work');
    expect(await survivor.exited).toBe(0);
    expect(await runs()).toEqual([{ n: 100, owner: 'survivor', attempt: 2 }]);
  }, 60_000);
});
