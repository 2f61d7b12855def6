import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { startFakeAlibaba, type FakeAlibaba } from '../../../test/fake-clouds/alibaba.ts';
import { RAW } from '../../../test/fake-clouds/metric-replies.ts';
import { cloudAccounts } from '../../db/schema/index.ts';
import { sealCredentials } from '../../cloud/secrets.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { upsertResources } from '../sync/inventory.repository.ts';
import { watchedResources } from './metrics.repository.ts';
import { pollDue, POLL_PERIOD_MS } from './poller.ts';

/**
 * An Alibaba account's disks end to end: the poller plans ECS DescribeDiskMonitorData for an
 * attached disk (none for a detached one), the real adapter signs it to the fake ECS, and the
 * disk's throughput lands in its chart; a failed or malformed reply keeps the account late with
 * the reason, and the next good poll reads the minutes it missed.
 */
const t = await testApp();
const db = t.database.db;
const MINUTE = 60_000;
const keys = { accessKeyId: 'LTAIDISKS0001', secret: 'disk-secret' };
let fake: FakeAlibaba;
beforeAll(async () => {
  fake = await startFakeAlibaba(keys);
});
afterAll(() => fake.close());

const poll = () =>
  pollDue({
    db,
    now: t.clock.now,
    keyring: t.app.deps.keyring,
    adapterOptions: { endpointFor: () => fake.url },
  });

async function aliAccountWithDisks() {
  const admin = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, admin.token, { regions: ['cn-hangzhou'] });
  await db
    .update(cloudAccounts)
    .set({ simulated: false, credentials: sealCredentials(t.app.deps.keyring, keys) })
    .where(eq(cloudAccounts.id, accountId));
  const disk = (providerId: string, hostId?: string) => ({
    type: 'disk' as const,
    providerId,
    name: providerId,
    region: 'cn-hangzhou',
    status: hostId ? ('in_use' as const) : ('available' as const),
    rawStatus: hostId ? 'In_use' : 'Available',
    hostId,
    tags: {},
  });
  const owner = { tenantId: admin.tenant.id, accountId, provider: 'ALI' };
  await upsertResources(db, owner, [disk('d-bp01', 'i-bp01'), disk('d-bp09')], new Date());
  const stored = await watchedResources(db, accountId);
  const idOf = (p: string) => stored.find((r) => r.provider_id === p)!.id;
  const series = (providerId: string) =>
    ok(
      t,
      calls.monitorSeries,
      { resourceId: idOf(providerId), metric: 'diskRead', range: '1h' },
      { token: admin.token },
    );
  const freshness = async () =>
    (await ok(t, calls.monitorFreshness, {}, { token: admin.token })).find(
      (f) => f.accountId === accountId,
    )!;
  return { series, freshness };
}

/** ECS calls made since `from` in the fake's record. */
const diskCalls = (from: number) =>
  (fake.calls.slice(from) as { action: string; params: Record<string, string> }[]).filter(
    (c) => c.action === 'DescribeDiskMonitorData',
  );

describe('Alibaba disks through the poller', () => {
  it('reads an attached disk’s throughput by ECS into its chart, and asks nothing for a detached one', async () => {
    const x = await aliAccountWithDisks();
    const before = fake.calls.length;
    await poll();
    t.clock.advance(POLL_PERIOD_MS + 1000);
    await poll();
    const made = diskCalls(before);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((c) => c.params.DiskId))).toEqual(new Set(['d-bp01']));
    const read = await x.series('d-bp01');
    const pts = read.series[0]!.points;
    expect(pts.length).toBeGreaterThan(50);
    expect(pts.every(([, v]) => v === RAW / 1024)).toBe(true);
    expect(await x.freshness()).toMatchObject({ late: false });
    const detached = await x.series('d-bp09');
    expect(detached.series[0]).toMatchObject({ points: [], noMetrics: 'detached' });
  });

  it('keeps the account late with the reason while ECS fails or answers badly, and reads on after', async () => {
    const x = await aliAccountWithDisks();
    await poll();
    t.clock.advance(POLL_PERIOD_MS + 1000);
    await poll();
    const newest = (await x.series('d-bp01')).series[0]!.points.at(-1)![0];
    fake.badDiskReplies = true;
    try {
      t.clock.advance(POLL_PERIOD_MS);
      await poll();
      const bad = await x.freshness();
      expect(bad.late).toBe(true);
      expect(bad.reason).toMatch(/DescribeDiskMonitorData: the reply has no MonitorData/);
    } finally {
      fake.badDiskReplies = false;
    }
    fake.deny.add('DescribeDiskMonitorData 2014-05-26');
    try {
      t.clock.advance(POLL_PERIOD_MS);
      await poll();
      const refused = await x.freshness();
      expect(refused.late).toBe(true);
      expect(refused.reason).toMatch(/DescribeDiskMonitorData: User not authorized/);
    } finally {
      fake.deny.delete('DescribeDiskMonitorData 2014-05-26');
    }
    // No point was stored while it failed.
    expect((await x.series('d-bp01')).series[0]!.points.at(-1)![0]).toBe(newest);
    t.clock.advance(10 * MINUTE);
    await poll();
    const after = (await x.series('d-bp01')).series[0]!.points;
    // Read back across the failures: no minute missing.
    const times = after.map(([at]) => at);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(MINUTE);
    expect(times.at(-1)!).toBeGreaterThan(newest);
    expect(await x.freshness()).toMatchObject({ late: false, reason: null });
  });
});
