import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { TOTAL_EXACT_UP_TO } from './resources.repository.ts';

const t = await testApp();

// One account of 400 hosts and what hangs off them: well over the 1,000 rows counted exactly.
const who = await adminOfNewTenant(t);
await addSimAccount(t, who.token, { regions: ['cn-hangzhou'], sim: { perRegion: 400 } });
await drain(t);
const { token } = who;
const counts = await ok(t, calls.resourceCounts, {}, { token });
const all = counts.reduce((n, c) => n + c.count, 0);
const hosts = counts.find((c) => c.type === 'host')!;

describe('inventory totals and deep pages', () => {
  it('counts exactly up to 1,000 rows and says "more than" past them', async () => {
    expect(all).toBeGreaterThan(TOTAL_EXACT_UP_TO + 200);
    const first = await ok(t, calls.resourceList, { pageSize: 10 }, { token });
    expect(first).toMatchObject({ total: TOTAL_EXACT_UP_TO, totalIsLowerBound: true });
    expect(first.list).toHaveLength(10);

    const hostPage = await ok(t, calls.hostList, { pageSize: 10 }, { token });
    expect(hostPage.total).toBe(hosts.count);
    expect(hostPage.totalIsLowerBound).toBeUndefined();
  });

  it('counts ten pages past a deep page, and exactly near the end', async () => {
    // Page 95 of 10: rows 941-950, counted up to 1,040.
    const deep = await ok(t, calls.resourceList, { page: 95, pageSize: 10 }, { token });
    expect(deep).toMatchObject({ total: 1040, totalIsLowerBound: true });
    const lastPage = Math.ceil(all / 10);
    const last = await ok(t, calls.resourceList, { page: lastPage, pageSize: 10 }, { token });
    expect(last.total).toBe(all);
    expect(last.totalIsLowerBound).toBeUndefined();
    expect(last.list).toHaveLength(all - (lastPage - 1) * 10);
    const past = await ok(t, calls.resourceList, { page: lastPage + 1, pageSize: 10 }, { token });
    expect(past).toMatchObject({ list: [], total: all });
  });

  it('serves pages beyond the counted rows in order, each row once', async () => {
    const ids = new Set<string>();
    const names: string[] = [];
    for (const page of [100, 101, 102]) {
      const p = await ok(t, calls.resourceList, { page, pageSize: 10 }, { token });
      expect(p.list).toHaveLength(10);
      for (const r of p.list) {
        ids.add(r.id);
        names.push(r.name);
      }
    }
    expect(ids.size).toBe(30);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds a substring anywhere in the name or address, through a trigram index on both databases', async () => {
    const [index] = (
      (await t.database.db.execute(
        sql`select indexname from pg_indexes where indexname = 'resources_search_trgm'`,
      )) as unknown as { rows: { indexname: string }[] }
    ).rows;
    expect(index?.indexname).toBe('resources_search_trgm');

    const host = (await ok(t, calls.hostList, { page: 7, pageSize: 1 }, { token })).list[0]!;
    const middle = host.name.slice(2, 8);
    const byName = await ok(t, calls.hostList, { name: middle, pageSize: 100 }, { token });
    expect(byName.list.map((h) => h.id)).toContain(host.id);
    for (const h of byName.list) {
      expect([h.name, h.providerId, h.privateIp, h.publicIp].join(' ').toLowerCase()).toContain(
        middle.toLowerCase(),
      );
    }
    const ipTail = host.privateIp!.slice(3);
    const byIp = await ok(t, calls.hostList, { name: ipTail, pageSize: 100 }, { token });
    expect(byIp.list.map((h) => h.id)).toContain(host.id);
  });
});
