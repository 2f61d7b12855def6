import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { nameStatements } from './named-statements.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL outside Drizzle (migrations lock, test resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The raw client, for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  pglite?: PGlite;
}

export const STATEMENT_TIMEOUT_MS = 30_000;

/** PostgreSQL over node-postgres. */
export function openPostgres(url: string, max = 20): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS * 2,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A client checked out (e.g. inside a transaction) whose connection is killed between queries
  // emits 'error' on itself; unhandled, that would crash the process. The query in flight (or
  // the next one) fails instead, and the pool discards the client.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  nameStatements(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** pg_trgm: the inventory's substring search uses a trigram index (migrations 0003, 0009). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite runs each statement on this thread, and a chain of awaited statements resolves from
 * one to the next without the event loop reaching its sockets: a job's hundred statements ran
 * as one block, and a request arriving meanwhile waited for all of them (up to 25-40 s at the
 * first start). Each statement (or transaction) outside a transaction now first lets the loop
 * take in what has arrived, so a request's statement queues behind at most the one running.
 */
function takeTurns(client: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const wrap = <F extends (...args: never[]) => Promise<unknown>>(f: F): F =>
    (async (...args: Parameters<F>) => {
      await turn();
      return f(...args);
    }) as F;
  client.query = wrap(client.query.bind(client));
  client.exec = wrap(client.exec.bind(client));
  client.transaction = wrap(client.transaction.bind(client));
}

/** The embedded default: PGlite keeping its files in `dir` (or in memory when dir is null). */
export async function openPglite(dir: string | null): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const options = { extensions: PGLITE_EXTENSIONS };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  takeTurns(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
