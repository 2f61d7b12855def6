import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { PASSWORD, adminOfNewTenant, makeUser, signIn, unique } from '../../../test/fixtures.ts';
import { roleIdByCode } from './roles.repository.ts';

const t = await testApp();
const roleId = (code: string) => roleIdByCode(t.database.db, code);

describe('user list (POST /api/v1/user/find)', () => {
  it('pages, sorts and searches within the caller’s tenant', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    for (const name of ['Alice', 'Bob', 'Carol', 'Dave', 'Erin'])
      await makeUser(t, tenant.id, { name, accountType: 1, role: 'viewer' });
    const first = await ok(
      t,
      calls.userFind,
      { page: 1, pageSize: 2, sortField: 'name', sortOrder: 'ascend' },
      { token },
    );
    expect(first.total).toBe(6);
    expect(first.list.map((u) => u.name)).toEqual(['Alice', 'Bob']);
    const last = await ok(
      t,
      calls.userFind,
      { page: 3, pageSize: 2, sortField: 'name', sortOrder: 'ascend' },
      { token },
    );
    expect(last.list.map((u) => u.name)).toEqual(['Erin', expect.stringMatching(/^Person/)]);
    const found = await ok(t, calls.userFind, { keyword: 'car' }, { token });
    expect(found.list.map((u) => u.name)).toEqual(['Carol']);
    expect(found.list[0]!.roles.map((r) => r.code)).toEqual(['viewer']);
    expect(found.list[0]!.role).toBe('Read-only');
  });

  it('filters by status and role', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    await makeUser(t, tenant.id, { accountType: 1, role: 'finance', status: 0 });
    await makeUser(t, tenant.id, { accountType: 1, role: 'finance' });
    expect((await ok(t, calls.userFind, { status: 0 }, { token })).total).toBe(1);
    expect(
      (await ok(t, calls.userFind, { roleId: await roleId('finance') }, { token })).total,
    ).toBe(2);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    const { token } = await adminOfNewTenant(t);
    expect((await ok(t, calls.userFind, { keyword: '%' }, { token })).total).toBe(0);
  });

  it('is refused without v7-2', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const token = await signIn(t, finance.username);
    expect((await call(t, calls.userFind, {}, { token })).code).toBe(403);
  });
});

describe('creating users (POST /api/v1/user/create, /checkExist)', () => {
  it('creates a sub-user who can sign in with the roles given', async () => {
    const { token } = await adminOfNewTenant(t, { customType: 4 });
    const username = unique('new');
    expect(await ok(t, calls.userCheckExist, { username }, { token })).toEqual({ exists: false });
    const { id } = await ok(
      t,
      calls.userCreate,
      {
        username,
        password: 'Strong#Pass1',
        name: '新同事',
        phone: '13800000000',
        email: 'n@example.com',
        roleIds: [await roleId('finance')],
      },
      { token },
    );
    expect(
      await ok(t, calls.userCheckExist, { username: username.toUpperCase() }, { token }),
    ).toEqual({ exists: true });
    const detail = await ok(t, calls.userGet, { id }, { token });
    expect(detail).toMatchObject({
      username,
      name: '新同事',
      accountType: 1,
      customType: 4,
      loginNum: 0,
      status: 1,
      role: 'Finance',
    });
    const login = await ok(t, calls.login, { username, password: 'Strong#Pass1', loginFlag: 1 });
    expect(login.userInfo.loginNum).toBe(1);
  });

  it('refuses a taken username, whatever its case, and in any tenant', async () => {
    const { token, person } = await adminOfNewTenant(t);
    const other = await adminOfNewTenant(t);
    const res = await call(
      t,
      calls.userCreate,
      { username: person.username.toUpperCase(), password: 'Strong#Pass1', name: 'X' },
      { token: other.token },
    );
    expect(res.code).toBe(409);
    expect(res.message).toMatch(/already taken/);
    expect((await ok(t, calls.userFind, {}, { token })).total).toBe(1);
  });

  it('names each bad field and creates nothing', async () => {
    const { token } = await adminOfNewTenant(t);
    const res = await call(
      t,
      calls.userCreate,
      { username: '1abc', password: 'short', name: '', email: 'not-mail', phone: 'abc' },
      { token },
    );
    expect(res.code).toBe(400);
    for (const field of ['username', 'password', 'name', 'phone', 'email'])
      expect(res.message).toContain(`${field}:`);
    expect((await ok(t, calls.userFind, {}, { token })).total).toBe(1);
  });

  it('will not hand out a role granting more than the creator holds', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const userAdmin = await makeUser(t, tenant.id, { role: 'userAdmin', accountType: 1 });
    const token = await signIn(t, userAdmin.username);
    const res = await call(
      t,
      calls.userCreate,
      {
        username: unique('esc'),
        password: 'Strong#Pass1',
        name: 'Escalator',
        roleIds: [await roleId('administrator')],
      },
      { token },
    );
    expect(res.code).toBe(403);
    expect(res.message).toMatch(/Administrator/);
    expect(
      (
        await call(
          t,
          calls.userCreate,
          {
            username: unique('ok'),
            password: 'Strong#Pass1',
            name: 'Fine',
            roleIds: [await roleId('userAdmin')],
          },
          { token },
        )
      ).code,
    ).toBe(200);
  });

  it('refuses an unknown role id', async () => {
    const { token } = await adminOfNewTenant(t);
    const res = await call(
      t,
      calls.userCreate,
      {
        username: unique('r'),
        password: 'Strong#Pass1',
        name: 'R',
        roleIds: ['00000000-0000-4000-8000-000000000000'],
      },
      { token },
    );
    expect(res.code).toBe(404);
  });
});

describe('user/modify: profile, password, status', () => {
  it('lets a user without any role change their own password and profile', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const bare = await makeUser(t, tenant.id, { role: 'viewer', accountType: 1 });
    await t.database.db.execute(sql`delete from user_roles where user_id = ${bare.id}`);
    const token = await signIn(t, bare.username);
    expect((await ok(t, calls.authCodes, {}, { token })).authCodes).toBe('');
    await ok(
      t,
      calls.userModify,
      { op: 'password', oldPassword: PASSWORD, newPassword: 'Other#Pass9' },
      { token },
    );
    await ok(t, calls.userModify, { op: 'profile', name: 'Bare' }, { token });
    expect((await ok(t, calls.userGet, {}, { token })).name).toBe('Bare');
    expect(
      (await call(t, calls.userModify, { op: 'status', ids: [bare.id], status: 1 }, { token }))
        .code,
    ).toBe(403);
  });

  it('lets anyone with v7-1 edit their own profile', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const token = await signIn(t, finance.username);
    await ok(
      t,
      calls.userModify,
      { op: 'profile', name: 'Renamed', phone: '+86 138 0000 0000', email: '' },
      { token },
    );
    expect((await ok(t, calls.userGet, {}, { token })).name).toBe('Renamed');
    expect((await ok(t, calls.currentUser, {}, { token })).name).toBe('Renamed');
  });

  it('needs v7-2 to edit someone else, and cannot change one’s own roles', async () => {
    const { tenant, token, person } = await adminOfNewTenant(t);
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const financeToken = await signIn(t, finance.username);
    expect(
      (
        await call(
          t,
          calls.userModify,
          { op: 'profile', id: person.id, name: 'Hacked' },
          { token: financeToken },
        )
      ).code,
    ).toBe(403);
    await ok(
      t,
      calls.userModify,
      { op: 'profile', id: finance.id, name: 'Fin', roleIds: [await roleId('viewer')] },
      { token },
    );
    const roles = await ok(t, calls.roleFindUser, { userId: finance.id }, { token });
    expect(roles.map((r) => r.code)).toEqual(['viewer']);
    // The change reaches the other user's live session at once.
    expect((await ok(t, calls.authCodes, {}, { token: financeToken })).authCodes).toContain(
      'v3-12,',
    );
    expect(
      (await call(t, calls.userModify, { op: 'profile', name: 'Me', roleIds: [] }, { token })).code,
    ).toBe(403);
  });

  it('changes the password with the current one, and signs out other sessions', async () => {
    const { person } = await adminOfNewTenant(t);
    const here = await signIn(t, person.username);
    const elsewhere = await signIn(t, person.username);
    const wrong = await call(
      t,
      calls.userModify,
      { op: 'password', oldPassword: 'Wrong#Pass1', newPassword: 'New#Pass123' },
      { token: here },
    );
    expect(wrong.code).toBe(403);
    expect(wrong.message).toMatch(/current password is wrong/);
    expect(
      (
        await call(
          t,
          calls.userModify,
          { op: 'password', oldPassword: PASSWORD, newPassword: PASSWORD },
          { token: here },
        )
      ).code,
    ).toBe(403);
    await ok(
      t,
      calls.userModify,
      { op: 'password', oldPassword: PASSWORD, newPassword: 'New#Pass123' },
      { token: here },
    );
    expect((await call(t, calls.unreadCount, {}, { token: here })).code).toBe(200);
    expect((await call(t, calls.unreadCount, {}, { token: elsewhere })).code).toBe(407);
    expect(
      (await call(t, calls.login, { username: person.username, password: PASSWORD, loginFlag: 1 }))
        .code,
    ).toBe(400);
    expect(
      (
        await call(t, calls.login, {
          username: person.username,
          password: 'New#Pass123',
          loginFlag: 1,
        })
      ).code,
    ).toBe(200);
    const inbox = await ok(t, calls.messageList, { type: 'security' }, { token: here });
    expect(inbox.list[0]!.title).toBe('Your password was changed');
  });

  it('refuses a weak new password, naming newPassword', async () => {
    const { token } = await adminOfNewTenant(t);
    const res = await call(
      t,
      calls.userModify,
      { op: 'password', oldPassword: PASSWORD, newPassword: 'abcdefgh' },
      { token },
    );
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/newPassword: 8-64 characters/);
  });

  it('disables and enables users; disabling ends their sessions', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    const sub = await makeUser(t, tenant.id, { accountType: 1, role: 'viewer' });
    const subToken = await signIn(t, sub.username);
    expect(
      await ok(t, calls.userModify, { op: 'status', ids: [sub.id], status: 0 }, { token }),
    ).toEqual({ affected: 1 });
    expect((await call(t, calls.unreadCount, {}, { token: subToken })).code).toBe(407);
    expect(
      (await call(t, calls.login, { username: sub.username, password: PASSWORD, loginFlag: 1 }))
        .code,
    ).toBe(403);
    await ok(t, calls.userModify, { op: 'status', ids: [sub.id], status: 1 }, { token });
    expect(
      (await call(t, calls.login, { username: sub.username, password: PASSWORD, loginFlag: 1 }))
        .code,
    ).toBe(200);
  });

  it('will not disable oneself or a primary account', async () => {
    const { tenant, token, person } = await adminOfNewTenant(t);
    const otherPrimary = await makeUser(t, tenant.id, { accountType: 0 });
    expect(
      (await call(t, calls.userModify, { op: 'status', ids: [person.id], status: 0 }, { token }))
        .code,
    ).toBe(403);
    const res = await call(
      t,
      calls.userModify,
      { op: 'status', ids: [otherPrimary.id], status: 0 },
      { token },
    );
    expect(res.code).toBe(403);
    expect(res.message).toContain(otherPrimary.username);
  });

  it('rejects an unknown op, naming op', async () => {
    const { token } = await adminOfNewTenant(t);
    const res = await call(t, calls.userModify, { op: 'promote' }, { token });
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/op:/);
  });
});

describe('deleting users', () => {
  it('deletes sub-users after which their name is free again', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    const sub = await makeUser(t, tenant.id, { accountType: 1 });
    const subToken = await signIn(t, sub.username);
    expect(await ok(t, calls.userDelete, { ids: [sub.id] }, { token })).toEqual({ affected: 1 });
    expect((await call(t, calls.unreadCount, {}, { token: subToken })).code).toBe(407);
    expect((await call(t, calls.userGet, { id: sub.id }, { token })).code).toBe(404);
    expect(await ok(t, calls.userCheckExist, { username: sub.username }, { token })).toEqual({
      exists: false,
    });
  });

  it('will not delete oneself or a primary account', async () => {
    const { token, person } = await adminOfNewTenant(t);
    expect((await call(t, calls.userDelete, { ids: [person.id] }, { token })).code).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('never lets one tenant read or change another’s users', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const victim = await makeUser(t, b.tenant.id, { accountType: 1, name: 'Victim' });
    expect((await ok(t, calls.userFind, { keyword: 'Victim' }, { token: a.token })).total).toBe(0);
    expect((await call(t, calls.userGet, { id: victim.id }, { token: a.token })).code).toBe(404);
    expect(
      (await call(t, calls.roleFindUser, { userId: victim.id }, { token: a.token })).code,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          calls.userModify,
          { op: 'profile', id: victim.id, name: 'Owned' },
          { token: a.token },
        )
      ).code,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          calls.userModify,
          { op: 'status', ids: [victim.id], status: 0 },
          { token: a.token },
        )
      ).code,
    ).toBe(404);
    expect((await call(t, calls.userDelete, { ids: [victim.id] }, { token: a.token })).code).toBe(
      404,
    );
    const still = await ok(t, calls.userGet, { id: victim.id }, { token: b.token });
    expect(still).toMatchObject({ name: 'Victim', status: 1 });
  });
});
