import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { InvalidationMessage, SessionCache } from '../modules/identity/session-cache.ts';

const CHANNEL = 'ecloud_session_invalidate';

/**
 * Replicas on one PostgreSQL tell each other when a session or user changes, so a logout on
 * one is a logout on all at once. PGlite has a single process, so there is nothing to tell.
 */
export async function listenForInvalidations(
  database: DatabaseHandle,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const pool = database.pool;
  if (!pool) return async () => undefined;
  const client = await pool.connect();
  client.on('notification', (n) => {
    try {
      if (n.payload) cache.apply(JSON.parse(n.payload) as InvalidationMessage);
    } catch (err) {
      log.warn({ err }, 'bad invalidation message');
    }
  });
  await client.query(`listen ${CHANNEL}`);
  cache.publish = (msg) => {
    pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(msg)]).catch((err: unknown) => {
      log.warn({ err }, 'could not publish invalidation; other replicas rely on the cache TTL');
    });
  };
  return async () => {
    cache.publish = () => undefined;
    await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
    client.release();
  };
}
