import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness.ts';
import { runWorkload } from '../../../test/ledger-workload.ts';
import { audit } from '../../../test/ledger-audit.ts';

// The PGlite variant: one connection, so operations interleave between statements rather than
// run in parallel; the PostgreSQL variant (test/ledger-invariants.pg.test.ts) adds real
// concurrency and killed connections.
const database = await freshDatabase();
afterAll(() => database.close());

describe('ledger invariants under random operations (PGlite)', () => {
  it('keeps every invariant and agrees with the reference model', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
    console.warn(`ledger invariants (PGlite): seed ${seed} (replay with LEDGER_SEED=${seed})`);
    const run = await runWorkload(database.db, { seed, ops: 300, concurrency: 4 });
    expect(run.succeeded).toBeGreaterThan(150);
    expect(run.duplicates).toBeGreaterThan(15);
    expect(await audit(database.db, run)).toEqual([]);
  }, 120_000);
});
