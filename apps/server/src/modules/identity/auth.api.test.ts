import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import {
  PASSWORD,
  adminOfNewTenant,
  makeTenant,
  makeUser,
  signIn,
} from '../../../test/fixtures.ts';

const t = await testApp();

/** One sign-in attempt: the fixtures' password and console 1 unless given. */
const attempt = (username: string, password = PASSWORD, loginFlag = 1) =>
  call(t, calls.login, { username, password, loginFlag });
const signInOk = (username: string, password = PASSWORD, loginFlag = 1) =>
  ok(t, calls.login, { username, password, loginFlag });

describe('sign-in (POST /api/v1/user/login, code 1)', () => {
  it('returns a token and the userInfo of spec section 3', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id, { role: 'finance', accountType: 1, loginNum: 0 });
    const data = await signInOk(person.username);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.loginFlag).toBe(1);
    expect(data.userInfo).toMatchObject({
      username: person.username,
      accountType: 1,
      customType: 1,
      loginNum: 1,
      roles: ['Finance'],
      role: 'Finance',
      authCodes: 'v1,v3,v3-1,v3-2,v3-4,v3-5,v3-6,v3-7,v6,v7,v7-1,',
      tenantName: tenant.name,
    });
  });

  it('counts successful sign-ins in loginNum', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id, { loginNum: 4 });
    await signIn(t, person.username);
    const again = await signInOk(person.username);
    expect(again.userInfo.loginNum).toBe(6);
  });

  it("gives 'all' as authCodes to an administrator", async () => {
    const { token } = await adminOfNewTenant(t);
    expect(await ok(t, calls.authCodes, {}, { token })).toEqual({
      authCodes: 'all',
      customType: 1,
    });
  });

  it('answers unknown user and wrong password with one message', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    const wrong = await attempt(person.username, 'Nope@123456');
    const unknown = await attempt(`${person.username}x`, 'Nope@123456');
    expect(wrong.code).toBe(400);
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.message).toBe(wrong.message);
    expect(wrong.message).toBe('Wrong username or password');
  });

  it('locks a username after 5 failures in 15 minutes, until the window passes', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(person.username, 'bad')).code).toBe(400);
    }
    const locked = await attempt(person.username);
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(/try again in 15 minutes/);
    t.clock.advance(14 * 60_000);
    expect((await attempt(person.username)).code).toBe(429);
    t.clock.advance(61_000);
    expect((await attempt(person.username)).code).toBe(200);
  });

  it('does not count failures from before the last success', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    for (let i = 0; i < 4; i++) await attempt(person.username, 'bad');
    await signIn(t, person.username);
    for (let i = 0; i < 4; i++) await attempt(person.username, 'bad');
    expect((await attempt(person.username)).code).toBe(200);
  });

  it('refuses a disabled account with its own message, after checking the password', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id, { status: 0 });
    const res = await attempt(person.username);
    expect(res.code).toBe(403);
    expect(res.message).toMatch(/disabled/);
    expect((await attempt(person.username, 'bad')).code).toBe(400);
  });

  it('sends a cloud steward (customType 5) asking for console 1 to console 2', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id, { customType: 5 });
    const data = await signInOk(person.username);
    expect(data.loginFlag).toBe(2);
    expect(data.userInfo.customType).toBe(5);
  });

  it('keeps the requested console for everyone else', async () => {
    const tenant = await makeTenant(t);
    const person = await makeUser(t, tenant.id);
    expect((await signInOk(person.username, PASSWORD, 2)).loginFlag).toBe(2);
  });

  it('rejects bad input naming the field, and records no attempt', async () => {
    const res = await attempt('x', PASSWORD, 3);
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/loginFlag/);
    const missing = await call(t, calls.login, { password: PASSWORD, loginFlag: 1 });
    expect(missing.message).toMatch(/username/);
  });

  it('speaks Chinese to a zh-CN caller', async () => {
    const res = await call(
      t,
      calls.login,
      { username: 'nobody-here', password: 'x', loginFlag: 1 },
      { lang: 'zh-CN' },
    );
    expect(res.message).toBe('用户名或密码错误');
  });
});

describe('sessions', () => {
  it('lets the token fetch the current user', async () => {
    const { token, person } = await adminOfNewTenant(t);
    const me = await ok(t, calls.currentUser, {}, { token });
    expect(me.username).toBe(person.username);
    expect(me.authCodes).toBe('all');
  });

  it('answers 407 to a missing or unknown token', async () => {
    expect((await call(t, calls.currentUser, {}, { token: '' })).code).toBe(407);
    expect((await call(t, calls.currentUser, {}, { token: 'x'.repeat(43) })).code).toBe(407);
  });

  it('answers 407 after logout', async () => {
    const { token } = await adminOfNewTenant(t);
    expect((await call(t, calls.logout, {}, { token })).code).toBe(200);
    expect((await call(t, calls.unreadCount, {}, { token })).code).toBe(407);
  });

  it('expires after 30 idle minutes', async () => {
    const { token } = await adminOfNewTenant(t);
    t.clock.advance(31 * 60_000);
    const res = await call(t, calls.currentUser, {}, { token });
    expect(res.code).toBe(407);
    expect(res.data).toBeNull();
  });

  it('slides the idle expiry with use', async () => {
    const { token } = await adminOfNewTenant(t);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(20 * 60_000);
      expect((await call(t, calls.unreadCount, {}, { token })).code).toBe(200);
    }
  });

  it('expires 12 hours after sign-in however busy', async () => {
    const { token } = await adminOfNewTenant(t);
    for (let i = 0; i < 36; i++) {
      t.clock.advance(20 * 60_000);
      await call(t, calls.unreadCount, {}, { token });
    }
    expect((await call(t, calls.unreadCount, {}, { token })).code).toBe(407);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await adminOfNewTenant(t);
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe('barred customer types (customType 2 and 3)', () => {
  it('may fetch themselves and log out, and nothing else', async () => {
    const tenant = await makeTenant(t);
    for (const customType of [2, 3]) {
      const person = await makeUser(t, tenant.id, { customType });
      const token = await signIn(t, person.username);
      expect((await ok(t, calls.currentUser, {}, { token })).customType).toBe(customType);
      const refused = await call(t, calls.userFind, {}, { token });
      expect(refused.code).toBe(403);
      expect(refused.message).toMatch(/cloud valley portal/);
      expect((await call(t, calls.unreadCount, {}, { token })).code).toBe(403);
      expect((await call(t, calls.logout, {}, { token })).code).toBe(200);
    }
  });
});

describe('portal configuration', () => {
  it('lists no demo accounts when demo data is off', async () => {
    const data = await ok(t, calls.portalConfig);
    expect(data.demo).toBe(false);
    expect(data.demoAccounts).toEqual([]);
    expect(data.demoPassword).toBeNull();
    expect(data.businessViewUrl).toMatch(/^https?:\/\//);
  });
});
