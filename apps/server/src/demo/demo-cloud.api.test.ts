import { describe, expect, it } from 'vitest';
import { calls, cloudOptionsOf } from '@ecloud/contract';
import { ok, testApp } from '../../test/harness.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

const t = await testApp({ demo: true });
await seedDemo(t.database.db, t.clock.now(), t.app.deps.keyring);

const signIn = async (username: string) =>
  (await ok(t, calls.login, { username, password: DEMO_PASSWORD, loginFlag: 2 })).token;

describe('demo cloud estate (issue 3)', () => {
  it('gives Demo Enterprise synced simulated accounts with about 300 resources', async () => {
    const token = await signIn('ops');
    const accounts = await ok(t, calls.accountList, { pageSize: 50 }, { token });
    expect(accounts.total).toBe(6);
    expect(accounts.list.every((a) => a.simulated && a.lastSyncAt !== null)).toBe(true);
    const home = await ok(t, calls.cloudHomeSummary, {}, { token });
    expect(home.totals.resources).toBeGreaterThan(250);
    expect(home.totals.resources).toBeLessThan(400);
    expect(new Set(home.byProvider.map((p) => p.provider)).size).toBe(6);
    // The JD account may not read MongoDB: it needs attention.
    expect(home.attention.map((a) => [a.name, a.health])).toEqual([
      ['JD Cloud Retail', 'permission_missing'],
    ]);
    expect((await ok(t, calls.hostList, {}, { token })).total).toBeGreaterThan(20);
    expect((await ok(t, calls.tagList, {}, { token })).total).toBe(6);
    expect((await ok(t, calls.quotaList, {}, { token })).total).toBe(2);
    expect((await ok(t, calls.keyPairList, {}, { token })).total).toBe(1);
  });

  it('has one quota near its limit, shown as a quota warning in the warning centre', async () => {
    const token = await signIn('ops');
    const notices = await ok(t, calls.notifyDeliveryList, { warningType: 'quota' }, { token });
    expect(notices.list.map((d) => [d.channel, d.title])).toEqual([
      ['message', 'Quota warning: vCPUs of Aliyun Production (cn-hangzhou)'],
    ]);
  });

  it('opens the cloud console for ops and admin, not for newops', async () => {
    for (const username of ['ops', 'admin']) {
      const items = await ok(t, calls.getCloud, {}, { token: await signIn(username) });
      expect(cloudOptionsOf(items).length, username).toBeGreaterThanOrEqual(5);
    }
    const items = await ok(t, calls.getCloud, {}, { token: await signIn('newops') });
    expect(items).toHaveLength(6);
    expect(cloudOptionsOf(items)).toEqual([]);
    expect(await ok(t, calls.hostList, {}, { token: await signIn('newops') })).toMatchObject({
      total: 0,
    });
  });
});
