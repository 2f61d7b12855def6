import type { AuthContext } from './auth-context.ts';

export type InvalidationMessage = { kind: 'token'; id: string } | { kind: 'user'; id: string };

/**
 * Resolved sessions kept briefly in memory, so the unread-count poll of every signed-in user
 * does not cost a join per request. Anything that changes a session or a user drops its
 * entries here and, through `publish`, on the other replicas (PostgreSQL NOTIFY); the TTL
 * bounds staleness should a notification be lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, { auth: AuthContext; at: number }>();
  publish: (msg: InvalidationMessage) => void = () => undefined;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly max = 100_000,
  ) {}

  get(tokenHash: string, nowMs: number): AuthContext | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (nowMs - hit.at > this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.auth;
  }

  set(tokenHash: string, auth: AuthContext, nowMs: number): void {
    if (this.entries.size >= this.max) {
      // Map keeps insertion order: drop the oldest tenth.
      let n = Math.ceil(this.max / 10);
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--n <= 0) break;
      }
    }
    this.entries.set(tokenHash, { auth, at: nowMs });
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
    if (msg.kind === 'token') {
      this.entries.delete(msg.id);
      return;
    }
    for (const [key, value] of this.entries) if (value.auth.user.id === msg.id) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
