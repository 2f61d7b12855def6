import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import {
  NO_SUCH_ID,
  addSimAccount,
  drain,
  expectForeignIdsUnknown,
  expectSameAsUnknown,
} from '../cloud/test-support.ts';

const t = await testApp();

async function withHosts() {
  const who = await adminOfNewTenant(t);
  await addSimAccount(t, who.token, { regions: ['cn-hangzhou'] });
  await drain(t);
  const hosts = (await ok(t, calls.hostList, { pageSize: 100 }, { token: who.token })).list;
  return { ...who, hosts };
}

describe('console tags (tag/*)', () => {
  it('creates, renames and lists tags with usage counts; binds and unbinds many resources at once', async () => {
    const { token, hosts } = await withHosts();
    const { id: prod } = await ok(t, calls.tagCreate, { key: 'env', value: 'prod' }, { token });
    const { id: web } = await ok(t, calls.tagCreate, { key: 'team', value: 'web' }, { token });
    const ids = hosts.slice(0, 3).map((h) => h.id);
    expect(
      await ok(t, calls.tagBind, { tagIds: [prod, web], resourceIds: ids }, { token }),
    ).toEqual({ affected: 6 });
    // Binding again changes nothing.
    expect(await ok(t, calls.tagBind, { tagIds: [prod], resourceIds: ids }, { token })).toEqual({
      affected: 0,
    });

    const list = await ok(t, calls.tagList, { sortField: 'key' }, { token });
    expect(list.list.map((x) => [x.key, x.value, x.usageCount])).toEqual([
      ['env', 'prod', 3],
      ['team', 'web', 3],
    ]);
    const filtered = await ok(t, calls.hostList, { tagId: prod, pageSize: 100 }, { token });
    expect(filtered.list.map((h) => h.id).sort()).toEqual([...ids].sort());
    expect(filtered.list[0]!.tags.map((x) => `${x.key}:${x.value}`)).toEqual([
      'env:prod',
      'team:web',
    ]);
    const untagged = await ok(
      t,
      calls.resourceList,
      { type: 'host', untagged: true, pageSize: 100 },
      { token },
    );
    expect(untagged.total).toBe(hosts.length - 3);

    expect(
      await ok(t, calls.tagUnbind, { tagIds: [web], resourceIds: ids.slice(0, 2) }, { token }),
    ).toEqual({ affected: 2 });
    await ok(t, calls.tagUpdate, { id: web, key: 'team', value: 'frontend' }, { token });
    const opts = await ok(t, calls.tagOptions, {}, { token });
    expect(opts.map((o) => `${o.key}:${o.value}`)).toEqual(['env:prod', 'team:frontend']);
    const byUsage = await ok(
      t,
      calls.tagList,
      { sortField: 'usageCount', sortOrder: 'ascend' },
      { token },
    );
    expect(byUsage.list.map((x) => x.usageCount)).toEqual([1, 3]);

    expect(await ok(t, calls.tagDelete, { ids: [prod] }, { token })).toEqual({
      affected: 1,
      unbound: 3,
    });
    expect((await ok(t, calls.hostList, { tagId: prod }, { token })).total).toBe(0);
  });

  it('refuses duplicates, bad characters, and other tenants’ tags or resources', async () => {
    const a = await withHosts();
    const b = await withHosts();
    const { id } = await ok(t, calls.tagCreate, { key: 'env', value: 'prod' }, { token: a.token });
    expect(
      (await call(t, calls.tagCreate, { key: 'env', value: 'prod' }, { token: a.token })).code,
    ).toBe(409);
    const { id: other } = await ok(
      t,
      calls.tagCreate,
      { key: 'env', value: 'dev' },
      { token: a.token },
    );
    expect(
      (await call(t, calls.tagUpdate, { id: other, key: 'env', value: 'prod' }, { token: a.token }))
        .code,
    ).toBe(409);
    for (const junk of [
      { key: '' },
      { key: 'a<b>' },
      { key: 'k', value: 'x'.repeat(200) },
      { key: 'a,b' },
    ]) {
      expect(
        (await call(t, calls.tagCreate, junk, { token: a.token })).code,
        JSON.stringify(junk),
      ).toBe(400);
    }
    // b may not bind a's tag, nor bind its tag to a's host, nor change a's tag; nothing changes.
    const { id: bTag } = await ok(
      t,
      calls.tagCreate,
      { key: 'env', value: 'prod' },
      { token: b.token },
    );
    const refused = [
      [calls.tagBind, { tagIds: [id], resourceIds: [b.hosts[0]!.id] }],
      [calls.tagBind, { tagIds: [bTag], resourceIds: [a.hosts[0]!.id] }],
      [calls.tagUpdate, { id, key: 'x' }],
      [calls.tagDelete, { ids: [id] }],
    ] as const;
    for (const [c, input] of refused) {
      expect((await call(t, c, input, { token: b.token })).code, c.path).toBe(404);
    }
    expect((await ok(t, calls.tagList, {}, { token: a.token })).total).toBe(2);
    expect((await ok(t, calls.tagList, {}, { token: b.token })).total).toBe(1);
  });

  it('needs the tag codes', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const token = await signIn(t, finance.username);
    expect((await call(t, calls.tagList, {}, { token })).code).toBe(403);
    expect((await call(t, calls.tagCreate, { key: 'a' }, { token })).code).toBe(403);
    expect(
      (await call(t, calls.tagBind, { tagIds: [tenant.id], resourceIds: [tenant.id] }, { token }))
        .code,
    ).toBe(403);
  });

  it('answers another tenant’s tag ids as unknown ids, and a batch with one deletes nothing', async () => {
    const a = await withHosts();
    const b = await withHosts();
    const { id: theirs } = await ok(t, calls.tagCreate, { key: 'env' }, { token: a.token });
    const { id: mine } = await ok(t, calls.tagCreate, { key: 'env' }, { token: b.token });
    const host = b.hosts[0]!.id;
    await ok(t, calls.tagBind, { tagIds: [mine], resourceIds: [host] }, { token: b.token });
    await expectForeignIdsUnknown(t, calls.tagDelete, [theirs], b.token);
    expect((await call(t, calls.tagDelete, { ids: [mine, theirs] }, { token: b.token })).code).toBe(
      404,
    );
    // Nothing was deleted or unbound on either side.
    const left = await ok(t, calls.tagList, {}, { token: b.token });
    expect(left.list.map((x) => [x.id, x.usageCount])).toEqual([[mine, 1]]);
    expect((await ok(t, calls.tagList, {}, { token: a.token })).total).toBe(1);
    for (const def of [calls.tagBind, calls.tagUnbind]) {
      await expectSameAsUnknown(
        t,
        def,
        { tagIds: [theirs], resourceIds: [host] },
        { tagIds: [NO_SUCH_ID], resourceIds: [host] },
        b.token,
      );
    }
    await expectSameAsUnknown(
      t,
      calls.tagUpdate,
      { id: theirs, key: 'x' },
      { id: NO_SUCH_ID, key: 'x' },
      b.token,
    );
  });
});
