import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { SessionCache } from '../modules/identity/session-cache.ts';
import type { TtlCache } from './ttl-cache.ts';
import type { ListCache } from './list-cache.ts';
import type { Keyring } from '../cloud/secrets.ts';

/** What services need from the world. Tests build their own, with a clock they can move. */
export interface Deps {
  db: Database;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  sessions: SessionCache;
  /** Unread counts by user id; dropped by the messages table's NOTIFY trigger. */
  unread: TtlCache<number>;
  /** Answers of busy lists; dropped by the NOTIFY triggers of the tables they read. */
  lists: ListCache;
  /** Seals and opens cloud secrets (AES-256-GCM). */
  keyring: Keyring;
}
