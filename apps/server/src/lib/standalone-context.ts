import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { createKeyring, type Keyring } from '../cloud/secrets.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { SessionCache } from '../modules/identity/session-cache.ts';
import type { Deps } from './deps.ts';
import type { ServiceContext } from './request-context.ts';
import { TtlCache } from './ttl-cache.ts';
import { ListCache } from './list-cache.ts';

/**
 * Deps for work that runs with a database and no server (the demo seed, the ledger's invariant
 * workload), to build a `systemContext` on. Caches are the real ones, the log is silent, and
 * the keyring is the caller's or a throwaway one.
 */
export function standaloneDeps(
  db: Database,
  opts: { now?: () => Date; keyring?: Keyring } = {},
): Deps {
  return {
    db,
    config: loadConfig({}),
    now: opts.now ?? (() => new Date()),
    log: pino({ level: 'silent' }),
    sessions: new SessionCache(),
    unread: new TtlCache<number>(60_000),
    lists: new ListCache(),
    keyring: opts.keyring ?? createKeyring(randomBytes(32)),
  };
}

/** The same context at another moment: history is written (and replayed) at its own time. */
export const atMoment = (ctx: ServiceContext, when: Date): ServiceContext => ({
  ...ctx,
  deps: { ...ctx.deps, now: () => when },
});
