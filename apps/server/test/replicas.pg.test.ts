// Runs only in the server-pg project: replicas share one PostgreSQL and talk through NOTIFY.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { calls } from '@ecloud/contract';
import { buildApp } from '../src/app.ts';
import { listenForInvalidations } from '../src/plugins/invalidation.ts';
import { call, eventually, ok, testApp, type TestApp } from './harness.ts';
import { adminOfNewTenant, makeUser, signIn, sendWelcome } from './fixtures.ts';
import {
  customer,
  funded,
  platform,
  postingSql,
  spendBody,
} from '../src/modules/billing/test/fixtures.ts';

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

/** A tenant with a second user, and that user's row as replica b's (cached) user list shows it. */
async function userListOnB() {
  const { tenant, token } = await adminOfNewTenant(a);
  const sub = await makeUser(a, tenant.id, { accountType: 1, role: 'viewer' });
  const rowOnB = async () =>
    (await ok(b, calls.userFind, { page: 1, pageSize: 20 }, { token })).list.find(
      (u) => u.id === sub.id,
    );
  return { token, sub, rowOnB };
}

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

  it("shows a change made on one replica in the other replica's cached list at once", async () => {
    const { token, sub, rowOnB } = await userListOnB();
    const statusOn = async () => (await rowOnB())?.status;
    expect(await statusOn()).toBe(1);
    const hits = b.app.deps.lists.stats.hits;
    expect(await statusOn()).toBe(1);
    expect(b.app.deps.lists.stats.hits).toBe(hits + 1);
    await ok(a, calls.userModify, { op: 'status', ids: [sub.id], status: 0 }, { token });
    expect(await statusOn()).toBe(0);
  });

  it('forgets cached lists when its listener connection is lost, and caches again once back', async () => {
    const { sub, rowOnB } = await userListOnB();
    const nameOf = async () => (await rowOnB())?.name;
    await nameOf();
    // Both replicas' listening connections (their last statement is a LISTEN or the barrier).
    await a.database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and (query like 'listen %' or query = 'select 1')`,
    );
    expect(await eventually(async () => b.app.deps.lists.hearing, false)).toBe(false);
    await a.database.pool!.query('update users set name = $1 where id = $2', [
      'While Deaf',
      sub.id,
    ]);
    expect(await nameOf()).toBe('While Deaf');
    // Back within the listener's reconnect delay (500 ms), and caching again.
    expect(await eventually(async () => b.app.deps.lists.hearing, true)).toBe(true);
    await nameOf();
    const hits = b.app.deps.lists.stats.hits;
    expect(await nameOf()).toBe('While Deaf');
    expect(b.app.deps.lists.stats.hits).toBe(hits + 1);
  });
});

describe('the ledger history cached on several replicas (no NOTIFY: a version per request)', () => {
  const p = platform(a);
  /** A funded customer and their ledger history's first page as replica b answers it. */
  async function historyOnB() {
    const c = await customer(a);
    await funded(a, await p, c, 10_000);
    const read = () => ok(b, calls.ledgerHistory, { page: 1, pageSize: 20 }, { token: c.token });
    return { c, read };
  }

  it("shows a spend made on one replica in the other's cached ledger history at once", async () => {
    const { c, read } = await historyOnB();
    const before = await read();
    const hits = b.app.deps.lists.stats.hits;
    expect(await read()).toEqual(before);
    expect(b.app.deps.lists.stats.hits).toBe(hits + 1);
    await ok(a, calls.spendPost, spendBody(c.tenant.id, 777), { token: (await p).token });
    expect((await read()).list.some((e) => e.amount === -777)).toBe(true);
  });

  it('keeps no page read while a posting is uncommitted, and shows the posting once committed', async () => {
    const { c, read } = await historyOnB();
    const memos = async () => (await read()).list.map((e) => e.memo);
    await read();
    const writer = new pg.Client({ connectionString: a.database.pool!.options.connectionString });
    await writer.connect();
    try {
      await writer.query('begin');
      // The version is raised now, before the commit: a page read meanwhile must not be kept.
      await writer.query(postingSql, [c.tenant.id, 'in flight']);
      expect(await memos()).not.toContain('in flight');
      const hits = b.app.deps.lists.stats.hits;
      expect(await memos()).not.toContain('in flight');
      expect(b.app.deps.lists.stats.hits).toBe(hits);
      await writer.query('commit');
      expect(await memos()).toContain('in flight');
      await read();
      expect(b.app.deps.lists.stats.hits).toBe(hits + 1);
    } finally {
      await writer.end();
    }
  });
});
