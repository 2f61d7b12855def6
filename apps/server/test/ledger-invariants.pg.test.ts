// Runs only in the server-pg project: real concurrency on PostgreSQL, with connections killed.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { runWorkload } from './ledger-workload.ts';
import { audit } from './ledger-audit.ts';
import { copyPgTemplate } from './template-db.ts';

const copy = await copyPgTemplate(process.env.DATABASE_URL!);
const handle = openPostgres(copy.url, 24);
// The killer's own connection, to the same database.
const killer = new pg.Client({ connectionString: copy.url });
await killer.connect();

afterAll(async () => {
  await killer.end();
  // Every client went back to the pool, killed ones included (no leak to wait for here).
  expect(handle.pool!.totalCount).toBe(handle.pool!.idleCount);
  await handle.close();
});

describe('ledger invariants under concurrency and dropped connections (PostgreSQL)', () => {
  it('keeps every invariant and agrees with the reference model', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
    console.warn(`ledger invariants (PostgreSQL): seed ${seed} (replay with LEDGER_SEED=${seed})`);
    let kills = 0;
    const run = await runWorkload(handle.db, {
      seed,
      ops: 1_500,
      concurrency: 24,
      // One random backend of this database (not the killer's own) is terminated: mid-statement,
      // mid-transaction or between commit and reply.
      kill: async () => {
        const r = await killer.query(
          `select pg_terminate_backend(pid) as done from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and state <> 'idle' order by random() limit 1`,
        );
        kills += r.rows.length;
      },
    });
    console.warn(
      `ledger invariants: ${run.ops} operations, ${run.succeeded} calls succeeded, ${run.refused} refused, ` +
        `${run.duplicates} sent twice, ${kills} connections killed, ${run.transientRetries} retries`,
    );
    // The seed in each message, so a failure in CI can be replayed from the summary alone.
    const replay = `replay with LEDGER_SEED=${seed}`;
    expect(kills, replay).toBeGreaterThan(10);
    expect(run.transientRetries, replay).toBeGreaterThan(0);
    expect(run.succeeded, replay).toBeGreaterThan(1_000);
    expect(await audit(handle.db, run), replay).toEqual([]);
  }, 240_000); // a limit for a hang: 17 s idle, 69 s at load 13
});
