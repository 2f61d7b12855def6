import { describe, expect, it } from 'vitest';
import type { AuthContext } from './auth-context.ts';
import { SessionCache, type InvalidationMessage } from './session-cache.ts';

const auth = (userId: string): AuthContext => ({
  sessionId: `s-${userId}`,
  tokenHash: `h-${userId}`,
  loginFlag: 1,
  lastSeenAt: new Date(0),
  expiresAt: new Date(0),
  user: {
    id: userId,
    tenantId: 't',
    tenantName: 'T',
    tenantKind: 'enterprise',
    username: userId,
    name: userId,
    accountType: 0,
    customType: 1,
    loginNum: 1,
  },
  roles: [],
  authCodes: 'all',
});

describe('session cache', () => {
  it('forgets entries after its TTL', () => {
    const cache = new SessionCache(1000);
    cache.set('a', auth('u1'), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('drops a token or every session of a user, and tells the other replicas', () => {
    const cache = new SessionCache();
    const sent: InvalidationMessage[] = [];
    cache.publish = (m) => sent.push(m);
    cache.set('a', auth('u1'), 0);
    cache.set('b', auth('u1'), 0);
    cache.set('c', auth('u2'), 0);
    cache.dropUser('u1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.dropToken('c');
    expect(cache.get('c', 1)).toBeUndefined();
    expect(sent).toEqual([
      { kind: 'user', id: 'u1' },
      { kind: 'token', id: 'c' },
    ]);
  });

  it('applies messages from other replicas without echoing them', () => {
    const cache = new SessionCache();
    let sent = 0;
    cache.publish = () => sent++;
    cache.set('a', auth('u1'), 0);
    cache.apply({ kind: 'token', id: 'a' });
    expect(cache.get('a', 1)).toBeUndefined();
    expect(sent).toBe(0);
  });

  it('stays within its size by dropping the oldest entries', () => {
    const cache = new SessionCache(10_000, 10);
    for (let i = 0; i < 25; i++) cache.set(`k${i}`, auth(`u${i}`), 0);
    expect(cache.get('k0', 1)).toBeUndefined();
    expect(cache.get('k24', 1)).toBeDefined();
  });
});
