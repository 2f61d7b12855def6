import type { FastifyBaseLogger } from 'fastify';
import type { PoolClient } from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import type { Deps } from '../lib/deps.ts';
import type { InvalidationMessage } from '../modules/identity/session-cache.ts';

const SESSIONS = 'ecloud_session_invalidate';
const UNREAD = 'ecloud_unread';
const LISTS = 'ecloud_list';

/**
 * Keeps the in-memory caches honest. Replicas on one PostgreSQL tell each other when a session
 * or user changes (so a logout on one is a logout on all at once), and the messages table's
 * trigger tells everyone when a user's unread count changes. PGlite delivers the trigger's
 * notifications within its one process the same way.
 */
export async function listenForInvalidations(
  database: DatabaseHandle,
  deps: Pick<Deps, 'sessions' | 'unread' | 'lists'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const onSession = (payload: string | undefined) => {
    try {
      if (payload) deps.sessions.apply(JSON.parse(payload) as InvalidationMessage);
    } catch (err) {
      log.warn({ err }, 'bad invalidation message');
    }
  };
  const onUnread = (payload: string | undefined) => {
    if (payload) deps.unread.delete(payload);
  };
  const onList = (payload: string | undefined) => {
    if (payload) deps.lists.changed(payload);
  };

  if (database.pglite) {
    const stops = [
      await database.pglite.listen(UNREAD, onUnread),
      await database.pglite.listen(LISTS, onList),
    ];
    // One process, one connection: a notification is handled before its writer's query
    // resolves (held by list-cache.api.test.ts), so no round trip is needed before a read.
    deps.lists.listening(async () => undefined);
    return async () => {
      deps.lists.deaf();
      for (const stop of stops) await stop();
    };
  }
  const pool = database.pool!;
  let client: PoolClient | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = await pool.connect();
    c.on('notification', (n) =>
      n.channel === LISTS
        ? onList(n.payload)
        : n.channel === UNREAD
          ? onUnread(n.payload)
          : onSession(n.payload),
    );
    c.on('error', (err) => {
      if (stopped || client !== c) return;
      // Notifications may have been missed while the connection was down: forget everything.
      log.warn({ err }, 'invalidation listener lost its connection; reconnecting');
      deps.sessions.clear();
      deps.unread.clear();
      deps.lists.deaf();
      c.release(true);
      client = undefined;
      const retry = (delay: number) =>
        setTimeout(() => {
          if (stopped) return;
          connect().catch(() => retry(Math.min(delay * 2, 30_000)));
        }, delay).unref();
      retry(500);
    });
    await c.query(`listen ${SESSIONS}`);
    await c.query(`listen ${UNREAD}`);
    await c.query(`listen ${LISTS}`);
    client = c;
    // Notifications committed before this round trip arrive ahead of its reply.
    deps.lists.listening(() => c.query('select 1'));
  };
  await connect();
  deps.sessions.publish = (msg) => {
    pool
      .query('select pg_notify($1, $2)', [SESSIONS, JSON.stringify(msg)])
      .catch((err: unknown) => {
        log.warn({ err }, 'could not publish invalidation; other replicas rely on the cache TTL');
      });
  };
  return async () => {
    stopped = true;
    deps.lists.deaf();
    deps.sessions.publish = () => undefined;
    if (!client) return;
    await client.query('unlisten *').catch(() => undefined);
    client.release();
  };
}
