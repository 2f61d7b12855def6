// The list answer cache (lib/list-cache.ts) must never show what changed: every test here reads
// a list, changes what it shows by some writer, and expects the very next read to show it.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import zlib from 'node:zlib';
import { calls } from '@ecloud/contract';
import { injectRaw, ok, testApp } from './harness.ts';
import { adminOfNewTenant, makeUser } from './fixtures.ts';
import { addSimAccount, drain } from '../src/modules/cloud/test-support.ts';
import {
  customer,
  funded,
  platform,
  postingSql,
  spendBody,
} from '../src/modules/billing/test/fixtures.ts';

const t = await testApp();

/** A writer that is not this app: another connection (PostgreSQL) or the raw client (PGlite). */
let other: pg.Client | undefined;
async function directSql(text: string, params: unknown[] = []): Promise<void> {
  if (t.database.pglite) {
    await t.database.pglite.query(text, params);
    return;
  }
  if (!other) {
    other = new pg.Client({ connectionString: t.database.pool!.options.connectionString });
    await other.connect();
  }
  await other.query(text, params);
}
afterAll(async () => {
  await other?.end();
});

/** The exact bytes the server answered (a cached answer must equal a fresh one). */
const raw = async (input: object, token: string) =>
  (await injectRaw(t, calls.hostList, { token, payload: JSON.stringify(input) })).payload;

const who = await adminOfNewTenant(t);
await addSimAccount(t, who.token, { regions: ['cn-hangzhou'], sim: { perRegion: 3 } });
await drain(t);
const hostPage = { page: 1, pageSize: 20 };
const firstPage = { page: 1, pageSize: 20 };
const p = await platform(t);

/** A funded customer and a read of their ledger history's first page. */
async function ledgerCustomer() {
  const c = await customer(t);
  await funded(t, p, c, 10_000);
  const history = () => ok(t, calls.ledgerHistory, firstPage, { token: c.token });
  return { c, history };
}

describe('cached list answers', () => {
  it('serves the same bytes cached as fresh, and sees a direct SQL write at the next read', async () => {
    const stats = t.app.deps.lists.stats;
    const first = await raw(hostPage, who.token);
    const hits = stats.hits;
    const again = await raw(hostPage, who.token);
    expect(stats.hits).toBe(hits + 1);
    expect(again).toBe(first);
    // What the handler answers uncached, serialised as Fastify does.
    const fresh = await ok(
      t,
      calls.hostList,
      { ...hostPage, sortOrder: 'ascend' },
      { token: who.token },
    );
    expect(JSON.parse(first)).toMatchObject({ code: 200, data: { total: fresh.total } });
    const target = (JSON.parse(first) as { data: { list: { id: string }[] } }).data.list[0]!;
    await directSql('update resources set name = $1 where id = $2', ['renamed-by-sql', target.id]);
    const after = await ok(t, calls.hostList, hostPage, { token: who.token });
    expect(after.list.find((r) => r.id === target.id)?.name).toBe('renamed-by-sql');
  });

  it('sends a cached page compressed as the client asks, the same JSON as plain', async () => {
    const plain = await raw(hostPage, who.token);
    expect(Buffer.byteLength(plain)).toBeGreaterThan(1024);
    const ask = async (acceptEncoding: string) =>
      injectRaw(t, calls.hostList, {
        token: who.token,
        payload: JSON.stringify(hostPage),
        headers: { 'accept-encoding': acceptEncoding },
      });
    for (let i = 0; i < 2; i++) {
      const br = await ask('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
      const gz = await ask('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    }
    const none = await ask('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.payload).toBe(plain);
  });

  it('sees a change to a joined table (the account name) at the next read', async () => {
    const before = await ok(t, calls.hostList, hostPage, { token: who.token });
    const accountId = before.list[0]!.accountId;
    await directSql('update cloud_accounts set name = $1 where id = $2', [
      'acct-by-sql',
      accountId,
    ]);
    const after = await ok(t, calls.hostList, hostPage, { token: who.token });
    expect(after.list[0]!.accountName).toBe('acct-by-sql');
  });

  it('sees a tag bound through the API at the next read', async () => {
    const before = await ok(t, calls.hostList, hostPage, { token: who.token });
    const host = before.list[0]!;
    const { id: tagId } = await ok(
      t,
      calls.tagCreate,
      { key: 'env', value: 'prod' },
      { token: who.token },
    );
    await ok(t, calls.tagBind, { tagIds: [tagId], resourceIds: [host.id] }, { token: who.token });
    const after = await ok(t, calls.hostList, hostPage, { token: who.token });
    expect(after.list.find((r) => r.id === host.id)?.tags.map((x) => x.id)).toContain(tagId);
  });

  it('keys by tenant: another tenant asking the same never gets this tenant’s page', async () => {
    await ok(t, calls.hostList, hostPage, { token: who.token });
    const stranger = await adminOfNewTenant(t);
    const theirs = await ok(t, calls.hostList, hostPage, { token: stranger.token });
    expect(theirs).toMatchObject({ list: [], total: 0 });
  });

  it('keys by language and sees a user renamed by SQL at the next read', async () => {
    const en = await ok(t, calls.userFind, { page: 1, pageSize: 20 }, { token: who.token });
    const zh = await ok(
      t,
      calls.userFind,
      { page: 1, pageSize: 20 },
      { token: who.token, lang: 'zh-CN' },
    );
    expect(en.list[0]!.role).not.toBe(zh.list[0]!.role);
    const sub = await makeUser(t, who.tenant.id, { role: 'viewer' });
    const withSub = await ok(t, calls.userFind, { page: 1, pageSize: 20 }, { token: who.token });
    expect(withSub.total).toBe(en.total + 1);
    await directSql('update users set name = $1 where id = $2', ['Renamed By SQL', sub.id]);
    const after = await ok(t, calls.userFind, { page: 1, pageSize: 20 }, { token: who.token });
    expect(after.list.find((u) => u.id === sub.id)?.name).toBe('Renamed By SQL');
  });

  it('keeps a ledger history page until a spend, and shows the spend at the next read', async () => {
    const { c, history } = await ledgerCustomer();
    const before = await history();
    const hits = t.app.deps.lists.stats.hits;
    expect(await history()).toEqual(before);
    expect(t.app.deps.lists.stats.hits).toBe(hits + 1);
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 1_234), { token: p.token });
    const after = await history();
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.list.some((e) => e.amount === -1_234)).toBe(true);
    // Another tenant asking the same page gets its own (empty) history, never this one.
    const stranger = await customer(t);
    expect(await ok(t, calls.ledgerHistory, firstPage, { token: stranger.token })).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('shows a posting written by SQL from another connection at the next ledger read', async () => {
    const { c, history } = await ledgerCustomer();
    await history();
    await history();
    await directSql(postingSql, [c.tenant.id, 'moved by sql']);
    expect((await history()).list.map((e) => e.memo)).toContain('moved by sql');
  });
  it('stops caching when the listener is gone, and serves fresh reads meanwhile', async () => {
    await ok(t, calls.hostList, hostPage, { token: who.token });
    t.app.deps.lists.deaf();
    const host = (await ok(t, calls.hostList, hostPage, { token: who.token })).list[0]!;
    await directSql('update resources set name = $1 where id = $2', ['while-deaf', host.id]);
    const after = await ok(t, calls.hostList, hostPage, { token: who.token });
    expect(after.list.find((r) => r.id === host.id)?.name).toBe('while-deaf');
  });

  it('puts a notifying trigger on every table a cached answer reads', async () => {
    const tables = new Set([...t.app.callHandlers.values()].flatMap((h) => h.cachedTables ?? []));
    expect(tables.size).toBeGreaterThan(5);
    const found = t.database.pglite
      ? (await t.database.pglite.query<{ name: string }>('select tgname as name from pg_trigger'))
          .rows
      : (await t.database.pool!.query<{ name: string }>('select tgname as name from pg_trigger'))
          .rows;
    const names = new Set(found.map((r) => r.name));
    for (const table of tables) expect(names.has(`${table}_list_notify`), table).toBe(true);
  });
});
