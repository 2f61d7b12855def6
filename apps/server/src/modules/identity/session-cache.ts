import { TtlCache } from '../../lib/ttl-cache.ts';
import type { AuthContext } from './auth-context.ts';

export type InvalidationMessage = { kind: 'token'; id: string } | { kind: 'user'; id: string };

/**
 * Resolved sessions kept briefly in memory, so the unread-count poll of every signed-in user
 * does not cost a join per request. Anything that changes a session or a user drops its
 * entries here and, through `publish`, on the other replicas (PostgreSQL NOTIFY); the TTL
 * bounds staleness should a notification be lost.
 */
export class SessionCache extends TtlCache<AuthContext> {
  publish: (msg: InvalidationMessage) => void = () => undefined;

  constructor(ttlMs = 10_000, max = 100_000) {
    super(ttlMs, max);
  }

  dropToken(tokenHash: string): void {
    this.apply({ kind: 'token', id: tokenHash });
    this.publish({ kind: 'token', id: tokenHash });
  }

  dropUser(userId: string): void {
    this.apply({ kind: 'user', id: userId });
    this.publish({ kind: 'user', id: userId });
  }

  /** A message from another replica (or our own, echoed back): apply, do not republish. */
  apply(msg: InvalidationMessage): void {
    if (msg.kind === 'token') this.delete(msg.id);
    else this.deleteWhere((auth) => auth.user.id === msg.id);
  }
}
