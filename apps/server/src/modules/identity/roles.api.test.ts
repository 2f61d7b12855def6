import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';

const t = await testApp();

describe('roles (GET /api/v1/role/find/all, POST /api/v1/role/find/user)', () => {
  it('lists the built-in roles with what each permits and how many of the tenant’s users hold it', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const roles = await ok(t, calls.roleFindAll, {}, { token });
    expect(roles.map((r) => r.code)).toEqual([
      'administrator',
      'finance',
      'channelPartner',
      'cloudOps',
      'userAdmin',
      'viewer',
      'auditor',
      'support',
    ]);
    const byCode = Object.fromEntries(roles.map((r) => [r.code, r]));
    expect(byCode.administrator!.permissions).toEqual(['all']);
    expect(byCode.administrator!.userCount).toBe(1);
    expect(byCode.finance!.userCount).toBe(1);
    expect(byCode.channelPartner!.permissions).toEqual(['channel']);
  });

  it('names roles in the caller’s language', async () => {
    const { token } = await adminOfNewTenant(t);
    const roles = await ok(t, calls.roleFindAll, {}, { token, lang: 'zh-CN' });
    expect(roles.find((r) => r.code === 'finance')!.name).toBe('财务');
  });

  it('is open to role-description readers (v7-3) but not to others', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const ua = await makeUser(t, tenant.id, { role: 'userAdmin', accountType: 1 });
    expect(
      (await call(t, calls.roleFindAll, {}, { token: await signIn(t, ua.username) })).code,
    ).toBe(200);
    const fin = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    expect(
      (await call(t, calls.roleFindAll, {}, { token: await signIn(t, fin.username) })).code,
    ).toBe(403);
  });

  it('rejects a malformed user id, naming userId', async () => {
    const { token } = await adminOfNewTenant(t);
    const res = await call(t, calls.roleFindUser, { userId: 'nope' }, { token });
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/userId:/);
  });
});
