import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { addSimAccount, drain, NO_SUCH_ID } from '../cloud/test-support.ts';

const t = await testApp();

/** A tenant with one synced simulated account of `provider`, and some of its host ids. */
async function tenantWithHosts(provider: 'ALI' | 'HUAWEI' = 'ALI') {
  const admin = await adminOfNewTenant(t);
  await addSimAccount(t, admin.token, {
    provider,
    regions: provider === 'ALI' ? ['cn-hangzhou'] : [],
  });
  await drain(t);
  const hosts = await ok(
    t,
    calls.resourceList,
    { type: 'host', pageSize: 5 },
    { token: admin.token },
  );
  expect(hosts.list.length).toBeGreaterThan(2);
  return { ...admin, hostIds: hosts.list.map((h) => h.id) };
}

const VIEW = { name: 'Shop front', sort: 2, cloudCode: 'ALI', businessType: 1 } as const;

describe('business views and groups', () => {
  it('lists views in sort order with their groups and resource counts', async () => {
    const { token, hostIds } = await tenantWithHosts();
    const late = await ok(t, calls.monitorViewCreate, VIEW, { token });
    const first = await ok(
      t,
      calls.monitorViewCreate,
      { ...VIEW, name: 'Data', sort: 1, cloudCode: 'ALL', businessType: 2 },
      { token },
    );
    const g = await ok(
      t,
      calls.monitorGroupCreate,
      { viewId: late.id, name: 'Web tier', resourceIds: hostIds.slice(0, 2) },
      { token },
    );
    await ok(t, calls.monitorGroupCreate, { viewId: late.id, name: 'Empty', sort: 5 }, { token });
    const views = await ok(t, calls.monitorViewList, {}, { token });
    expect(views.map((v) => v.name)).toEqual(['Data', 'Shop front']);
    expect(views[0]).toMatchObject({ id: first.id, cloudCode: 'ALL', cloudId: 0, businessType: 2 });
    expect(views[1]).toMatchObject({ cloudCode: 'ALI', cloudId: 2, sort: 2 });
    expect(views[1]!.groups).toEqual([
      { id: g.id, name: 'Web tier', sort: 0, resourceCount: 2 },
      expect.objectContaining({ name: 'Empty', resourceCount: 0 }),
    ]);
    const only = await ok(t, calls.monitorViewList, { cloudCode: 'ALI' }, { token });
    expect(only.map((v) => v.id)).toEqual([late.id]);

    const page = await ok(t, calls.monitorGroupResources, { groupId: g.id }, { token });
    expect(page.total).toBe(2);
    expect(page.list.map((r) => r.id).sort()).toEqual(hostIds.slice(0, 2).sort());
  });

  it('assigns and removes resources, all or none', async () => {
    const { token, hostIds } = await tenantWithHosts();
    const other = await tenantWithHosts();
    const v = await ok(t, calls.monitorViewCreate, VIEW, { token });
    const g = await ok(t, calls.monitorGroupCreate, { viewId: v.id, name: 'G' }, { token });
    const added = await ok(
      t,
      calls.monitorGroupAssign,
      { groupId: g.id, resourceIds: hostIds },
      { token },
    );
    expect(added.affected).toBe(hostIds.length);
    // Adding again changes nothing and still answers for every id.
    await ok(
      t,
      calls.monitorGroupAssign,
      { groupId: g.id, resourceIds: hostIds.slice(0, 1) },
      { token },
    );
    // One foreign resource refuses the whole request.
    const mixed = await call(
      t,
      calls.monitorGroupAssign,
      { groupId: g.id, resourceIds: [other.hostIds[0]!] },
      { token },
    );
    expect(mixed.code).toBe(404);
    expect(mixed.message).toMatch(/resourceIds/);
    const removed = await ok(
      t,
      calls.monitorGroupAssign,
      { groupId: g.id, resourceIds: hostIds.slice(0, 2), remove: true },
      { token },
    );
    expect(removed.affected).toBe(2);
    const page = await ok(t, calls.monitorGroupResources, { groupId: g.id, name: '' }, { token });
    expect(page.total).toBe(hostIds.length - 2);
  });

  it('keeps a one-cloud view to its cloud; a view of all clouds takes any', async () => {
    const { token, hostIds } = await tenantWithHosts();
    await addSimAccount(t, token, { provider: 'HUAWEI' });
    await drain(t);
    const hw = await ok(
      t,
      calls.resourceList,
      { type: 'host', provider: 'HUAWEI', pageSize: 2 },
      { token },
    );
    const ali = await ok(t, calls.monitorViewCreate, VIEW, { token });
    const refused = await call(
      t,
      calls.monitorGroupCreate,
      { viewId: ali.id, name: 'X', resourceIds: [hw.list[0]!.id] },
      { token },
    );
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(/resourceIds/);
    expect((await ok(t, calls.monitorViewList, {}, { token }))[0]!.groups).toEqual([]);

    const all = await ok(t, calls.monitorViewCreate, { ...VIEW, cloudCode: 'ALL' }, { token });
    await ok(
      t,
      calls.monitorGroupCreate,
      { viewId: all.id, name: 'Both', resourceIds: [hw.list[0]!.id, hostIds[0]!] },
      { token },
    );
    // Narrowing it to one cloud would strand the other's resource.
    const narrowed = await call(
      t,
      calls.monitorViewUpdate,
      { id: all.id, ...VIEW, cloudCode: 'HUAWEI' },
      { token },
    );
    expect(narrowed.code).toBe(400);
    expect(narrowed.message).toMatch(/cloudCode/);
    await ok(
      t,
      calls.monitorViewUpdate,
      { id: all.id, ...VIEW, name: 'Renamed', cloudCode: 'ALL' },
      { token },
    );
  });

  it('edits, deletes, and treats another tenant’s view or group as unknown', async () => {
    const { token } = await tenantWithHosts();
    const stranger = await adminOfNewTenant(t);
    const v = await ok(t, calls.monitorViewCreate, VIEW, { token });
    const g = await ok(t, calls.monitorGroupCreate, { viewId: v.id, name: 'G' }, { token });
    for (const [def, input] of [
      [calls.monitorViewUpdate, { id: v.id, ...VIEW }],
      [calls.monitorViewDelete, { id: v.id }],
      [calls.monitorGroupCreate, { viewId: v.id, name: 'Mine now' }],
      [calls.monitorGroupUpdate, { id: g.id, name: 'x' }],
      [calls.monitorGroupDelete, { id: g.id }],
      [calls.monitorGroupResources, { groupId: g.id }],
    ] as const) {
      const foreign = await call(t, def, input, { token: stranger.token });
      expect(foreign.code, def.path).toBe(404);
    }
    await ok(t, calls.monitorGroupUpdate, { id: g.id, name: 'Renamed', sort: 3 }, { token });
    expect((await ok(t, calls.monitorViewList, {}, { token }))[0]!.groups[0]).toMatchObject({
      name: 'Renamed',
      sort: 3,
    });
    await ok(t, calls.monitorGroupDelete, { id: g.id }, { token });
    await ok(t, calls.monitorViewDelete, { id: v.id }, { token });
    expect(await ok(t, calls.monitorViewList, {}, { token })).toEqual([]);
    expect((await call(t, calls.monitorViewDelete, { id: NO_SUCH_ID }, { token })).code).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const { token } = await adminOfNewTenant(t);
    for (const [input, field] of [
      [{ ...VIEW, name: '  ' }, /name/],
      [{ ...VIEW, sort: Number.NaN }, /sort/],
      [{ ...VIEW, businessType: 9 }, /businessType/],
      [{ ...VIEW, cloudCode: 'NOPE' }, /cloudCode/],
    ] as const) {
      const res = await call(t, calls.monitorViewCreate, input, { token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    }
    expect(await ok(t, calls.monitorViewList, {}, { token })).toEqual([]);
  });

  it('is closed to users without the cloud view code', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const viewer = await makeUser(t, tenant.id, { role: 'viewer' });
    const token = await signIn(t, viewer.username);
    expect((await call(t, calls.monitorViewList, {}, { token })).code).toBe(403);
  });
});
