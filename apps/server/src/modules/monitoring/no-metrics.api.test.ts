import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { upsertResources } from '../sync/inventory.repository.ts';
import { watchedResources } from './metrics.repository.ts';

// A Huawei disk's metrics are named by its server and drive letter, a DDS instance's by its
// nodes: where the inventory has neither, the provider has nothing to read and the series
// answer says why instead of an empty chart. The simulated cloud answers every metric.
const t = await testApp();

async function huaweiDisks(simulated: boolean) {
  const admin = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, admin.token, {
    provider: 'HUAWEI',
    regions: ['cn-north-4'],
  });
  await drain(t);
  const disks = await ok(
    t,
    calls.resourceList,
    { type: 'disk', pageSize: 2 },
    { token: admin.token },
  );
  const [detached, attached] = disks.list;
  const db = t.database.db;
  // As a real account's sync leaves them: one disk without an attachment, one with its device.
  await db.execute(sql`update cloud_accounts set simulated = ${simulated} where id = ${accountId}`);
  await db.execute(
    sql`update resources set host_id = null, metric_keys = null where id = ${detached!.id}`,
  );
  await db.execute(sql`update resources set host_id = 'srv-1',
    metric_keys = '{"device":"/dev/vdb"}'::jsonb where id = ${attached!.id}`);
  const series = (resourceId: string) =>
    ok(
      t,
      calls.monitorSeries,
      { resourceId, metric: 'diskRead', range: '1h' },
      { token: admin.token },
    );
  return { detached: detached!, attached: attached!, series };
}

describe('resources the provider has no metrics for', () => {
  it('says a detached Huawei disk has none, and an attached one nothing of the kind', async () => {
    const x = await huaweiDisks(false);
    const detached = await x.series(x.detached.id);
    expect(detached.series).toEqual([
      { resourceId: x.detached.id, name: x.detached.name, points: [], noMetrics: 'detached' },
    ]);
    const attached = await x.series(x.attached.id);
    expect(attached.series[0]!.noMetrics).toBeUndefined();
  });

  it('says nothing of the kind for a simulated account, whose cloud answers every metric', async () => {
    const x = await huaweiDisks(true);
    const detached = await x.series(x.detached.id);
    expect(detached.series[0]!.noMetrics).toBeUndefined();
  });

  it('keeps a disk’s device from the sync, and drops it when the disk is detached', async () => {
    const admin = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, admin.token, { provider: 'HUAWEI' });
    const owner = { tenantId: admin.tenant.id, accountId, provider: 'HUAWEI' };
    const disk = {
      type: 'disk' as const,
      providerId: 'vol-keys-1',
      name: 'data',
      region: 'cn-north-4',
      status: 'in_use' as const,
      rawStatus: 'in-use',
      hostId: 'srv-1',
      metricKeys: { device: '/dev/vdb' },
      tags: {},
    };
    const db = t.database.db;
    const stored = async () =>
      (await watchedResources(db, accountId)).find((r) => r.provider_id === 'vol-keys-1');
    await upsertResources(db, owner, [disk], new Date());
    expect(await stored()).toMatchObject({ host_id: 'srv-1', metric_keys: { device: '/dev/vdb' } });
    await upsertResources(
      db,
      owner,
      [{ ...disk, status: 'available', hostId: undefined, metricKeys: undefined }],
      new Date(),
    );
    expect(await stored()).toMatchObject({ host_id: null, metric_keys: null });
  });
});
