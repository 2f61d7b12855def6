import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * A transaction that survives killed connections. drizzle-orm 0.45's node-postgres transaction
 * checks a client out of the pool and sends BEGIN before its try block, so a connection lost at
 * BEGIN never goes back to the pool, and a broken client is released as if healthy. Here the
 * client is checked out by us, always released, and destroyed when its connection failed.
 * On PGlite (one in-process connection) drizzle's own transaction is used.
 */
export async function transaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  // Locks are taken in a fixed order, but a cycle through rows of different tenants (a parent's
  // appropriation against a partner's rebate row) cannot be ruled out entirely; PostgreSQL then
  // aborts one transaction, which is safe to run again from the start.
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(pool, work);
    } catch (e) {
      if (attempt >= 5 || !RETRYABLE.has(sqlStateOf(e) ?? '')) throw e;
    }
  }
}

const RETRYABLE = new Set(['40P01', '40001']);
const sqlStateOf = (e: unknown): string | undefined => {
  const code = (e as { code?: unknown }).code ?? (e as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : undefined;
};

async function once<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (e: Error) => {
    broken = e;
  };
  client.on('error', onError);
  try {
    // No schema: relational queries are not used in billing, and extracting the schema's
    // relations costs about half a millisecond per transaction.
    const single = drizzle({ client }) as unknown as Database;
    return await single.transaction(work);
  } catch (e) {
    // Server-side errors (a constraint, a deadlock) leave the connection usable; anything
    // without a SQLSTATE means the connection itself failed.
    const sqlState = sqlStateOf(e);
    if (
      !(e instanceof AppError) &&
      (!sqlState || sqlState.startsWith('57P') || sqlState.startsWith('08'))
    ) {
      broken ??= e instanceof Error ? e : new Error(String(e));
    }
    throw e;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
