import { describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { customer, funded, key, platform, spendBody } from '../billing/test/fixtures.ts';
import { costLineItems, reportDefinitions } from '../../db/schema/index.ts';
import { billingPeriodOf, shiftPeriod } from '../../cloud/bills.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { ingestPeriod } from '../costs/ingest.service.ts';
import { DEMO_PRODUCTS } from '../../demo/demo-products.ts';
import { upsertProduct } from '../orders/orders.repository.ts';
import { provisionOrder } from '../orders/provisioning.ts';
import { eventAt, tenantWithRule } from '../monitoring/test/alarm-events.ts';
import { reportCsv } from './test/report-csv.ts';
import { wafItem } from '../orders/test/items.ts';

/**
 * Grouped reports: one row per group, summed in the database. Each subject's groups are checked
 * against the sums of its ungrouped file, read from the same rows.
 */
const t = await testApp();
const { db } = t.database;
for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);
const p = await platform(t);
const csvOf = reportCsv(t);

/** A CSV line's cells (quoted cells may hold commas). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...cells, cell];
}
const table = (lines: string[]) => lines.slice(1).map(cellsOf);
/** Yuan as the file writes it ("12.30") to fen, exactly. */
const fen = (yuan: string) => Math.round(Number(yuan.replace('.', '')));

/**
 * The ungrouped file's rows summed by its column `by`: per group, the row count and the sums of
 * the money (`money`) and plain-number columns at the given indexes.
 */
function sumsBy(rows: string[][], by: number, money: number[], plain: number[] = []) {
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const acc = out.get(r[by]!) ?? [0, ...money.map(() => 0), ...plain.map(() => 0)];
    acc[0]! += 1;
    money.forEach((i, j) => (acc[j + 1]! += fen(r[i]!)));
    plain.forEach((i, j) => (acc[money.length + j + 1]! += Number(r[i] || 0)));
    out.set(r[by]!, acc);
  }
  return out;
}

const ONCE = { kind: 'once', hour: 8, timeZone: 'Asia/Shanghai' };
const definitionCount = async (tenantId: string) =>
  (await db.select().from(reportDefinitions).where(eq(reportDefinitions.tenantId, tenantId)))
    .length;

describe('grouped report: resources', () => {
  it('counts and sums the inventory per type, account and status, as the rows add up', async () => {
    const admin = await adminOfNewTenant(t);
    await addSimAccount(t, admin.token, { regions: ['cn-hangzhou', 'cn-shanghai'] });
    await drain(t);
    const base = { name: 'Inventory', subject: 'resources', format: 'csv', schedule: ONCE };
    const rows = table(
      await csvOf(admin.token, { ...base, columns: ['type', 'accountName', 'cpu', 'memoryMb'] }),
    );
    expect(rows.length).toBeGreaterThan(3);
    const grouped = await csvOf(admin.token, {
      ...base,
      groupBy: { field: 'type' },
      columns: ['count', 'cpu', 'memoryMb'],
    });
    expect(grouped[0]).toBe('Type,Resources,vCPU,Memory (MB)');
    const want = sumsBy(rows, 0, [], [2, 3]);
    expect(grouped.length - 1).toBe(want.size);
    for (const [type, n, cpu, mem] of table(grouped))
      expect([Number(n), Number(cpu), Number(mem)]).toEqual(want.get(type!));
    // Most resources first.
    const counts = table(grouped).map((r) => Number(r[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const byAccount = table(
      await csvOf(admin.token, { ...base, groupBy: { field: 'account' }, columns: ['count'] }),
    );
    expect(byAccount).toEqual([[rows[0]![1], String(rows.length)]]);
    const zh = await csvOf(
      admin.token,
      { ...base, groupBy: { field: 'status' }, columns: ['count'] },
      'zh-CN',
    );
    expect(zh[0]).toBe('状态,资源数');
    expect(table(zh).reduce((n, r) => n + Number(r[1]), 0)).toBe(rows.length);
  });
});

describe('grouped report: consumption', () => {
  it('sums the debits per provider and per day in yuan, exactly as the rows add up', async () => {
    const c = await customer(t);
    await funded(t, p, c, 5_000_000);
    for (const [amount, provider] of [
      [1_234, 'ALI'],
      [99_999, 'ALI'],
      [5, 'AWS'],
    ] as const)
      await ok(t, calls.spendPost, { ...spendBody(c.tenant.id, amount), provider }, p);
    const base = {
      name: 'Spend',
      subject: 'consumption',
      period: { kind: 'relative', relative: 'last7Days' },
      format: 'csv',
      schedule: ONCE,
    };
    const rows = table(
      await csvOf(c.token, { ...base, columns: ['provider', 'amount', 'cashPart', 'createdAt'] }),
    );
    expect(rows).toHaveLength(3);
    const grouped = await csvOf(c.token, {
      ...base,
      groupBy: { field: 'provider' },
      columns: ['amount', 'cashPart', 'count'],
    });
    expect(grouped).toEqual([
      'Provider,Amount,Cash part,Debits',
      'ALI,1012.33,1012.33,2',
      'AWS,0.05,0.05,1',
    ]);
    const want = sumsBy(rows, 0, [1, 2]);
    for (const [provider, amount, cash, n] of table(grouped))
      expect([Number(n), fen(amount!), fen(cash!)]).toEqual(want.get(provider!));
    // A day of Shanghai, as the rows' times are written there.
    const days = table(
      await csvOf(c.token, { ...base, groupBy: { field: 'day' }, columns: ['amount', 'count'] }),
    );
    expect(days).toEqual([[rows[0]![3]!.slice(0, 10), '1012.38', '3']]);
  });
});

const WAF = wafItem();

describe('grouped report: orders', () => {
  it('sums the orders per status and per product, in the owner’s language', async () => {
    const c = await customer(t);
    await funded(t, p, c, 50_000_000);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const { id: lineId } = await ok(t, calls.cartAdd, WAF, { token: c.token });
      const preview = await ok(t, calls.orderPreview, { cartIds: [lineId] }, { token: c.token });
      const body = { idempotencyKey: key(), cartIds: [lineId], expectedFen: preview.totalFen };
      placed.push(await ok(t, calls.orderCommit, body, { token: c.token }));
    }
    await provisionOrder(t.app.deps, placed[0]!.id);
    const base = { name: 'Orders', subject: 'orders', format: 'csv', schedule: ONCE };
    const rows = table(await csvOf(c.token, { ...base, columns: ['status', 'totalFen', 'title'] }));
    const byStatus = await csvOf(c.token, {
      ...base,
      groupBy: { field: 'status' },
      columns: ['totalFen', 'count'],
    });
    expect(byStatus[0]).toBe('Status,Amount,Orders');
    const want = sumsBy(rows, 0, [1]);
    expect(table(byStatus).map((r) => r[0])).toEqual(['Paid', 'Delivered']);
    for (const [status, amount, n] of table(byStatus))
      expect([Number(n), fen(amount!)]).toEqual(want.get(status!));
    const zh = table(
      await csvOf(
        c.token,
        { ...base, groupBy: { field: 'product' }, columns: ['count', 'totalFen'] },
        'zh-CN',
      ),
    );
    const product = DEMO_PRODUCTS.find((x) => x.code === 'waf')!;
    expect(zh).toHaveLength(1);
    expect(zh[0]!.slice(0, 2)).toEqual([product.texts['zh-CN'].name, '3']);
    expect(fen(zh[0]![2]!)).toBe(placed.reduce((n, o) => n + o.totalFen, 0));
  });
});

describe('grouped report: costs', () => {
  it('sums the bill lines per service, day and tag value, as the lines add up', async () => {
    const admin = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, admin.token, { provider: 'ALI' });
    const period = shiftPeriod(billingPeriodOf(t.clock.now()), -1);
    await ingestPeriod({ db, now: t.clock.now }, { tenantId: admin.tenant.id, accountId, period });
    const conditions = { startDate: `${period}-01`, endDate: `${period}-28` };
    const base = { name: 'Bills', subject: 'costs', conditions, format: 'csv', schedule: ONCE };
    const rows = table(
      await csvOf(admin.token, {
        ...base,
        columns: ['serviceName', 'billedCost', 'listCost', 'chargeDate'],
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    const grouped = await csvOf(admin.token, {
      ...base,
      groupBy: { field: 'service' },
      columns: ['billedCost', 'listCost', 'count'],
    });
    expect(grouped[0]).toBe('Service,Billed cost,List cost,Line items');
    const want = sumsBy(rows, 0, [1, 2]);
    expect(grouped.length - 1).toBe(want.size);
    for (const [service, billed, list, n] of table(grouped))
      expect([Number(n), fen(billed!), fen(list!)]).toEqual(want.get(service!));
    const billedSums = table(grouped).map((r) => fen(r[1]!));
    expect(billedSums).toEqual([...billedSums].sort((a, b) => b - a));

    const days = table(
      await csvOf(admin.token, { ...base, groupBy: { field: 'day' }, columns: ['billedCost'] }),
    );
    const perDay = sumsBy(rows, 3, [1]);
    expect(days.map((r) => r[0])).toEqual([...perDay.keys()].sort());
    for (const [day, billed] of days) expect(fen(billed!)).toBe(perDay.get(day!)![1]);

    // Three lines tagged team=blue (a key no simulated line has): their group, the rest "(none)".
    // Picked inside the report's days (the period's 29th-31st are outside them).
    const tagged = await db
      .select({ id: costLineItems.id, billed: costLineItems.billedCost })
      .from(costLineItems)
      .where(
        and(
          eq(costLineItems.tenantId, admin.tenant.id),
          gte(costLineItems.chargeDate, conditions.startDate),
          lte(costLineItems.chargeDate, conditions.endDate),
        ),
      )
      .orderBy(costLineItems.id)
      .limit(3);
    await db
      .update(costLineItems)
      .set({ tags: sql`${costLineItems.tags} || '{"team":"blue"}'::jsonb` })
      .where(
        and(
          eq(costLineItems.tenantId, admin.tenant.id),
          inArray(
            costLineItems.id,
            tagged.map((l) => l.id),
          ),
        ),
      );
    const byTag = table(
      await csvOf(admin.token, {
        ...base,
        groupBy: { field: 'tag', tagKey: 'team' },
        columns: ['count', 'billedCost'],
      }),
    );
    const total = rows.reduce((n, r) => n + fen(r[1]!), 0);
    const blue = tagged.reduce((n, l) => n + Number(l.billed), 0);
    const asRows = Object.fromEntries(byTag.map(([g, n, b]) => [g, [Number(n), fen(b!)]]));
    expect(asRows).toEqual({ blue: [3, blue], '(none)': [rows.length - 3, total - blue] });
  });
});

describe('grouped report: alarms', () => {
  it('counts the events per status and per level, in the owner’s words', async () => {
    const MINUTE = 60_000;
    const BASE = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 240 * 3_600_000;
    const a = await tenantWithRule(t);
    await eventAt(t, a, BASE, { kind: 'firing', start: 0, at: 0 });
    await eventAt(t, a, BASE, { kind: 'recovered', start: 0, at: 30 });
    await eventAt(t, a, BASE, { kind: 'firing', level: 'warning', start: 60, at: 60 });
    const iso = (min: number) => new Date(BASE + min * MINUTE).toISOString();
    const base = {
      name: 'Alarms',
      subject: 'alarms',
      period: { kind: 'range', from: iso(-60), to: iso(120) },
      format: 'csv',
      schedule: ONCE,
    };
    const rows = table(await csvOf(a.token, { ...base, columns: ['status', 'level'] }));
    const byStatus = await csvOf(a.token, {
      ...base,
      groupBy: { field: 'status' },
      columns: ['count'],
    });
    const want = sumsBy(rows, 0, []);
    expect(byStatus).toEqual(['Status,Events', 'Fired,2', 'Recovered,1']);
    for (const [status, n] of table(byStatus)) expect([Number(n)]).toEqual(want.get(status!));
    const zh = await csvOf(
      a.token,
      { ...base, groupBy: { field: 'level' }, columns: ['count'] },
      'zh-CN',
    );
    expect(zh).toEqual(['级别,事件数', '严重,2', '警告,1']);
  });
});

describe('group-by: bad input and saved definitions', () => {
  const ORDERS = {
    name: 'Orders',
    subject: 'orders',
    columns: ['totalFen', 'count'],
    format: 'xlsx',
    schedule: { kind: 'weekly', weekday: 1, hour: 9, timeZone: 'Asia/Shanghai' },
  };

  it('refuses a dimension the subject does not offer, naming the field, and stores nothing', async () => {
    const c = await customer(t);
    for (const [change, field] of [
      [{ groupBy: { field: 'region' } }, /groupBy\.field:/],
      [{ groupBy: { field: 'nonsense' } }, /groupBy\.field:/],
      [
        { subject: 'costs', groupBy: { field: 'tag' }, columns: ['billedCost'] },
        /groupBy\.tagKey:/,
      ],
      [{ groupBy: { field: 'status' }, columns: ['orderNo'] }, /columns\.0:/],
      [{ groupBy: null, columns: ['count'] }, /columns\.0:/],
    ] as const) {
      const res = await call(t, calls.reportCreate, { ...ORDERS, ...change }, { token: c.token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    }
    const zh = await call(
      t,
      calls.reportCreate,
      { ...ORDERS, groupBy: { field: 'region' } },
      { token: c.token, lang: 'zh-CN' },
    );
    expect(zh.message).toMatch(/groupBy\.field: 该报表对象不支持此分组/);
    expect(await definitionCount(c.tenant.id)).toBe(0);
  });

  it('keeps the group-by with the definition and its schedule, and drops it on request', async () => {
    const c = await customer(t);
    const def = { ...ORDERS, groupBy: { field: 'month' } };
    const { id } = await ok(t, calls.reportCreate, def, { token: c.token });
    const stored = await ok(t, calls.reportDetail, { id }, { token: c.token });
    expect(stored).toMatchObject({ groupBy: { field: 'month' }, columns: ['totalFen', 'count'] });
    expect(stored.nextRunAt).not.toBeNull();
    await ok(
      t,
      calls.reportUpdate,
      { ...def, id, groupBy: { field: 'product' } },
      { token: c.token },
    );
    expect((await ok(t, calls.reportDetail, { id }, { token: c.token })).groupBy).toEqual({
      field: 'product',
    });
    await ok(
      t,
      calls.reportUpdate,
      { ...def, id, groupBy: null, columns: ['orderNo'] },
      { token: c.token },
    );
    expect((await ok(t, calls.reportDetail, { id }, { token: c.token })).groupBy).toBeNull();
  });
});
