import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { PASSWORD, adminOfNewTenant, makeTenant, makeUser } from '../../../test/fixtures.ts';

// Behind a load balancer that sets X-Forwarded-For: the tests choose the client address.
const t = await testApp({ trustedProxyHeader: 'x-forwarded-for' });

const signInFrom = (ip: string, username: string, password = PASSWORD) =>
  call(
    t,
    calls.login,
    { username, password, loginFlag: 1 },
    { headers: { 'x-forwarded-for': `203.0.113.9, ${ip}` } },
  );
const failFrom = async (ip: string, username: string, times = 1) => {
  for (let i = 0; i < times; i++) expect((await signInFrom(ip, username, 'bad')).code).toBe(400);
};

describe('sign-in lockout: the failing source, not the victim', () => {
  it('locks the address that failed five times, and lets the owner in from elsewhere', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    await failFrom('198.51.100.1', person.username, 5);
    const attacker = await signInFrom('198.51.100.1', person.username);
    expect(attacker.code).toBe(429);
    expect(attacker.message).toBe('Too many failed sign-in attempts; try again in 15 minutes');
    t.clock.advance(1_000);
    expect((await signInFrom('192.0.2.7', person.username)).code).toBe(200);
    // As before, failures before the username's last success stop counting.
    expect((await signInFrom('198.51.100.1', person.username)).code).toBe(200);
  });

  it('slows a username down when failures come from many addresses, never past a minute', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    for (let i = 0; i < 4; i++) await failFrom(`198.51.100.${10 + i}`, person.username);
    // Four failures: no delay yet.
    await failFrom('198.51.100.20', person.username);
    const slowed = await signInFrom('192.0.2.7', person.username);
    expect(slowed.code).toBe(429);
    expect(slowed.message).toMatch(/try again in 1 seconds/);
    let delay = 1_000;
    for (let i = 0; i < 10; i++) {
      t.clock.advance(delay);
      await failFrom(`198.51.100.${30 + i}`, person.username);
      delay = Math.min(delay * 2, 60_000);
    }
    const capped = await signInFrom('192.0.2.7', person.username);
    expect(capped.code).toBe(429);
    expect(capped.message).toMatch(/try again in 60 seconds/);
    // A refused attempt does not extend the wait: a minute after the last failure, the owner
    // is in, however many addresses failed.
    t.clock.advance(30_000);
    expect((await signInFrom('198.51.100.99', person.username, 'bad')).code).toBe(429);
    t.clock.advance(30_001);
    expect((await signInFrom('192.0.2.7', person.username)).code).toBe(200);
  });

  it('treats usernames that do not exist the same way', async () => {
    const ghost = `ghost${Date.now()}`;
    await failFrom('198.51.100.1', ghost, 5);
    expect((await signInFrom('198.51.100.1', ghost, 'bad')).message).toMatch(/15 minutes/);
    t.clock.advance(1_001);
    expect((await signInFrom('192.0.2.8', ghost, 'bad')).code).toBe(400);
  });

  it('believes only the configured header, and only a valid address in it', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    const from = (xff: string) =>
      call(
        t,
        calls.login,
        { username: person.username, password: 'bad', loginFlag: 1 },
        { headers: { 'x-forwarded-for': xff, 'x-real-ip': '192.0.2.50' } },
      );
    // Junk in the header falls back to the socket's address: these five are one source.
    for (const xff of ['not-an-ip', '', '999.1.1.1', 'x', 'nope'])
      expect((await from(xff)).code).toBe(400);
    expect((await from('also junk')).code).toBe(429);
    t.clock.advance(1_001);
    expect((await from('192.0.2.50')).code).toBe(400);
  });
});

describe('the administrator sees and clears locks (user/lockouts)', () => {
  it('lists locked and slowed users of the tenant only, and clears one', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const victim = await makeUser(t, a.tenant.id, { role: 'finance' });
    await failFrom('198.51.100.1', victim.username, 5);
    const list = await ok(t, calls.userLockouts, {}, { token: a.token });
    expect(list).toEqual([
      {
        userId: victim.id,
        username: victim.username,
        name: expect.any(String),
        failures: 5,
        lockedSources: [{ address: '198.51.100.1', failures: 5, lockedUntil: expect.any(String) }],
        throttledUntil: expect.any(String),
      },
    ]);
    expect(await ok(t, calls.userLockouts, {}, { token: b.token })).toEqual([]);
    const foreign = await call(
      t,
      calls.userLockoutClear,
      { userId: victim.id },
      { token: b.token },
    );
    expect(foreign.code).toBe(404);
    expect(await ok(t, calls.userLockoutClear, { userId: victim.id }, { token: a.token })).toEqual({
      affected: 5,
    });
    expect(await ok(t, calls.userLockouts, {}, { token: a.token })).toEqual([]);
    expect((await signInFrom('198.51.100.1', victim.username)).code).toBe(200);
  });

  it('needs the user-management permission', async () => {
    const a = await adminOfNewTenant(t, { role: 'finance' });
    expect((await call(t, calls.userLockouts, {}, { token: a.token })).code).toBe(403);
    expect(
      (await call(t, calls.userLockoutClear, { userId: a.person.id }, { token: a.token })).code,
    ).toBe(403);
  });
});
