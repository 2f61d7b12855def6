import { describe, expect, it } from 'vitest';
import { HW_PROJECT, HW_SERVERS } from '../../../../test/fake-clouds/huawei.ts';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { HUAWEI } from '../conformance/cases-ali-aws-huawei.ts';

// The scenarios every provider shares are in conformance/; these are Huawei Cloud's own.
const cloud = useFakeCloud(HUAWEI.setup);
const R = cloud.region;

describe('Huawei Cloud adapter', () => {
  it('looks the project id up once per region, and uses the account one when given', async () => {
    const fresh = cloud.adapterWith({});
    const before = cloud.fake.calls.length;
    await fresh.list('vpc', R);
    await fresh.list('subnet', R);
    const lookups = cloud.fake.calls.slice(before).filter((c) => c.path === '/v3/projects');
    expect(lookups).toEqual([expect.objectContaining({ query: { name: R } })]);
    await expect(fresh.list('vpc', 'nowhere-1')).rejects.toMatchObject({ kind: 'not_found' });

    const scoped = cloud.adapterWith({ projectId: HW_PROJECT });
    const mark = cloud.fake.calls.length;
    await scoped.list('vpc', R);
    expect(cloud.fake.calls.slice(mark).map((c) => c.path)).toEqual([`/v1/${HW_PROJECT}/vpcs`]);
  });

  it('posts os-start, os-stop and reboot batches to cloudservers/action', async () => {
    const ids = [HW_SERVERS[0]!.id, HW_SERVERS[1]!.id];
    await cloud.actOnHosts({ start: ids, stop: ids, reboot: ids.slice(0, 1) });
    const servers = ids.map((id) => ({ id }));
    expect(cloud.fake.calls.slice(-3)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/${HW_PROJECT}/cloudservers/action`,
        body: { 'os-start': { servers } },
      }),
      expect.objectContaining({ body: { 'os-stop': { servers, type: 'SOFT' } } }),
      expect.objectContaining({ body: { reboot: { servers: servers.slice(0, 1), type: 'SOFT' } } }),
    ]);
  });
});
