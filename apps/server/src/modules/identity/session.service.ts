import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type LoginFlag,
} from '@ecloud/contract';
import type { Deps } from '../../lib/deps.ts';
import type { AuthContext } from './auth-context.ts';
import { findSession, insertSession, revokeSession, touchSession } from './session.repository.ts';
import { hashToken, newToken } from './tokens.ts';

const MAX_TOKEN_LENGTH = 128;

const expired = (auth: AuthContext, now: number): boolean =>
  now - auth.lastSeenAt.getTime() > SESSION_IDLE_MS || now >= auth.expiresAt.getTime();

/** The session behind a token, or null when it is unknown, revoked or expired (-> 407). */
export async function resolveSession(deps: Deps, token: string): Promise<AuthContext | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const tokenHash = hashToken(token);
  const now = deps.now().getTime();
  let auth = deps.sessions.get(tokenHash, now);
  const readStartedAt = deps.sessions.generation();
  // Another replica may have seen the session more recently than our cached copy says.
  if (!auth || expired(auth, now)) auth = (await findSession(deps.db, tokenHash)) ?? undefined;
  if (!auth || expired(auth, now)) {
    deps.sessions.apply({ kind: 'token', id: tokenHash });
    return null;
  }
  if (now - auth.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const seen = new Date(now);
    await touchSession(deps.db, auth.sessionId, seen);
    auth = { ...auth, lastSeenAt: seen };
  }
  deps.sessions.set(tokenHash, auth, now, readStartedAt);
  return auth;
}

export async function openSession(
  deps: Deps,
  s: { userId: string; tenantId: string; loginFlag: LoginFlag; ip: string; userAgent: string },
): Promise<{ token: string; auth: AuthContext }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = deps.now();
  await insertSession(deps.db, {
    ...s,
    tokenHash,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  const auth = await findSession(deps.db, tokenHash);
  if (!auth) throw new Error('session vanished right after it was created');
  return { token, auth };
}

export async function closeSession(deps: Deps, tokenHash: string): Promise<void> {
  await revokeSession(deps.db, tokenHash, deps.now());
  deps.sessions.dropToken(tokenHash);
}
