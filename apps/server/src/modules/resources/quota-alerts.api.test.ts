import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { makeUser, signIn } from '../../../test/fixtures.ts';
import { checkQuotas } from './quota-alerts.ts';
import { quotaWatchedTenant } from './test/quota-tenant.ts';

const t = await testApp();
const check = (tenantId?: string) => checkQuotas(t.app.deps, tenantId);
const REGION = 'cn-hangzhou';

/** A tenant with a synced simulated account (its vCPUs counted), an asker and an approver. */
async function tenantWithInventory() {
  const x = await quotaWatchedTenant(t, {
    account: 'Ali quota',
    email: 'quota@example.test',
    region: REGION,
  });
  const { admin, accountId } = x;
  const ops = await makeUser(t, admin.tenant.id, { role: 'cloudOps', accountType: 1 });
  const opsToken = await signIn(t, ops.username);
  const ask = (current: number, requested: number) =>
    ok(
      t,
      calls.quotaCreate,
      { accountId, region: REGION, item: 'vcpus', current, requested, reason: 'Growth' },
      { token: opsToken },
    );
  const notices = async () => (await x.deliveries()).map((d) => d.title);
  return { admin, tenantId: x.tenantId, vcpus: x.vcpus, ask, notices };
}

describe('quota warnings (warning type quota)', () => {
  it('warns at 80 %, goes critical at 95 %, recovers under 80 %, each change told once', async () => {
    const x = await tenantWithInventory();
    expect(x.vcpus).toBeGreaterThanOrEqual(8);

    // Stated limit well above usage: recorded, nothing told.
    await x.ask(x.vcpus * 4, x.vcpus * 5);
    expect(await check(x.tenantId)).toBe(0);
    expect(await x.notices()).toEqual([]);

    // The newest request states a limit the hosts' vCPUs fill to 80-95 %: a warning.
    const warnLimit = Math.round(x.vcpus / 0.87);
    expect(x.vcpus / warnLimit).toBeGreaterThanOrEqual(0.8);
    expect(x.vcpus / warnLimit).toBeLessThan(0.95);
    await x.ask(warnLimit, warnLimit * 2);
    expect(await check(x.tenantId)).toBe(1);
    // Checking again (another run, a restarted process) tells nothing new.
    expect(await check(x.tenantId)).toBe(0);
    expect(await check()).toBe(0);
    expect(await x.notices()).toEqual([
      expect.stringMatching(/^Quota warning: vCPUs of Ali quota \(cn-hangzhou\)$/),
    ]);

    // Full: critical, told once even when two checks race.
    const { id: full } = await x.ask(x.vcpus, x.vcpus * 3);
    const raced = await Promise.all([check(x.tenantId), check(x.tenantId)]);
    expect(raced[0] + raced[1]).toBe(1);
    const [, critical] = await x.notices();
    expect(critical).toMatch(/^Quota critical: vCPUs/);

    // The administrator approves the raise: usage is a third of it, recovered.
    await ok(t, calls.quotaReview, { id: full, decision: 'approve' }, x.admin);
    expect(await check(x.tenantId)).toBe(1);
    expect(await check(x.tenantId)).toBe(0);
    const all = await x.notices();
    expect(all).toHaveLength(3);
    expect(all[2]).toMatch(/^Quota back to normal: vCPUs of Ali quota/);

    // The message centre carried each to those who may ask for quota (v9), in their language.
    const centre = (
      await ok(t, calls.notifyDeliveryList, { warningType: 'quota', pageSize: 50 }, x.admin)
    ).list.filter((d) => d.channel === 'message');
    expect(centre).toHaveLength(3);
    const inbox = await ok(t, calls.messageList, { pageSize: 50 }, x.admin);
    expect(inbox.list.some((m) => m.title.startsWith('Quota critical'))).toBe(true);
  });

  it('reads only the tenant’s own quotas and usage', async () => {
    const a = await tenantWithInventory();
    const b = await tenantWithInventory();
    await a.ask(a.vcpus, a.vcpus * 2);
    expect(await check(b.tenantId)).toBe(0);
    expect(await b.notices()).toEqual([]);
    expect(await check(a.tenantId)).toBe(1);
    expect(await b.notices()).toEqual([]);
    expect(await a.notices()).toHaveLength(1);
  });
});
