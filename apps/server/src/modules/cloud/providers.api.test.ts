import { describe, expect, it } from 'vitest';
import { calls, cloudOptionsOf } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { addSimAccount, drain, setSim } from './test-support.ts';

const t = await testApp();

describe('provider items (user/getCloud) and the cloud home cards', () => {
  it('gives the six providers with display fields; used once the tenant has a usable account', async () => {
    const { token } = await adminOfNewTenant(t);
    const none = await ok(t, calls.getCloud, {}, { token });
    expect(none.map((p) => p.code)).toEqual([
      'QINGYUN',
      'ALI',
      'HUAWEI',
      'JINGDONG',
      'AWS',
      'TENGXUN',
    ]);
    expect(none.every((p) => !p.used && p.type === 1 && p.accountCount === 0)).toBe(true);
    expect(none[1]).toMatchObject({
      id: 2,
      name: 'Alibaba cloud',
      mark: 'ali',
      consumeSign: 'aliCloud',
      opened: true,
      applied: true,
      chartColor: { color: '#FF6A00' },
    });
    expect(none[1]!.introduce.length).toBeGreaterThan(20);
    expect(cloudOptionsOf(none)).toEqual([]);

    const ali = await addSimAccount(t, token, { provider: 'ALI' });
    await addSimAccount(t, token, { provider: 'AWS', regions: ['us-east-1'] });
    const items = await ok(t, calls.getCloud, {}, { token, lang: 'zh-CN' });
    expect(cloudOptionsOf(items)).toEqual([
      { value: 'ALI', label: '阿里云' },
      { value: 'AWS', label: '亚马逊云' },
    ]);
    // A refused key makes the provider unusable; disabling does too.
    await setSim(t, ali, { revoked: true });
    await ok(t, calls.checkAccount, { id: ali }, { token });
    expect(cloudOptionsOf(await ok(t, calls.getCloud, {}, { token })).map((o) => o.value)).toEqual([
      'AWS',
    ]);
    const items2 = await ok(t, calls.getCloud, {}, { token });
    expect(items2.find((p) => p.code === 'ALI')).toMatchObject({
      used: false,
      type: 0,
      accountCount: 1,
    });
  });

  it('summarises resources per provider and type, accounts needing attention and last syncs', async () => {
    const { token } = await adminOfNewTenant(t);
    const good = await addSimAccount(t, token, {
      provider: 'HUAWEI',
      regions: ['cn-north-4'],
      name: 'Good',
    });
    const bad = await addSimAccount(t, token, {
      provider: 'TENGXUN',
      regions: ['ap-guangzhou'],
      name: 'Bad',
      sim: { failTypes: ['mongo'], failKind: 'permission' },
    });
    await drain(t);
    const home = await ok(t, calls.cloudHomeSummary, {}, { token });
    const total = home.byProviderType.reduce((s, r) => s + r.count, 0);
    expect(home.totals.resources).toBe(total);
    expect(home.totals.accounts).toBe(2);
    expect(home.byProvider.map((p) => p.provider).sort()).toEqual(['HUAWEI', 'TENGXUN']);
    expect(home.totals.running + home.totals.stopped).toBe(
      home.byProviderType.filter((r) => r.type === 'host').reduce((s, r) => s + r.count, 0),
    );
    expect(home.attention).toEqual([
      expect.objectContaining({
        id: bad,
        name: 'Bad',
        health: 'permission_missing',
        provider: 'TENGXUN',
      }),
    ]);
    expect(home.lastSyncs.map((j) => j.accountId).sort()).toEqual([good, bad].sort());
    expect(home.lastSyncs.find((j) => j.accountId === bad)!.state).toBe('partial');
  });

  it('shows another tenant nothing, and needs a cloud code', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    await addSimAccount(t, token);
    await drain(t);
    const other = await adminOfNewTenant(t);
    const home = await ok(t, calls.cloudHomeSummary, {}, { token: other.token });
    expect(home.totals).toEqual({ accounts: 0, resources: 0, running: 0, stopped: 0 });
    expect(cloudOptionsOf(await ok(t, calls.getCloud, {}, { token: other.token }))).toEqual([]);
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const fToken = await signIn(t, finance.username);
    expect((await call(t, calls.cloudHomeSummary, {}, { token: fToken })).code).toBe(403);
    // getCloud is every signed-in user's: the console reads it at start.
    expect((await call(t, calls.getCloud, {}, { token: fToken })).code).toBe(200);
  });
});
