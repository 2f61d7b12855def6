import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { rows as rawRows } from '../../db/page.ts';
import { resources } from '../../db/schema/index.ts';
import { billingDay, shiftPeriod } from '../../cloud/bills.ts';
import { addSimAccount, drain, setSim } from '../cloud/test-support.ts';
import { ingestPeriod } from './ingest.service.ts';
import { ESTIMATE_TENANT_JOB, refreshEstimates } from './estimate.ts';
import { costsJobKinds } from './costs.jobs.ts';
import { INGEST_JOB } from './schedule.ts';

const t = await testApp();
const db = t.database.db;
// Noon (UTC+8) on the 20th of this month: the bill then covers the 1st to the 18th, whatever
// day the suite runs on. Moved before any session exists, so every signature and session agrees.
const real = new Date();
const month0 = billingDay(real).slice(0, 7);
t.clock.advance(Date.parse(`${month0}-20T04:00:00Z`) - real.getTime());
const deps = (plusMs = 0) => ({ db, now: () => new Date(t.clock.now().getTime() + plusMs) });
const HOUR = 3_600_000;

async function tenantWithInventory() {
  const admin = await adminOfNewTenant(t);
  const ali = await addSimAccount(t, admin.token, { provider: 'ALI' });
  const aws = await addSimAccount(t, admin.token, { provider: 'AWS', regions: ['us-east-1'] });
  await drain(t);
  const month = billingDay(t.clock.now()).slice(0, 7);
  return { ...admin, ali, aws, month };
}
const ingest = (tenantId: string, accountId: string, period: string) =>
  ingestPeriod(deps(), { tenantId, accountId, period });

const list = (token: string, input: Record<string, unknown> = {}) =>
  ok(t, calls.currentBillList, { pageSize: 100, ...input }, { token });

const billedSum = async (tenantId: string, from: string, to: string, resourceId?: string) =>
  Number(
    (
      await rawRows<{ s: string }>(
        db,
        sql`select coalesce(sum(billed_cost), 0) as s from cost_daily
          where tenant_id = ${tenantId} and charge_date between ${from} and ${to}
          and resource_id <> '' ${resourceId ? sql`and resource_id = ${resourceId}` : sql``}`,
      )
    )[0]!.s,
  );

describe('real-time bill (currentBillList and the costs.estimate job)', () => {
  it('lists the stored estimate, then the bill for the days it covers, with the difference', async () => {
    const { token, tenant, ali, aws, month } = await tenantWithInventory();
    expect((await list(token)).total).toBe(0); // nothing estimated yet: the job has not run
    await refreshEstimates(deps(), tenant.id);
    const before = await list(token);
    expect(before.month).toBe(month);
    expect(before.total).toBeGreaterThan(0);
    expect(before.total).toBeLessThanOrEqual(100); // one page: the sums below are over every row
    expect(before.list.every((r) => r.estimated && r.billedThrough === null)).toBe(true);
    expect(before.list.every((r) => r.difference === null && r.billedCost === 0)).toBe(true);
    expect(before.totals.monthCost).toBe(before.totals.estimatedCost);
    expect(before.totals.todayCost).toBeGreaterThan(0);

    for (const a of [ali, aws]) await ingest(tenant.id, a, month);
    const after = await list(token);
    expect(after.total).toBe(before.total);
    expect(after.list.every((r) => r.billedThrough === `${month}-18`)).toBe(true);
    // Billed days come from the bill: the total billed is the rollup's for the 1st to the 18th.
    expect(after.totals.billedCost).toBe(await billedSum(tenant.id, `${month}-01`, `${month}-18`));
    expect(after.totals.billedCost).toBeGreaterThan(0);
    for (const r of after.list) {
      expect(r.monthCost).toBe(r.billedCost + r.estimatedCost!);
      expect(r.difference).toBe(r.billedCost - r.estimateOfBilled!);
    }
    const sum = (k: 'todayCost' | 'monthCost' | 'difference' | 'billedCost') =>
      after.list.reduce((s, r) => s + (r[k] ?? 0), 0);
    expect(after.totals).toMatchObject({
      todayCost: sum('todayCost'),
      monthCost: sum('monthCost'),
      difference: sum('difference'),
      billedCost: sum('billedCost'),
      withoutEstimate: 0,
    });
    // The estimate prices hosts as the bill does: a billed host day differs only by rows that
    // arrive late (missing yet) or a refund.
    const hosts = await list(token, { resourceType: 'host' });
    expect(hosts.list.length).toBeGreaterThan(0);
    expect(hosts.list.every((r) => r.type === 'host' && r.difference! <= 0)).toBe(true);
    expect(hosts.list.some((r) => r.difference === 0 && r.billedCost > 0)).toBe(true);
    // The open days (the 19th and today) stay estimated.
    expect(after.totals.estimatedCost).toBeGreaterThan(0);
    expect(after.totals.todayCost).toBe(before.totals.todayCost);
  });

  it('estimates traffic, which the inventory cannot see, from its recent bills', async () => {
    const { token, tenant, ali, month } = await tenantWithInventory();
    const eips = () => list(token, { resourceType: 'eip', provider: 'ALI' });
    await refreshEstimates(deps(), tenant.id);
    const bare = (await eips()).totals.todayCost;
    // Last month too, so the run-rate's eight days are billed on the first of a month as well.
    await ingest(tenant.id, ali, shiftPeriod(month, -1));
    await ingest(tenant.id, ali, month);
    // Another hour: today's rows are rewritten, now with the traffic's run-rate.
    await refreshEstimates(deps(HOUR), tenant.id);
    const res = await eips();
    expect(res.totals.billedCost).toBeGreaterThan(0);
    // Without the run-rate an EIP's estimate is its bandwidth alone; how much the traffic adds
    // depends on the random estate's traffic, so only that it adds is asserted.
    expect(res.totals.todayCost).toBeGreaterThan(bare);
  });

  it('re-estimates a tenant after its current month’s bill is read, not after the backfill', async () => {
    const { tenant, ali, month } = await tenantWithInventory();
    const kind = costsJobKinds({ ...t.app.deps, now: t.clock.now }).find(
      (k) => k.name === INGEST_JOB,
    );
    if (kind?.source !== 'table') throw new Error('no ingest job kind');
    const waiting = async () =>
      (
        await rawRows<{ n: string }>(
          db,
          sql`select count(*) as n from background_jobs
            where kind = ${ESTIMATE_TENANT_JOB} and key = ${tenant.id}`,
        )
      )[0]!.n;
    const run = (period: string) =>
      kind.run({
        id: crypto.randomUUID(),
        attempt: 1,
        signal: new AbortController().signal,
        payload: { tenantId: tenant.id, accountId: ali, period },
      });
    await run(shiftPeriod(month, -3));
    expect(Number(await waiting())).toBe(0);
    await run(month);
    expect(Number(await waiting())).toBe(1);
  });

  it('reads the stored estimate (a changed inventory waits for the job); today grows per run', async () => {
    const { token, tenant } = await tenantWithInventory();
    await refreshEstimates(deps(), tenant.id);
    const first = await list(token, { resourceType: 'host', sortField: 'todayCost' });
    const top = first.list[0]!;
    await db.update(resources).set({ cpu: 64 }).where(eq(resources.id, top.id));
    const same = await list(token, { resourceType: 'host', sortField: 'todayCost' });
    expect(same.list.find((r) => r.id === top.id)!.todayCost).toBe(top.todayCost);
    // An hour later the job covers more of today, and prices the larger host from then on;
    // the days already over keep the estimate made for them.
    await refreshEstimates(deps(HOUR), tenant.id);
    const later = await list(token, { resourceType: 'host', sortField: 'todayCost' });
    const grown = later.list.find((r) => r.id === top.id)!;
    expect(grown.todayCost!).toBeGreaterThan(top.todayCost!);
    expect(grown.monthCost! - grown.todayCost!).toBe(top.monthCost! - top.todayCost!);
  });

  it('filters by provider, account, type and search, sorts by cost, pages on the server', async () => {
    const { token, tenant, aws } = await tenantWithInventory();
    await refreshEstimates(deps(), tenant.id);
    const all = await list(token);
    const onlyAws = await list(token, { provider: 'AWS' });
    expect(onlyAws.total).toBeGreaterThan(0);
    expect(onlyAws.total).toBeLessThan(all.total);
    expect(onlyAws.list.every((r) => r.provider === 'AWS' && r.accountId === aws)).toBe(true);
    expect((await list(token, { accountId: aws })).total).toBe(onlyAws.total);
    const name = all.list[0]!.name;
    const found = await list(token, { keyword: name.toUpperCase() });
    expect(found.list.map((r) => r.name)).toContain(name);
    const asc = await list(token, { sortField: 'monthCost', sortOrder: 'ascend' });
    const costs = asc.list.map((r) => r.monthCost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const page2 = await list(token, { page: 2, pageSize: 5 });
    expect(page2.list.length).toBe(Math.min(5, all.total - 5));
    expect(page2.totals).toEqual(all.totals);
    expect(page2.list[0]!.id).toBe(all.list[5]!.id);
  });

  it('says "no estimate" for an account whose prices we do not know, and still shows its bill', async () => {
    const { token, tenant, aws, month } = await tenantWithInventory();
    await ingest(tenant.id, aws, month);
    // Now as a real account: we know no prices for it (its bill above stays).
    await db.execute(sql`update cloud_accounts set simulated = false where id = ${aws}`);
    await refreshEstimates(deps(), tenant.id);
    const res = await list(token, { provider: 'AWS' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.totals.withoutEstimate).toBe(res.total);
    expect(res.totals.billedCost).toBeGreaterThan(0);
    for (const r of res.list) {
      expect(r).toMatchObject({ estimated: false, todayCost: null, difference: null });
      expect(r).toMatchObject({ monthCost: r.billedCost, billedThrough: `${month}-18` });
    }
  });

  it('is tenant-scoped and refuses bad input with the field named', async () => {
    const { token, tenant, ali } = await tenantWithInventory();
    await refreshEstimates(deps(), tenant.id);
    const other = await adminOfNewTenant(t);
    expect((await list(other.token)).total).toBe(0);
    expect((await list(other.token, { accountId: ali })).total).toBe(0);
    for (const [input, field] of [
      [{ provider: 'IBM' }, /provider/],
      [{ resourceType: 'vpc' }, /resourceType/],
      [{ accountId: 'nope' }, /accountId/],
      [{ sortField: 'name' }, /sortField/],
      [{ pageSize: 1000 }, /pageSize/],
      [{ keyword: 'x'.repeat(300) }, /keyword/],
    ] as const) {
      const res = await call(t, calls.currentBillList, input, { token });
      expect(res.code, JSON.stringify(input)).toBe(400);
      expect(res.message).toMatch(field);
    }
    // The finance role has no cost screens; cloud operations has the real-time bill.
    const finance = await makeUser(t, tenant.id, { role: 'finance' });
    const ft = await signIn(t, finance.username, 2);
    expect((await call(t, calls.currentBillList, {}, { token: ft })).code).toBe(403);
    const ops = await makeUser(t, tenant.id, { role: 'cloudOps' });
    const ot = await signIn(t, ops.username, 2);
    expect((await list(ot)).total).toBeGreaterThan(0);
  });

  it('exports the filtered rows through the export module', async () => {
    const { token, tenant } = await tenantWithInventory();
    await refreshEstimates(deps(), tenant.id);
    const aws = await list(token, { provider: 'AWS' });
    const res = await injectRaw(t, calls.exportFile, {
      token,
      payload: JSON.stringify({
        path: calls.currentBillList.path,
        input: { provider: 'AWS' },
        format: 'csv',
        filename: 'current-bill',
        columns: [
          { key: 'name', title: 'Name' },
          { key: 'monthCost', title: 'Month' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.length).toBe(aws.total + 1);
  });
});

describe('a resource’s cost (resourceCost, the drawer)', () => {
  it('sums the rollup by the resource’s provider id: this month, last month, 30 days', async () => {
    const { token, tenant, ali, month } = await tenantWithInventory();
    for (const p of [shiftPeriod(month, -1), month]) await ingest(tenant.id, ali, p);
    const last = shiftPeriod(month, -1);
    // A host that cost something last month (a stopped pay-as-you-go host's compute is free).
    const hosts = await db
      .select()
      .from(resources)
      .where(sql`${resources.accountId} = ${ali} and ${resources.type} = 'host'`);
    let host: (typeof hosts)[number] | undefined;
    for (const h of hosts) {
      if ((await billedSum(tenant.id, `${last}-01`, `${last}-31`, h.providerId)) > 0) {
        host = h;
        break;
      }
    }
    const res = await ok(t, calls.resourceCost, { id: host!.id }, { token });
    const today = billingDay(t.clock.now());
    expect(res).toMatchObject({ providerId: host!.providerId, accountId: ali, month });
    expect(res.thisMonth).toBe(await billedSum(tenant.id, `${month}-01`, today, host!.providerId));
    expect(res.lastMonth).toBe(
      await billedSum(tenant.id, `${last}-01`, `${last}-31`, host!.providerId),
    );
    expect(res.lastMonth).toBeGreaterThan(0);
    expect(res.daily).toHaveLength(30);
    expect(res.daily.at(-1)!.date).toBe(today);
    const inMonth = res.daily.filter((d) => d.date.startsWith(month));
    expect(inMonth.reduce((s, d) => s + d.amount, 0)).toBe(res.thisMonth);

    const other = await adminOfNewTenant(t);
    expect((await call(t, calls.resourceCost, { id: host!.id }, { token: other.token })).code).toBe(
      404,
    );
    const bad = await call(t, calls.resourceCost, { id: 'x' }, { token });
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/id/);
  });
});

describe('an account’s bill ingests (accountIngests)', () => {
  it('lists each period’s state, error and status, newest first', async () => {
    const { token, tenant, ali, month } = await tenantWithInventory();
    const empty = await ok(t, calls.accountIngests, { accountId: ali }, { token });
    expect(empty).toMatchObject({ supported: true, lastIngestAt: null, list: [] });
    const last = shiftPeriod(month, -1);
    await ingest(tenant.id, ali, last);
    await ingest(tenant.id, ali, month);
    await setSim(t, ali, { failTypes: ['bill'] });
    await expect(ingest(tenant.id, ali, shiftPeriod(month, -2))).rejects.toThrow(/bill/);
    const res = await ok(t, calls.accountIngests, { accountId: ali }, { token });
    expect(res.list.map((p) => p.period)).toEqual([month, last, shiftPeriod(month, -2)]);
    expect(res.list[0]).toMatchObject({ state: 'done', status: 'provisional', error: null });
    expect(res.list[1]).toMatchObject({ state: 'done', status: 'final' });
    expect(res.list[2]).toMatchObject({
      state: 'failed',
      error: 'Simulated failure reading the bill.',
    });
    expect(res.counts).toMatchObject({ done: 2, failed: 1, final: 1, provisional: 2 });
    expect(res.lastIngestAt).not.toBeNull();

    const other = await adminOfNewTenant(t);
    const res2 = await call(t, calls.accountIngests, { accountId: ali }, { token: other.token });
    expect(res2.code).toBe(404);
    const bad = await call(t, calls.accountIngests, { accountId: 'nope' }, { token });
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/accountId/);
  });
});
