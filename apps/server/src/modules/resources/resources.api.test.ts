import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { SIM_TRANSITION_MS } from '../../cloud/simulated/adapter.ts';
import { ACTION_REFRESH_MS } from '../sync/index.ts';

const t = await testApp();

async function estate() {
  const who = await adminOfNewTenant(t);
  const ali = await addSimAccount(t, who.token, { provider: 'ALI', name: 'Ali' });
  const aws = await addSimAccount(t, who.token, {
    provider: 'AWS',
    name: 'Aws',
    regions: ['us-east-1'],
  });
  await drain(t);
  return { ...who, ali, aws };
}

describe('inventory lists (resource/*/list)', () => {
  it('shapes each listed resource exactly as its detail does (the list builds it in SQL)', async () => {
    const { token } = await estate();
    const { list } = await ok(t, calls.resourceList, { pageSize: 100 }, { token });
    const { id: tag } = await ok(t, calls.tagCreate, { key: 'env', value: 'prod' }, { token });
    const { id: other } = await ok(t, calls.tagCreate, { key: 'app', value: 'web' }, { token });
    const some = list.filter((_, i) => i % 3 === 0).map((r) => r.id);
    await ok(t, calls.tagBind, { tagIds: [tag, other], resourceIds: some }, { token });
    const again = (await ok(t, calls.resourceList, { pageSize: 100 }, { token })).list;
    expect(again.length).toBe(list.length);
    expect(again.some((r) => r.tags.length === 2 && r.createdAt && r.cpu !== null)).toBe(true);
    for (const r of again.filter((x, i) => i % 2 === 0 || some.includes(x.id))) {
      const { related: _, ...detail } = await ok(t, calls.resourceDetail, { id: r.id }, { token });
      // Same keys in the same order, same values (dates to the millisecond, nulls, tags).
      expect(JSON.stringify(r)).toBe(JSON.stringify(detail));
    }
  });

  it('lists each type with provider, account, region, status, name filters, paging and sorting', async () => {
    const { token, ali } = await estate();
    const all = await ok(t, calls.hostList, { pageSize: 100 }, { token });
    expect(all.total).toBeGreaterThan(5);
    expect(all.list.every((h) => h.type === 'host' && !h.deleted)).toBe(true);
    const names = all.list.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const aws = await ok(t, calls.hostList, { provider: 'AWS', pageSize: 100 }, { token });
    expect(aws.list.every((h) => h.provider === 'AWS' && h.providerId.startsWith('i-0'))).toBe(
      true,
    );
    const byAccount = await ok(
      t,
      calls.hostList,
      { accountId: ali, region: 'cn-shanghai' },
      { token },
    );
    expect(byAccount.list.every((h) => h.accountName === 'Ali' && h.region === 'cn-shanghai')).toBe(
      true,
    );
    expect(aws.total + (await ok(t, calls.hostList, { accountId: ali }, { token })).total).toBe(
      all.total,
    );

    const stopped = await ok(t, calls.hostList, { status: ['stopped'], pageSize: 100 }, { token });
    const running = await ok(t, calls.hostList, { status: 'running', pageSize: 100 }, { token });
    expect(stopped.list.every((h) => h.status === 'stopped')).toBe(true);
    expect(stopped.total + running.total).toBe(all.total);

    const one = all.list[0]!;
    const byName = await ok(t, calls.hostList, { name: one.name.toUpperCase() }, { token });
    expect(byName.list.map((h) => h.id)).toContain(one.id);
    const byIp = await ok(t, calls.hostList, { name: one.privateIp! }, { token });
    expect(byIp.list.map((h) => h.id)).toContain(one.id);

    const p2 = await ok(
      t,
      calls.hostList,
      { page: 2, pageSize: 3, sortField: 'cpu', sortOrder: 'descend' },
      { token },
    );
    expect(p2.list).toHaveLength(3);
    const cpus = (
      await ok(
        t,
        calls.hostList,
        { pageSize: 100, sortField: 'cpu', sortOrder: 'descend' },
        { token },
      )
    ).list.map((h) => h.cpu!);
    expect(cpus).toEqual([...cpus].sort((a, b) => b - a));

    for (const def of [
      calls.diskList,
      calls.databaseList,
      calls.redisList,
      calls.mongoList,
      calls.eipList,
      calls.vpcList,
      calls.subnetList,
    ]) {
      const page = await ok(t, def, {}, { token });
      expect(page.total, def.path).toBeGreaterThan(0);
    }
    const anyType = await ok(t, calls.resourceList, { provider: 'ALI', type: 'vpc' }, { token });
    expect(anyType.list.every((r) => r.type === 'vpc')).toBe(true);
    const counts = await ok(t, calls.resourceCounts, { provider: 'AWS' }, { token });
    expect(counts.find((c) => c.type === 'host')!.count).toBe(aws.total);
    const regions = await ok(t, calls.resourceRegions, { type: 'host' }, { token });
    expect(regions.map((r) => r.region).sort()).toEqual([
      'cn-hangzhou',
      'cn-shanghai',
      'us-east-1',
    ]);
  });

  it('shows a host with its disks, EIPs, VPC and subnet, and a VPC with its subnets and hosts', async () => {
    const { token } = await estate();
    const eips = await ok(t, calls.eipList, { status: 'in_use' }, { token });
    const bound = eips.list[0]!;
    const host = (await ok(t, calls.hostList, { name: bound.hostId!, pageSize: 100 }, { token }))
      .list[0]!;
    const detail = await ok(t, calls.resourceDetail, { id: host.id }, { token });
    expect(detail.related.eips.map((e) => e.id)).toContain(bound.id);
    expect(detail.related.disks.length).toBeGreaterThan(0);
    expect(detail.related.disks.every((d) => d.hostId === host.providerId)).toBe(true);
    expect(detail.related.vpc!.providerId).toBe(host.vpcId);
    expect(detail.related.subnet!.providerId).toBe(host.subnetId);
    const vpc = await ok(t, calls.resourceDetail, { id: detail.related.vpc!.id }, { token });
    expect(vpc.related.hosts.map((h) => h.id)).toContain(host.id);
    expect(vpc.related.subnets.length).toBeGreaterThan(0);
    const disk = await ok(t, calls.resourceDetail, { id: detail.related.disks[0]!.id }, { token });
    expect(disk.related.host!.id).toBe(host.id);
  });

  it('stops a host: stopping at once, stopped after the cloud settles, and it stays stopped', async () => {
    const { token } = await estate();
    const host = (await ok(t, calls.hostList, { status: 'running' }, { token })).list[0]!;
    const res = await ok(t, calls.hostAction, { ids: [host.id], action: 'stop' }, { token });
    expect(res).toEqual({
      affected: 1,
      results: [{ id: host.id, ok: true, status: 'stopping', message: null, requestId: null }],
    });
    const now = await ok(t, calls.resourceDetail, { id: host.id }, { token });
    expect(now).toMatchObject({ status: 'stopping', pendingAction: 'stop' });

    // The refresh waits a few seconds; the simulated cloud settles after its transition.
    t.clock.advance(Math.max(SIM_TRANSITION_MS, ACTION_REFRESH_MS) + 1);
    await drain(t);
    const later = await ok(t, calls.resourceDetail, { id: host.id }, { token });
    expect(later).toMatchObject({ status: 'stopped', pendingAction: null });

    // A full sync later (the simulated cloud keeps its state in the database) still sees it stopped.
    const account = host.accountId;
    await ok(t, calls.syncNow, { ids: [account] }, { token });
    await drain(t);
    expect((await ok(t, calls.resourceDetail, { id: host.id }, { token })).status).toBe('stopped');

    // Starting it again; stopping a stopped host is refused by the cloud with its message.
    const refused = await ok(t, calls.hostAction, { ids: [host.id], action: 'stop' }, { token });
    expect(refused.affected).toBe(0);
    expect(refused.results[0]).toMatchObject({ ok: false, status: 'stopped' });
    expect(refused.results[0]!.message).toContain('stopped');
    await ok(t, calls.hostAction, { ids: [host.id], action: 'start' }, { token });
    t.clock.advance(Math.max(SIM_TRANSITION_MS, ACTION_REFRESH_MS) + 1);
    await drain(t);
    expect((await ok(t, calls.resourceDetail, { id: host.id }, { token })).status).toBe('running');
  });

  it('refuses actions on what is not a host, and junk input', async () => {
    const { token } = await estate();
    const disk = (await ok(t, calls.diskList, {}, { token })).list[0]!;
    const res = await ok(t, calls.hostAction, { ids: [disk.id], action: 'reboot' }, { token });
    expect(res.results[0]).toMatchObject({ ok: false });
    expect(res.results[0]!.message).toContain('not a host');
    for (const junk of [
      { ids: [], action: 'stop' },
      { ids: [disk.id], action: 'explode' },
      { ids: ['nope'], action: 'stop' },
    ]) {
      expect((await call(t, calls.hostAction, junk, { token })).code).toBe(400);
    }
    for (const junk of [
      { page: 0 },
      { pageSize: 1000 },
      { status: 'melting' },
      { sortField: 'password' },
      { provider: 'X' },
    ]) {
      expect((await call(t, calls.hostList, junk, { token })).code, JSON.stringify(junk)).toBe(400);
    }
  });

  it('exports the filtered host list', async () => {
    const { token } = await estate();
    const total = (await ok(t, calls.hostList, { provider: 'AWS' }, { token })).total;
    const res = await injectRaw(t, calls.exportFile, {
      token,
      payload: JSON.stringify({
        path: calls.hostList.path,
        input: { provider: 'AWS', sortField: 'name' },
        format: 'csv',
        filename: 'hosts',
        columns: [
          { key: 'name', title: 'Name' },
          { key: 'providerId', title: 'Instance' },
          { key: 'status', title: 'Status' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name,Instance,Status');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.includes(',i-0'))).toBe(true);
  });

  it('keeps tenants apart', async () => {
    const a = await estate();
    const b = await adminOfNewTenant(t);
    const host = (await ok(t, calls.hostList, {}, { token: a.token })).list[0]!;
    expect((await ok(t, calls.hostList, {}, { token: b.token })).total).toBe(0);
    expect((await ok(t, calls.resourceList, { accountId: a.ali }, { token: b.token })).total).toBe(
      0,
    );
    expect((await call(t, calls.resourceDetail, { id: host.id }, { token: b.token })).code).toBe(
      404,
    );
    expect(
      (await call(t, calls.hostAction, { ids: [host.id], action: 'stop' }, { token: b.token }))
        .code,
    ).toBe(404);
    expect((await ok(t, calls.resourceDetail, { id: host.id }, { token: a.token })).status).toBe(
      host.status,
    );
    expect(await ok(t, calls.resourceRegions, {}, { token: b.token })).toEqual([]);
  });

  it('needs the menu code of each type', async () => {
    const { tenant } = await estate();
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const token = await signIn(t, finance.username);
    expect((await call(t, calls.hostList, {}, { token })).code).toBe(403);
    expect(
      (await call(t, calls.hostAction, { ids: [tenant.id], action: 'stop' }, { token })).code,
    ).toBe(403);
    expect((await call(t, calls.resourceDetail, { id: tenant.id }, { token })).code).toBe(403);
  });
});
