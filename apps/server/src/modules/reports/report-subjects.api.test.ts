import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, formatFen } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { customer, funded, key, platform, type Customer } from '../billing/test/fixtures.ts';
import { JobRunner } from '../../jobs/index.ts';
import { reportDefinitions } from '../../db/schema/index.ts';
import { DEMO_PRODUCTS } from '../../demo/demo-products.ts';
import { upsertProduct } from '../orders/orders.repository.ts';
import { provisionOrder } from '../orders/provisioning.ts';
import { reportsJobKinds } from './reports.jobs.ts';

/** The subjects that joined the report centre with their domains: each one's file and checks. */
const t = await testApp();
const { db } = t.database;
for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);
const p = await platform(t);
const runner = new JobRunner({ db, now: t.clock.now }).register(...reportsJobKinds(t.app.deps));
afterAll(() => runner.stop());

const definitionCount = async (tenantId: string) =>
  (await db.select().from(reportDefinitions).where(eq(reportDefinitions.tenantId, tenantId)))
    .length;

/** Runs a report now and returns its file's lines (the CSV without its byte-order mark). */
async function csvOf(token: string, def: Record<string, unknown>, lang?: 'zh-CN') {
  const { id } = await ok(t, calls.reportCreate, def, { token, lang });
  await ok(t, calls.reportRunNow, { id }, { token });
  await runner.drain();
  const files = await ok(t, calls.reportFiles, { reportId: id }, { token });
  const res = await injectRaw(t, calls.reportDownload, {
    token,
    payload: JSON.stringify({ id: files.list[0]!.id }),
  });
  expect(res.statusCode).toBe(200);
  return res.body.slice(1).trim().split('\n');
}

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

const WAF = {
  code: 'waf',
  attrs: { edition: 'business', domains: 30, originHttps: 'yes', origin: '203.0.113.7' },
  months: 12,
  quantity: 1,
};

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
