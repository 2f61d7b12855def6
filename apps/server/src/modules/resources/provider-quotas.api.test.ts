import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { rows } from '../../db/page.ts';
import { setSim } from '../cloud/test-support.ts';
import { QUOTA_TENANT_JOB, checkQuotas } from './quota-alerts.ts';
import { QUOTA_READ_JOB } from './quota-read.ts';
import { quotaJobKinds } from './quota.jobs.ts';
import { quotaWatchedTenant } from './test/quota-tenant.ts';
import { providerQuotasOf } from './provider-quotas.repository.ts';

const t = await testApp();
const REGION = 'cn-hangzhou';
const check = (tenantId: string) => checkQuotas(t.app.deps, tenantId);
const readKind = quotaJobKinds({ ...t.app.deps, now: t.clock.now }).find(
  (k) => k.name === QUOTA_READ_JOB,
);
/** Runs the quota read job for an account, as the job runner would. */
const read = async (accountId: string) => {
  if (readKind?.source !== 'table') throw new Error('no quota read job kind');
  await readKind.run({
    id: crypto.randomUUID(),
    attempt: 1,
    signal: new AbortController().signal,
    payload: { accountId },
  });
};

/** A tenant whose simulated account is synced, with its hosts' vCPUs and a quota contact. */
async function tenantWithAccount() {
  const x = await quotaWatchedTenant(t, {
    account: 'Ali limits',
    email: 'limits@example.test',
    region: REGION,
  });
  return { ...x, notices: x.deliveries };
}

describe('quota warnings on the provider’s limits', () => {
  it('reads the limits after a full sync, as a job of the runner, per account', async () => {
    const x = await tenantWithAccount();
    const jobs = await rows<{ key: string }>(
      t.database.db,
      sql`select key from background_jobs where kind = ${QUOTA_READ_JOB} and key = ${x.accountId}`,
    );
    expect(jobs).toHaveLength(1);
    await read(x.accountId);
    // The simulated cloud's own limits: instances and EIPs, four times its estate.
    const stored = await providerQuotasOf(t.database.db, x.accountId);
    expect(stored.map((q) => q.item)).toEqual(['eips', 'instances']);
    expect(stored.every((q) => q.region === REGION && q.quota_limit >= 20)).toBe(true);
    // Then the tenant's quotas are checked against them.
    const checks = await rows<{ key: string }>(
      t.database.db,
      sql`select key from background_jobs where kind = ${QUOTA_TENANT_JOB} and key = ${x.tenantId}`,
    );
    expect(checks).toHaveLength(1);
    expect(await check(x.tenantId)).toBe(0);
  });

  it('warns on the provider’s limit over a request’s, falls back to the request when the provider stops reporting it', async () => {
    const x = await tenantWithAccount();
    expect(x.vcpus).toBeGreaterThanOrEqual(8);
    const ask = (current: number, requested: number) =>
      ok(
        t,
        calls.quotaCreate,
        { accountId: x.accountId, region: REGION, item: 'vcpus', current, requested, reason: 'x' },
        x.admin,
      );
    // The tenant states a roomy limit; the provider's is 87 % full: the provider's counts.
    await ask(x.vcpus * 5, x.vcpus * 6);
    const warnLimit = Math.round(x.vcpus / 0.87);
    await setSim(t, x.accountId, { quotas: { vcpus: warnLimit } });
    await read(x.accountId);
    expect(await check(x.tenantId)).toBe(1);
    let [warned] = await x.notices();
    expect(warned!.title).toBe('Quota warning: vCPUs of Ali limits (cn-hangzhou)');
    expect(warned!.body).toContain(`uses ${x.vcpus} of its ${warnLimit} vCPUs`);
    expect(warned!.body).toContain('limit read from the provider');
    // The quota page lists it with its source and level.
    const limits = async () =>
      (await ok(t, calls.quotaLimits, {}, x.admin)).list.filter((q) => q.item === 'vcpus');
    expect(await limits()).toEqual([
      expect.objectContaining({
        accountId: x.accountId,
        region: REGION,
        limit: warnLimit,
        used: x.vcpus,
        source: 'provider',
        level: 'warning',
      }),
    ]);

    // A failing read keeps the limits read before: nothing recovers or fires.
    await setSim(t, x.accountId, { quotas: { vcpus: x.vcpus * 10 }, failTypes: ['quotas'] });
    await read(x.accountId);
    expect(await check(x.tenantId)).toBe(0);
    const kept = await providerQuotasOf(t.database.db, x.accountId);
    expect(kept.find((q) => q.item === 'vcpus')?.quota_limit).toBe(warnLimit);

    // The provider raises it: recovered.
    await setSim(t, x.accountId, { quotas: { vcpus: x.vcpus * 10 } });
    await read(x.accountId);
    expect(await check(x.tenantId)).toBe(1);
    expect((await x.notices()).at(-1)!.title).toMatch(/^Quota back to normal: vCPUs/);

    // The provider no longer reports vCPUs: the newest request's limit (full) counts again.
    await ask(x.vcpus, x.vcpus * 2);
    await setSim(t, x.accountId, { quotas: {} });
    await read(x.accountId);
    expect((await providerQuotasOf(t.database.db, x.accountId)).map((q) => q.item)).not.toContain(
      'vcpus',
    );
    expect(await check(x.tenantId)).toBe(1);
    [warned] = (await x.notices()).slice(-1);
    expect(warned!.title).toMatch(/^Quota critical: vCPUs/);
    expect(warned!.body).toContain('limit as stated in the newest quota request');
    expect(await limits()).toEqual([
      expect.objectContaining({ limit: x.vcpus, source: 'request', level: 'critical' }),
    ]);
  });

  it('stores each account’s limits under its own tenant only', async () => {
    const a = await tenantWithAccount();
    const b = await tenantWithAccount();
    await setSim(t, a.accountId, { quotas: { vcpus: a.vcpus } });
    await read(a.accountId);
    expect(await check(b.tenantId)).toBe(0);
    expect(await b.notices()).toEqual([]);
    expect(await check(a.tenantId)).toBe(1);
  });
});
