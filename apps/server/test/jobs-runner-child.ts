// A replica for jobs-runner.pg.test.ts: a job runner in a process of its own on the shared
// PostgreSQL. `work` runs test jobs (recording who ran what) until none is left; `hang` claims
// one and never finishes, to be killed as a crashed replica would be.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client.ts';
import { JobRunner, defineJob } from '../src/jobs/index.ts';

const [url, owner, mode] = process.argv.slice(2) as [string, string, 'work' | 'hang'];
const database = openPostgres(url, 4);
const { db } = database;

const kind = defineJob<{ n: number }>({
  name: 'test.proc',
  concurrency: 2,
  leaseMs: 1_500,
  run: async (job) => {
    if (mode === 'hang') return new Promise<void>(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    await db.execute(
      sql`insert into runner_test_runs (n, owner, attempt) values (${job.payload.n}, ${owner}, ${job.attempt})`,
    );
  },
});
const runner = new JobRunner({ db, now: () => new Date() }, { owner, pollMs: 100 }).register(kind);
await runner.start();
process.stdout.write('started\n');

const left = async () => {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from background_jobs where kind = 'test.proc'`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
};
const deadline = Date.now() + 20_000;
while (mode === 'work' && Date.now() < deadline && (await left()) > 0) {
  await new Promise((r) => setTimeout(r, 100));
}
if (mode === 'work') {
  await runner.stop();
  await database.close();
  process.exit(0);
}
