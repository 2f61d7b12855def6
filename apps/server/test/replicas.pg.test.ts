// Runs only in the server-pg project: replicas share one PostgreSQL and talk through NOTIFY.
import { afterAll, describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { buildApp } from '../src/app.ts';
import { listenForInvalidations } from '../src/plugins/invalidation.ts';
import { call, eventually, ok, testApp, type TestApp } from './harness.ts';
import { adminOfNewTenant, makeUser, signIn, sendWelcome } from './fixtures.ts';

const a = await testApp();

/** A second server on the same database, as a second replica would be. */
async function replicaOf(t: TestApp): Promise<TestApp> {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    now: t.clock.now,
    logger: false,
  });
  const unlisten = await listenForInvalidations(t.database, app.deps, app.log);
  afterAll(async () => {
    await app.close();
    await unlisten();
  });
  return { ...t, app };
}
const b = await replicaOf(a);

describe('several replicas on one PostgreSQL', () => {
  it('sees a logout on one replica at once on the other', async () => {
    const { token } = await adminOfNewTenant(a);
    expect((await call(b, calls.unreadCount, {}, { token })).code).toBe(200);
    await ok(a, calls.logout, {}, { token });
    expect(
      await eventually(async () => (await call(b, calls.unreadCount, {}, { token })).code, 407),
    ).toBe(407);
  });

  it('sees a user disabled on one replica at once on the other', async () => {
    const { tenant, token } = await adminOfNewTenant(a);
    const sub = await makeUser(a, tenant.id, { accountType: 1, role: 'viewer' });
    const subToken = await signIn(a, sub.username);
    expect((await call(b, calls.unreadCount, {}, { token: subToken })).code).toBe(200);
    await ok(a, calls.userModify, { op: 'status', ids: [sub.id], status: 0 }, { token });
    expect(
      await eventually(
        async () => (await call(b, calls.unreadCount, {}, { token: subToken })).code,
        407,
      ),
    ).toBe(407);
  });

  it('updates the unread count on the other replica when one marks read', async () => {
    const { tenant, person, token } = await adminOfNewTenant(a);
    await sendWelcome(a, { tenantId: tenant.id, userId: person.id });
    expect(await eventually(() => ok(b, calls.unreadCount, {}, { token }), 1)).toBe(1);
    await ok(a, calls.messageReadFlag, { all: true }, { token });
    expect(await eventually(() => ok(b, calls.unreadCount, {}, { token }), 0)).toBe(0);
  });
});
