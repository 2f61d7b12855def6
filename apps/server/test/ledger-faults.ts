import { AppError } from '../src/lib/errors.ts';
import { seededRandom } from '../src/lib/seeded-random.ts';

// The connection faults of the ledger's invariant workload (ledger-workload.ts): which errors a
// call retries with its key, and the killer that causes them on PostgreSQL.

/** A lost or killed connection, a deadlock or a serialisation failure: retried with the same key. */
export const isTransient = (e: unknown): boolean => {
  if (e instanceof AppError) return false;
  const text = (x: unknown): string =>
    x instanceof Error
      ? `${x.message} ${(x as { code?: string }).code ?? ''} ${text(x.cause)}`
      : '';
  return /terminat|Connection|ECONNRESET|EPIPE|57P01|57P02|57P03|08006|08003|40P01|40001|Client has encountered|timeout exceeded/i.test(
    text(e),
  );
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls `kill` after every 2-8 operations started (`started()`), until `stop` is called; resolves
 * when it has stopped. Kills are paced by the operations, not by the clock: paced by time, a
 * loaded machine got four times the kills for the same work, and every kill's retry slowed it
 * further (1,098 kills and 108 s at load 13 against about 300 and 15 s idle, near the test's
 * time limit). It draws from a generator of its own, so the operations' draws do not depend on
 * timing.
 */
export function pacedKiller(seed: number, started: () => number, kill: () => Promise<void>) {
  const rand = seededRandom(seed + 1);
  let killing = true;
  const done = (async () => {
    let due = 0;
    while (killing) {
      due += 2 + Math.floor(rand() * 7);
      while (killing && started() < due) await sleep(5);
      // A random moment within the operations in flight: mid-statement, mid-transaction or
      // between commit and reply.
      await sleep(Math.floor(rand() * 20));
      if (killing) await kill().catch(() => undefined);
    }
  })();
  return {
    stop: () => {
      killing = false;
      return done;
    },
  };
}
