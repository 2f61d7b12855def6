import type { Database, Tx } from '../db/client.ts';
import type { MessageKey } from './i18n.ts';
import type { ServiceContext } from './request-context.ts';
import { notFound } from './errors.ts';

/** The ids a batch call acts on, each once (a repeated id is still one row). */
export const distinct = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * A batch call acts on all of its ids or on none. An id that is not the caller's (another
 * tenant's, another user's, or no row at all) is unknown: the call answers 404, and because
 * this is thrown inside the service's transaction, whatever the call already changed is
 * rolled back. A foreign id thus looks exactly like one that never existed.
 */
export function requireAll(found: number, ids: readonly string[], key: MessageKey): void {
  if (found !== ids.length) throw notFound(key);
}

/**
 * Runs a batch change in one transaction and keeps it only if it reached every id (`act`
 * answers how many rows it changed, each id once); otherwise 404 and nothing changed.
 */
export function allOrNone<R extends { affected: number }>(
  db: Database,
  ids: readonly string[],
  key: MessageKey,
  act: (tx: Tx, ids: string[]) => Promise<R>,
): Promise<R> {
  const each = distinct(ids);
  return db.transaction(async (tx) => {
    const result = await act(tx, each);
    requireAll(result.affected, each, key);
    return result;
  });
}

/** `allOrNone` over the caller's tenant's rows: `act` changes those among `ids`, answering how many. */
export const allOfTenant = (
  ctx: ServiceContext,
  ids: readonly string[],
  key: MessageKey,
  act: (tx: Tx, tenantId: string, ids: string[]) => Promise<number>,
): Promise<{ affected: number }> =>
  allOrNone(ctx.deps.db, ids, key, async (tx, each) => ({
    affected: await act(tx, ctx.auth.user.tenantId, each),
  }));
