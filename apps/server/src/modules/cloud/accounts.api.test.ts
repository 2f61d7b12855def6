import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLOUD_RESOURCE_TYPES, calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { cloudAccounts } from '../../db/schema/index.ts';
import {
  NO_SUCH_ID,
  expectForeignIdsUnknown,
  addSimAccount,
  drain,
  setSim,
} from './test-support.ts';

const t = await testApp();

describe('cloud accounts (cloudAccount/*)', () => {
  it('adds a simulated account, verifies it, syncs it and shows health, last sync and counts', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, { name: 'Ali prod' });
    const before = await ok(t, calls.syncStatus, { accountIds: [id] }, { token });
    expect(before.jobs[0]).toMatchObject({ state: 'queued', trigger: 'added', accountId: id });
    expect(before.active).toBe(true);
    expect(await drain(t)).toBe(1);

    const page = await ok(t, calls.accountList, {}, { token });
    expect(page.total).toBe(1);
    const a = page.list[0]!;
    expect(a).toMatchObject({
      name: 'Ali prod',
      provider: 'ALI',
      health: 'ok',
      simulated: true,
      status: 1,
    });
    expect(a.accessKeyMasked).toMatch(/^LTAI\*+.{4}$/);
    expect(a.lastSyncAt).not.toBeNull();
    expect(a.lastSyncStatus).toBe('succeeded');
    expect(a.resourceCount).toBeGreaterThan(10);
    expect(a.counts.host).toBeGreaterThan(0);

    const detail = await ok(t, calls.accountDetail, { id }, { token });
    // Every type the adapters list, in the contract's order.
    expect(detail.types.map((x) => x.type)).toEqual([...CLOUD_RESOURCE_TYPES]);
    expect(detail.types.every((x) => x.error === null && x.syncedAt !== null)).toBe(true);
    expect(detail.lastCheck.every((c) => c.readable)).toBe(true);

    const after = await ok(t, calls.syncStatus, { accountIds: [id] }, { token });
    expect(after.active).toBe(false);
    expect(after.jobs[0]).toMatchObject({ state: 'succeeded', errors: 0 });
    expect(after.jobs[0]!.done).toBe(after.jobs[0]!.total);
    expect(after.jobs[0]!.total).toBe(16);
  });

  it('refuses keys the provider rejects, and saves nothing', async () => {
    const { token, tenant } = await adminOfNewTenant(t);
    // A revoked simulated key: the check fails with the provider's code and request id.
    const res = await call(
      t,
      calls.checkAccount,
      { provider: 'ALI', accessKeyId: 'LTAIabcdefgh', secret: 'x'.repeat(12), simulated: true },
      { token },
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ ok: true, health: 'ok' });
    expect(res.data.types).toHaveLength(8);

    const id = await addSimAccount(t, token);
    await setSim(t, id, { revoked: true });
    const check = await ok(t, calls.checkAccount, { id }, { token });
    expect(check).toMatchObject({
      ok: false,
      health: 'invalid_credentials',
      providerCode: 'InvalidAccessKeyId.NotFound',
    });
    expect(check.requestId).toMatch(/^sim-/);
    const [row] = await t.database.db
      .select()
      .from(cloudAccounts)
      .where(eq(cloudAccounts.tenantId, tenant.id));
    expect(row!.health).toBe('invalid_credentials');
  });

  it('reports per type what the account may not read', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, {
      sim: { failTypes: ['database', 'redis'], failKind: 'permission' },
    });
    const check = await ok(t, calls.checkAccount, { id }, { token });
    expect(check.ok).toBe(false);
    expect(check.health).toBe('permission_missing');
    const unreadable = check.types.filter((x) => !x.readable).map((x) => x.type);
    expect(unreadable).toEqual(['database', 'redis']);
    expect(check.types.find((x) => x.type === 'database')!.providerCode).toBe('Forbidden.RAM');
  });

  it('edits an account, keeping the secret unless both key and secret are given', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token, { name: 'Before' });
    const [before] = await t.database.db
      .select()
      .from(cloudAccounts)
      .where(eq(cloudAccounts.id, id));
    await ok(
      t,
      calls.accountUpdate,
      { id, name: 'After', syncIntervalMin: 30, regions: ['cn-beijing'] },
      { token },
    );
    const [after] = await t.database.db
      .select()
      .from(cloudAccounts)
      .where(eq(cloudAccounts.id, id));
    expect(after).toMatchObject({ name: 'After', syncIntervalMin: 30, regions: ['cn-beijing'] });
    expect(after!.credentials).toBe(before!.credentials);

    const half = await call(t, calls.accountUpdate, { id, accessKeyId: 'LTAInewkey12' }, { token });
    expect(half.code).toBe(400);
    expect(half.message).toContain('accessKeyId');

    await ok(
      t,
      calls.accountUpdate,
      { id, accessKeyId: 'LTAInewkey12', secret: 'another-secret-1' },
      { token },
    );
    const page = await ok(t, calls.accountList, {}, { token });
    expect(page.list[0]!.accessKeyMasked).toBe('LTAI****ey12');
  });

  it('refuses a duplicate name, unknown regions and junk, changing nothing', async () => {
    const { token } = await adminOfNewTenant(t);
    await addSimAccount(t, token, { name: 'Same' });
    const dup = await call(
      t,
      calls.accountCreate,
      {
        name: 'Same',
        provider: 'ALI',
        accessKeyId: 'LTAIabcdefgh',
        secret: 'secret-123',
        simulated: true,
      },
      { token },
    );
    expect(dup.code).toBe(409);
    const region = await call(
      t,
      calls.accountCreate,
      {
        name: 'R',
        provider: 'ALI',
        accessKeyId: 'LTAIabcdefgh',
        secret: 'secret-123',
        simulated: true,
        regions: ['us-east-1'],
      },
      { token },
    );
    expect(region.code).toBe(400);
    expect(region.message).toContain('us-east-1');
    for (const junk of [
      { name: '', provider: 'ALI', accessKeyId: 'LTAIabcdefgh', secret: 'secret-123' },
      { name: 'x', provider: 'NOPE', accessKeyId: 'LTAIabcdefgh', secret: 'secret-123' },
      { name: 'x', provider: 'ALI', accessKeyId: 'short', secret: 'secret-123' },
      { name: 'x', provider: 'ALI', accessKeyId: 'LTAIabcdefgh', secret: 'has space 1' },
      {
        name: 'x',
        provider: 'ALI',
        accessKeyId: 'LTAIabcdefgh',
        secret: 'secret-123',
        syncIntervalMin: 7,
      },
      {
        name: 'x',
        provider: 'ALI',
        accessKeyId: 'LTAIabcdefgh',
        secret: 'secret-123',
        regions: ['Bad Region'],
      },
    ]) {
      const res = await call(t, calls.accountCreate, junk, { token });
      expect(res.code, JSON.stringify(junk)).toBe(400);
    }
    const page = await ok(t, calls.accountList, {}, { token });
    expect(page.total).toBe(1);
  });

  it('disables, enables and deletes accounts; a disabled account does not sync', async () => {
    const { token } = await adminOfNewTenant(t);
    const id = await addSimAccount(t, token);
    await drain(t);
    expect(await ok(t, calls.accountStatus, { ids: [id], status: 0 }, { token })).toEqual({
      affected: 1,
    });
    const refused = await call(t, calls.syncNow, { ids: [id] }, { token });
    expect(refused.code).toBe(409);
    await ok(t, calls.accountStatus, { ids: [id], status: 1 }, { token });
    const { jobs } = await ok(t, calls.syncNow, { ids: [id] }, { token });
    expect(jobs[0]).toMatchObject({ state: 'queued', trigger: 'manual' });
    // Asking twice while it waits makes one job.
    const again = await ok(t, calls.syncNow, { ids: [id] }, { token });
    expect(again.jobs[0]!.id).toBe(jobs[0]!.id);
    await drain(t);
    expect(await ok(t, calls.accountDelete, { ids: [id] }, { token })).toEqual({ affected: 1 });
    const hosts = await ok(t, calls.hostList, {}, { token });
    expect(hosts.total).toBe(0);
    expect((await ok(t, calls.accountList, {}, { token })).total).toBe(0);
  });

  it('keeps tenants apart: another tenant’s account is not found and unchanged', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const id = await addSimAccount(t, a.token, { name: 'Mine' });
    expect((await call(t, calls.accountDetail, { id }, { token: b.token })).code).toBe(404);
    expect(
      (await call(t, calls.accountUpdate, { id, name: 'Theirs' }, { token: b.token })).code,
    ).toBe(404);
    expect((await call(t, calls.checkAccount, { id }, { token: b.token })).code).toBe(404);
    expect((await call(t, calls.syncNow, { ids: [id] }, { token: b.token })).code).toBe(404);
    expect(
      (await call(t, calls.accountStatus, { ids: [id], status: 0 }, { token: b.token })).code,
    ).toBe(404);
    expect((await call(t, calls.accountDelete, { ids: [id] }, { token: b.token })).code).toBe(404);
    expect((await ok(t, calls.accountList, {}, { token: b.token })).total).toBe(0);
    expect(await ok(t, calls.accountOptions, {}, { token: b.token })).toEqual([]);
    const mine = await ok(t, calls.accountDetail, { id }, { token: a.token });
    expect(mine).toMatchObject({ name: 'Mine', status: 1 });
  });

  it('needs the cloud-account permission (v9)', async () => {
    const { tenant } = await adminOfNewTenant(t);
    const finance = await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    const token = await signIn(t, finance.username);
    expect((await call(t, calls.accountList, {}, { token })).code).toBe(403);
    expect((await call(t, calls.checkAccount, { id: tenant.id }, { token })).code).toBe(403);
    const ops = await makeUser(t, tenant.id, { role: 'cloudOps', accountType: 1 });
    const opsToken = await signIn(t, ops.username);
    expect((await call(t, calls.accountList, {}, { token: opsToken })).code).toBe(200);
  });

  it('lists regions from the catalogue, or through an account', async () => {
    const { token } = await adminOfNewTenant(t);
    const regions = await ok(t, calls.getCloudRegion, { provider: 'HUAWEI' }, { token });
    expect(regions.map((r) => r.id)).toContain('cn-north-4');
    const id = await addSimAccount(t, token, { provider: 'AWS', regions: ['us-east-1'] });
    const through = await ok(
      t,
      calls.getCloudRegion,
      { provider: 'AWS', accountId: id },
      { token },
    );
    expect(through[0]).toEqual({ id: 'us-east-1', name: 'US East (N. Virginia)' });
    expect(
      (await call(t, calls.getCloudRegion, { provider: 'ALI', accountId: id }, { token })).code,
    ).toBe(404);
    expect((await call(t, calls.getCloudRegion, { provider: 'XX' }, { token })).code).toBe(400);
  });

  it('answers another tenant’s account ids as unknown ids, and a batch with one changes nothing', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const theirs = await addSimAccount(t, a.token, { name: 'Theirs' });
    const mine = await addSimAccount(t, b.token, { name: 'Mine' });
    for (const status of [0, 1] as const) {
      await expectForeignIdsUnknown(t, calls.accountStatus, [theirs], b.token, { status });
    }
    await expectForeignIdsUnknown(t, calls.accountDelete, [theirs], b.token);
    // Mixed with the caller's own: refused whole, the caller's account untouched too.
    expect(
      (await call(t, calls.accountStatus, { ids: [mine, theirs], status: 0 }, { token: b.token }))
        .code,
    ).toBe(404);
    expect(
      (await call(t, calls.accountDelete, { ids: [mine, NO_SUCH_ID] }, { token: b.token })).code,
    ).toBe(404);
    expect(await ok(t, calls.accountDetail, { id: mine }, { token: b.token })).toMatchObject({
      name: 'Mine',
      status: 1,
    });
    expect(await ok(t, calls.accountDetail, { id: theirs }, { token: a.token })).toMatchObject({
      name: 'Theirs',
      status: 1,
    });
    // The same id twice is one account.
    expect(
      await ok(t, calls.accountStatus, { ids: [mine, mine], status: 0 }, { token: b.token }),
    ).toEqual({ affected: 1 });
  });
});
