import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { rows as rawRows } from '../../db/page.ts';
import { billingDay, shiftPeriod } from '../../cloud/bills.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { tenantWithBills as withBills } from './costs-test-support.ts';

const t = await testApp();
const db = t.database.db;

const tenantWithBills = () => withBills(t);

const sumOf = async (tenantId: string, from: string, to: string) =>
  Number(
    (
      await rawRows<{ s: string }>(
        db,
        sql`select coalesce(sum(billed_cost), 0) as s from cost_line_items
          where tenant_id = ${tenantId} and charge_date between ${from} and ${to}`,
      )
    )[0]!.s,
  );

describe('cost analysis calls', () => {
  it('answers the overview from the rollup, equal to the raw rows, per provider and account', async () => {
    const { token, tenant, ali, aws, month } = await tenantWithBills();
    const o = await ok(t, calls.costOverview, {}, { token });
    const today = billingDay(t.clock.now());
    expect(o.month).toBe(month);
    expect(o.monthToDate).toBe(await sumOf(tenant.id, `${month}-01`, today));
    const last = shiftPeriod(month, -1);
    expect(o.lastMonth).toBe(await sumOf(tenant.id, `${last}-01`, `${last}-31`));
    expect(o.lastMonth).toBeGreaterThan(0);
    expect(o.byProvider.map((p) => p.provider).sort()).toEqual(
      o.monthToDate > 0 ? ['ALI', 'AWS'] : [],
    );
    expect(o.byProvider.reduce((s, p) => s + p.amount, 0)).toBe(o.monthToDate);
    expect(o.byService.reduce((s, p) => s + p.amount, 0)).toBe(o.monthToDate);
    expect(o.freshness.map((f) => f.accountId).sort()).toEqual([ali, aws].sort());
    expect(o.freshness.every((f) => f.period === month && f.state === 'done')).toBe(true);
    expect(o.forecast.amount).toBeGreaterThanOrEqual(o.monthToDate);
    expect(o.forecast.low).toBeLessThanOrEqual(o.forecast.amount);
    expect(o.forecast.high).toBeGreaterThanOrEqual(o.forecast.amount);
  });

  it('lists billed products for a range (findBillProduct), largest first', async () => {
    const { token, tenant, month } = await tenantWithBills();
    const last = shiftPeriod(month, -1);
    const range = { startDate: `${last}-01`, endDate: `${last}-28` };
    const res = await ok(t, calls.findBillProduct, range, { token });
    expect(res).toMatchObject(range);
    const costs = res.list.map((p) => p.billedCost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(costs.reduce((s, c) => s + c, 0)).toBe(
      await sumOf(tenant.id, range.startDate, range.endDate),
    );
    const ec2 = res.list.find((p) => p.serviceName === 'Amazon Elastic Compute Cloud');
    expect(ec2).toMatchObject({ serviceCategory: 'Compute', providers: ['AWS'] });
    const only = await ok(t, calls.findBillProduct, { ...range, provider: 'AWS' }, { token });
    expect(only.list.every((p) => p.providers.join() === 'AWS')).toBe(true);
  });

  it('groups cost by any dimension or a tag key, per day or month, summing to the whole', async () => {
    const { token, tenant, month } = await tenantWithBills();
    const last = shiftPeriod(month, -1);
    const range = { startDate: `${last}-01`, endDate: billingDay(t.clock.now()) };
    const whole = await sumOf(tenant.id, range.startDate, range.endDate);
    for (const groupBy of ['provider', 'service', 'resource', 'account'] as const) {
      const a = await ok(t, calls.costAnalysis, { ...range, groupBy, grain: 'month' }, { token });
      expect(a.total, groupBy).toBe(whole);
      expect(a.points.reduce((s, p) => s + p.amount, 0)).toBe(whole);
      expect(new Set(a.points.map((p) => p.period))).toEqual(new Set([last, month]));
      expect(a.groups.length).toBeLessThanOrEqual(11);
    }
    const byTag = await ok(
      t,
      calls.costAnalysis,
      { ...range, groupBy: 'tag', tagKey: 'env' },
      { token },
    );
    expect(byTag.total).toBe(whole);
    expect(byTag.groups.map((g) => g.key)).toEqual(expect.arrayContaining(['prod']));
    const daily = await ok(
      t,
      calls.costAnalysis,
      { ...range, groupBy: 'provider', provider: 'AWS' },
      { token },
    );
    expect(daily.groups.map((g) => g.key)).toEqual(['AWS']);
    expect(daily.points.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.period))).toBe(true);
    for (const bad of [
      { ...range, groupBy: 'tag' },
      { ...range, groupBy: 'tag', tagKey: 'k'.repeat(10_000) },
      { ...range, groupBy: 'colour' },
      { ...range, groupBy: 'tag', tagKey: 'a\u0000b' },
      { groupBy: 'provider' },
    ]) {
      const res = await call(t, calls.costAnalysis, bad, { token });
      expect(res.code, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
  });

  it('reads whole months from the monthly rollups and other days from the daily ones, exactly', async () => {
    const { token, tenant, month } = await tenantWithBills();
    const last = shiftPeriod(month, -1);
    const today = billingDay(t.clock.now());
    const raw = async (col: string, from: string, to: string) =>
      Object.fromEntries(
        (
          await rawRows<{ k: string; s: string }>(
            db,
            sql`select ${sql.raw(col)} as k, sum(billed_cost) as s from cost_line_items
              where tenant_id = ${tenant.id} and charge_date between ${from} and ${to} group by 1`,
          )
        ).map((r) => [r.k, Number(r.s)]),
      );
    // A month wholly in; this month up to today (all its rows); a month cut at both ends.
    for (const [from, to] of [
      [`${last}-01`, today],
      [`${last}-10`, today],
      [`${last}-03`, `${last}-20`],
    ] as const) {
      for (const [groupBy, col] of [
        ['service', 'service_name'],
        ['resource', 'resource_id'],
        ['tag', `coalesce(tags ->> 'env', '')`],
      ] as const) {
        const input = { startDate: from, endDate: to, groupBy, grain: 'month', tagKey: 'env' };
        const a = await ok(t, calls.costAnalysis, input, { token });
        const want = await raw(col, from, to);
        const top = a.groups.filter((g) => g.key !== '__other');
        expect(Object.fromEntries(top.map((g) => [g.key, g.total])), `${groupBy} ${from}`).toEqual(
          Object.fromEntries(top.map((g) => [g.key, want[g.key]])),
        );
        expect(a.total).toBe(Object.values(want).reduce((s, v) => s + v, 0));
        expect(a.groups.length).toBe(Math.min(11, Object.keys(want).length));
      }
    }
  });

  it('gives the analysis as rows and exports them, summing to the chart and scoped to the tenant', async () => {
    const { token, tenant, month } = await tenantWithBills();
    // Another tenant with bills of the same clouds: none of its cost may show.
    await tenantWithBills();
    const last = shiftPeriod(month, -1);
    const input = {
      startDate: `${last}-01`,
      endDate: billingDay(t.clock.now()),
      groupBy: 'provider' as const,
      grain: 'month' as const,
    };
    const chart = await ok(t, calls.costAnalysis, input, { token });
    const all = await ok(t, calls.costAnalysisRows, { ...input, pageSize: 100 }, { token });
    expect(all.total).toBe(all.list.length);
    const mine = await sumOf(tenant.id, input.startDate, input.endDate);
    expect(chart.total).toBe(mine);
    expect(all.list.reduce((sum, r) => sum + r.amount, 0)).toBe(mine);
    expect(all.list.map((r) => r.period)).toEqual([...all.list.map((r) => r.period)].sort());
    expect(new Set(all.list.map((r) => r.groupKey))).toEqual(new Set(['ALI', 'AWS']));
    const second = await ok(
      t,
      calls.costAnalysisRows,
      { ...input, page: 2, pageSize: 1 },
      { token },
    );
    expect(second.list).toEqual([all.list[1]]);
    const res = await injectRaw(t, calls.exportFile, {
      token,
      payload: JSON.stringify({
        path: calls.costAnalysisRows.path,
        input,
        format: 'csv',
        filename: 'analysis',
        columns: [
          { key: 'period', title: 'Period' },
          { key: 'groupKey', title: 'Provider', values: { ALI: 'Alibaba cloud', AWS: 'AWS' } },
          { key: 'amount', title: 'Amount', kind: 'money' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Period,Provider,Amount');
    expect(lines).toHaveLength(all.total + 1);
    expect(
      lines.slice(1).every((l) => /^\d{4}-\d{2},(Alibaba cloud|AWS),\d+\.\d{2}$/.test(l)),
    ).toBe(true);
    const bad = await call(t, calls.costAnalysisRows, { ...input, groupBy: 'colour' }, { token });
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/groupBy/);
  });

  it('pages line items with filters, marks provisional ones and shows the original row', async () => {
    const { token, month, aws } = await tenantWithBills();
    const last = shiftPeriod(month, -1);
    const input = { startDate: `${last}-01`, endDate: `${month}-01`, accountId: aws, pageSize: 20 };
    const page = await ok(t, calls.costLineList, input, { token });
    expect(page.total).toBeGreaterThan(20);
    expect(page.list).toHaveLength(20);
    expect(page.list.every((l) => l.provider === 'AWS' && l.accountId === aws)).toBe(true);
    const page2 = await ok(t, calls.costLineList, { ...input, page: 2 }, { token });
    expect(page2.list[0]!.id).not.toBe(page.list[0]!.id);
    const prov = await ok(t, calls.costLineList, { ...input, provisional: true }, { token });
    expect(prov.list.every((l) => l.provisional)).toBe(true);
    const sorted = await ok(
      t,
      calls.costLineList,
      { ...input, sortField: 'billedCost', sortOrder: 'descend' },
      { token },
    );
    const costs = sorted.list.map((l) => l.billedCost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const orig = await ok(t, calls.costLineOriginal, { id: page.list[0]!.id }, { token });
    expect(orig.original).toHaveProperty('line_item_unblended_cost');
    // Another tenant's line item is unknown to this one.
    const other = await adminOfNewTenant(t);
    const res = await call(
      t,
      calls.costLineOriginal,
      { id: page.list[0]!.id },
      { token: other.token },
    );
    expect(res.code).toBe(404);
    expect((await ok(t, calls.costLineList, input, { token: other.token })).total).toBe(0);
  });

  it('queues a re-read of a period once, for the caller’s own account only', async () => {
    const admin = await adminOfNewTenant(t);
    const id = await addSimAccount(t, admin.token);
    const first = await ok(
      t,
      calls.costIngest,
      { accountId: id, period: '2026-02' },
      { token: admin.token },
    );
    expect(first).toEqual({ queued: true, period: '2026-02' });
    const again = await ok(
      t,
      calls.costIngest,
      { accountId: id, period: '2026-02' },
      { token: admin.token },
    );
    expect(again.queued).toBe(false);
    const other = await adminOfNewTenant(t);
    const res = await call(t, calls.costIngest, { accountId: id }, { token: other.token });
    expect(res.code).toBe(404);
  });

  it('refuses bad input with a field message and people without the cost menu', async () => {
    const { token } = await adminOfNewTenant(t);
    const bad: [
      typeof calls.findBillProduct | typeof calls.costLineList,
      Record<string, unknown>,
      RegExp,
    ][] = [
      [calls.findBillProduct, { startDate: '2026-13-01' }, /startDate/],
      [calls.findBillProduct, { startDate: '2026-02-30' }, /startDate/],
      [calls.findBillProduct, { startDate: '2024-01-01', endDate: '2026-01-01' }, /endDate/],
      [calls.findBillProduct, { startDate: '2026-03-01', endDate: '2026-02-01' }, /endDate/],
      [calls.findBillProduct, { provider: 'IBM' }, /provider/],
      [calls.costLineList, { chargeCategory: 'Gift' }, /chargeCategory/],
      [calls.costLineList, { keyword: 'x'.repeat(10_000) }, /keyword/],
      [calls.costLineList, { pageSize: 100_000 }, /pageSize/],
    ];
    for (const [def, input, field] of bad) {
      const res = await call(t, def, input, { token });
      expect(res.code, JSON.stringify(input)).toBe(400);
      expect(res.message).toMatch(field);
    }
    expect((await call(t, calls.costLineOriginal, { id: 'nope' }, { token })).code).toBe(400);
    expect(
      (
        await call(
          t,
          calls.costIngest,
          { accountId: crypto.randomUUID(), period: '2026-1' },
          { token },
        )
      ).code,
    ).toBe(400);

    const admin = await adminOfNewTenant(t);
    const finance = await makeUser(t, admin.tenant.id, { role: 'finance' });
    const ft = await signIn(t, finance.username, 2);
    for (const def of [
      calls.costOverview,
      calls.findBillProduct,
      calls.costLineList,
      calls.costIngest,
    ]) {
      expect((await call(t, def, {}, { token: ft })).code, def.path).toBe(403);
    }
    const ops = await makeUser(t, admin.tenant.id, { role: 'cloudOps' });
    const ot = await signIn(t, ops.username, 2);
    expect((await call(t, calls.costOverview, {}, { token: ot })).code).toBe(200);
    expect((await call(t, calls.findBillProduct, {}, { token: ot })).code).toBe(200);
  });
});
