import { describe, expect, it } from 'vitest';
import { and, between, count, eq } from 'drizzle-orm';
import { calls, formatFen } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { customer, funded, key, platform, type Customer } from '../billing/test/fixtures.ts';
import { costLineItems, reportDefinitions } from '../../db/schema/index.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { billingPeriodOf, shiftPeriod } from '../../cloud/bills.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { ingestPeriod } from '../costs/ingest.service.ts';
import { DEMO_PRODUCTS } from '../../demo/demo-products.ts';
import { upsertProduct } from '../orders/orders.repository.ts';
import { provisionOrder } from '../orders/provisioning.ts';
import { reportCsv } from './test/report-csv.ts';
import { wafItem } from '../orders/test/items.ts';

/** The subjects that joined the report centre with their domains: each one's file and checks. */
const t = await testApp();
const { db } = t.database;
for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);
const p = await platform(t);
const csvOf = reportCsv(t);

const definitionCount = async (tenantId: string) =>
  (await db.select().from(reportDefinitions).where(eq(reportDefinitions.tenantId, tenantId)))
    .length;

const ORDERS = {
  name: 'Orders',
  subject: 'orders',
  conditions: {},
  period: { kind: 'relative', relative: 'last30Days' },
  columns: ['orderNo', 'type', 'status', 'totalFen', 'lineCount'],
  format: 'csv',
  schedule: { kind: 'once', hour: 8, timeZone: 'Asia/Shanghai' },
  recipients: [] as string[],
};

const WAF = wafItem();

/** One paid order of the customer, from a cart line. */
async function order(c: Customer) {
  const { id: lineId } = await ok(t, calls.cartAdd, WAF, { token: c.token });
  const preview = await ok(t, calls.orderPreview, { cartIds: [lineId] }, { token: c.token });
  const body = { idempotencyKey: key(), cartIds: [lineId], expectedFen: preview.totalFen };
  return ok(t, calls.orderCommit, body, { token: c.token });
}

describe('report subject: orders', () => {
  it('writes the tenant’s orders with their state and amount in yuan, by its conditions', async () => {
    const a = await customer(t);
    const b = await customer(t);
    await funded(t, p, a, 50_000_000);
    await funded(t, p, b, 50_000_000);
    const first = await order(a);
    const second = await order(a);
    const stranger = await order(b);
    await provisionOrder(t.app.deps, first.id);

    const all = await csvOf(a.token, ORDERS);
    expect(all[0]).toBe('Order number,Type,Status,Amount,Lines');
    expect(all).toHaveLength(3);
    const amount = formatFen(first.totalFen, { symbol: '', grouping: false });
    expect(all).toContain(`${first.orderNo},New purchase,Delivered,${amount},1`);
    expect(all.some((l) => l.startsWith(`${second.orderNo},New purchase,Paid,`))).toBe(true);
    expect(all.join('\n')).not.toContain(stranger.orderNo);

    const delivered = await csvOf(a.token, { ...ORDERS, conditions: { status: 'delivered' } });
    expect(delivered.slice(1)).toEqual([`${first.orderNo},New purchase,Delivered,${amount},1`]);
    const zh = await csvOf(a.token, { ...ORDERS, conditions: { status: 'paid' } }, 'zh-CN');
    expect(zh).toEqual(['订单号,类型,状态,金额,明细数', expect.stringContaining(',新购,已支付,')]);
    expect(zh[1]).toContain(second.orderNo);
  });

  it('refuses a bad condition naming the field, and stores nothing', async () => {
    const c = await customer(t);
    for (const [conditions, field] of [
      [{ status: 'shipped' }, /conditions\.status:/],
      [{ from: 'yesterday' }, /conditions\.from:/],
    ] as const) {
      const res = await call(t, calls.reportCreate, { ...ORDERS, conditions }, { token: c.token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    }
    const cols = await call(
      t,
      calls.reportCreate,
      { ...ORDERS, columns: ['cpu'] },
      {
        token: c.token,
      },
    );
    expect(cols.code).toBe(400);
    expect(cols.message).toMatch(/columns\.0:/);
    expect(await definitionCount(c.tenant.id)).toBe(0);
  });
});

const COSTS = {
  ...ORDERS,
  name: 'Bills',
  subject: 'costs',
  period: undefined,
  columns: ['chargeDate', 'provider', 'serviceName', 'billedCost'],
};

/** A tenant with one simulated account and last month's bill read. */
async function billed(provider: 'ALI' | 'AWS') {
  const admin = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, admin.token, { provider });
  const period = shiftPeriod(billingPeriodOf(t.clock.now()), -1);
  await ingestPeriod({ db, now: t.clock.now }, { tenantId: admin.tenant.id, accountId, period });
  return { ...admin, startDate: `${period}-01`, endDate: `${period}-28` };
}

describe('report subject: costs', () => {
  it('writes the tenant’s bill lines of the range, by provider, in yuan', async () => {
    const a = await billed('ALI');
    const b = await billed('AWS');
    const range = { startDate: a.startDate, endDate: a.endDate };
    const [counted] = await db
      .select({ n: count() })
      .from(costLineItems)
      .where(
        and(
          eq(costLineItems.tenantId, a.tenant.id),
          between(costLineItems.chargeDate, a.startDate, a.endDate),
        ),
      );
    const n = counted!.n;
    expect(n).toBeGreaterThan(0);
    const lines = await csvOf(a.token, { ...COSTS, conditions: range });
    expect(lines[0]).toBe('Date,Provider,Service,Billed cost');
    expect(lines).toHaveLength(n + 1);
    expect(lines.slice(1).every((l) => /^\d{4}-\d{2}-\d{2},ALI,.*,-?\d+\.\d{2}$/.test(l))).toBe(
      true,
    );
    const none = await csvOf(a.token, { ...COSTS, conditions: { ...range, provider: 'AWS' } });
    expect(none).toEqual(['Date,Provider,Service,Billed cost']);
    const theirs = await csvOf(b.token, { ...COSTS, conditions: range });
    expect(theirs.slice(1).every((l) => l.includes(',AWS,'))).toBe(true);
  });

  it('refuses a bad condition naming the field, and stores nothing', async () => {
    const c = await adminOfNewTenant(t);
    for (const [conditions, field] of [
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, /conditions\.startDate:/],
      [{ startDate: '2026-03-01', endDate: '2026-01-01' }, /conditions\.endDate:/],
      [{ provider: 'MARS' }, /conditions\.provider:/],
    ] as const) {
      const res = await call(t, calls.reportCreate, { ...COSTS, conditions }, { token: c.token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    }
    const period = { kind: 'relative', relative: 'last7Days' };
    const res = await call(t, calls.reportCreate, { ...COSTS, period }, { token: c.token });
    expect(res.message).toMatch(/period:/);
    expect(await definitionCount(c.tenant.id)).toBe(0);
  });
});
