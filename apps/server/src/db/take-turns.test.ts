import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client.ts';

describe('PGlite takes turns between statements', () => {
  it('lets a request in between a job’s chained statements, not after all of them', async () => {
    const handle = await openPglite(null);
    try {
      const order: string[] = [];
      // A job: statements awaited one after another, nothing else awaited between them (the
      // demo's backfill and the metric poller are such chains).
      const job = (async () => {
        for (let i = 0; i < 20; i++) {
          await handle.db.execute(sql`select pg_sleep(0.01)`);
          order.push(`job ${i}`);
        }
      })();
      // A request arriving while the job runs: a timer, as a socket's data would be.
      const request = new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          handle.db
            .execute(sql`select 1`)
            .then(() => order.push('request'))
            .then(() => resolve(), reject);
        }, 1),
      );
      await Promise.all([job, request]);
      // Without turns the whole chain runs before the loop fires the timer: 'request' is last.
      expect(order.indexOf('request')).toBeLessThan(order.length - 1);
      expect(order.indexOf('request')).toBeLessThan(5);
    } finally {
      await handle.close();
    }
    // A fresh in-memory PGlite runs initdb first: about 4 s of CPU, 28-31 s in a loaded CI run.
  }, 120_000);
});
