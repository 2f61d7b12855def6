import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { cloudAccounts, syncJobs } from '../../db/schema/index.ts';
import { addSimAccount, drain, setSim, syncDeps } from '../cloud/test-support.ts';
import { LEASE_MS, claimJob } from './sync-queue.repository.ts';
import { drainJobs, scheduleDue } from './sync-schedule.service.ts';
import { runSyncJob } from './sync.service.ts';

const t = await testApp();

const jobsOf = (accountId: string) =>
  t.database.db.select().from(syncJobs).where(eq(syncJobs.accountId, accountId));

describe('cloud sync jobs', () => {
  it('keeps going when a type or a region fails, and records the error per type', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, {
      sim: { failTypes: ['redis'], failRegions: ['cn-shanghai'], failKind: 'throttled' },
    });
    await drain(t);
    const [job] = await jobsOf(id);
    // 8 types x 2 regions: redis fails in both, every other type in cn-shanghai.
    expect(job).toMatchObject({ state: 'partial', total: 16, done: 16, errors: 9 });
    const detail = await ok(t, calls.accountDetail, { id }, { token });
    expect(detail.health).toBe('error');
    expect(detail.lastSyncStatus).toBe('partial');
    const redis = detail.types.find((x) => x.type === 'redis')!;
    expect(redis.failedRegions.sort()).toEqual(['cn-hangzhou', 'cn-shanghai']);
    expect(redis.error).toContain('Simulated failure');
    expect(redis.requestId).toMatch(/^sim-/);
    expect(detail.types.find((x) => x.type === 'host')!.failedRegions).toEqual(['cn-shanghai']);
    const hosts = await ok(t, calls.hostList, { accountId: id, pageSize: 100 }, { token });
    expect(hosts.total).toBeGreaterThan(0);
    expect(hosts.list.every((h) => h.region === 'cn-hangzhou')).toBe(true);
  });

  it('marks vanished resources deleted, keeps what a failing type could not list, and revives returning ones', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, { regions: ['cn-hangzhou'] });
    await drain(t);
    const hosts = (await ok(t, calls.hostList, { accountId: id, pageSize: 100 }, { token })).list;
    const disks = (await ok(t, calls.diskList, { accountId: id, pageSize: 100 }, { token })).total;
    const gone = hosts[0]!;
    await setSim(t, id, { hidden: [gone.providerId], failTypes: ['disk'] });
    const { jobs } = await ok(t, calls.syncNow, { ids: [id] }, { token });
    await drain(t);
    const status = await ok(t, calls.syncStatus, { accountIds: [id] }, { token });
    expect(status.jobs[0]).toMatchObject({
      id: jobs[0]!.id,
      state: 'partial',
      deleted: 1,
      errors: 1,
    });

    const live = await ok(t, calls.hostList, { accountId: id, pageSize: 100 }, { token });
    expect(live.total).toBe(hosts.length - 1);
    expect(live.list.map((h) => h.id)).not.toContain(gone.id);
    const withDeleted = await ok(
      t,
      calls.hostList,
      { accountId: id, includeDeleted: true, pageSize: 100 },
      { token },
    );
    expect(withDeleted.list.find((h) => h.id === gone.id)!.deleted).toBe(true);
    // Disks could not be listed: they are kept as they were, not taken for gone.
    expect((await ok(t, calls.diskList, { accountId: id, pageSize: 100 }, { token })).total).toBe(
      disks,
    );

    await setSim(t, id, {});
    await ok(t, calls.syncNow, { ids: [id] }, { token });
    await drain(t);
    const back = await ok(t, calls.resourceDetail, { id: gone.id }, { token });
    expect(back.deleted).toBe(false);
  });

  it('resumes a job whose worker died mid-sync, after its lease lapses, without redoing finished steps', async () => {
    const { token } = await adminOfNewTenant(t);
    // Slow steps, so that the crash lands mid-job even when a busy machine slows the polling.
    const id = await addSimAccount(t, token, { sim: { delayMs: 200 } });
    const deps = syncDeps(t);
    const job = (await claimJob(deps.db, 'replica-a', t.clock.now()))!;
    expect(job.accountId).toBe(id);
    const crash = new AbortController();
    const run = runSyncJob(deps, job, 'replica-a', crash.signal);
    // Up to 20 s: a full run's load once held four steps past the 4 s this waited before.
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      const [row] = await jobsOf(id);
      if (row!.done >= 4) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    crash.abort();
    expect(await run).toBe('abandoned');
    const [stalled] = await jobsOf(id);
    expect(stalled).toMatchObject({ state: 'running', leaseOwner: 'replica-a' });
    const doneBefore = stalled!.completed.length;
    expect(doneBefore).toBeGreaterThanOrEqual(4);
    expect(doneBefore).toBeLessThan(16);

    // Another replica finds nothing while the lease holds, then takes it over.
    expect(await drainJobs(deps, 'replica-b')).toBe(0);
    t.clock.advance(LEASE_MS + 1);
    await setSim(t, id, {});
    expect(await drainJobs(deps, 'replica-b')).toBe(1);
    const [finished] = await jobsOf(id);
    expect(finished).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      done: 16,
      total: 16,
      leaseOwner: null,
    });
    expect((await ok(t, calls.hostList, { accountId: id }, { token })).total).toBeGreaterThan(0);
  });

  it('runs a job once when two workers race for it', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, { sim: { delayMs: 5 } });
    const deps = syncDeps(t);
    const [a, b] = await Promise.all([drainJobs(deps, 'replica-a'), drainJobs(deps, 'replica-b')]);
    expect(a + b).toBe(1);
    const rows = await jobsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('queues interval syncs once per due account, and none for disabled accounts', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, { syncIntervalMin: 15 });
    const off = await addSimAccount(t, token, { syncIntervalMin: 15 });
    await drain(t);
    await ok(t, calls.accountStatus, { ids: [off], status: 0 }, { token });
    const [acct] = await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, id));
    expect(acct!.nextSyncAt!.getTime() - acct!.lastSyncAt!.getTime()).toBe(15 * 60_000);
    expect(await scheduleDue(syncDeps(t))).toBe(0);
    t.clock.advance(15 * 60_000 + 1);
    const [first, second] = await Promise.all([scheduleDue(syncDeps(t)), scheduleDue(syncDeps(t))]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const queued = (await jobsOf(id)).filter((j) => j.state === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.trigger).toBe('interval');
    expect((await jobsOf(off)).filter((j) => j.state === 'queued')).toHaveLength(0);
    await drain(t);
  });
});
