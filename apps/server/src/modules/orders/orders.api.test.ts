import { describe, expect, it } from 'vitest';
import { calls, formatFen } from '@ecloud/contract';
import { call, injectRaw, ok, testApp } from '../../../test/harness.ts';
import { customer, funded, key, platform } from '../billing/test/fixtures.ts';
import { DEMO_PRODUCTS } from '../../demo/demo-products.ts';
import { setTenantDiscount, upsertProduct } from './orders.repository.ts';
import { expireUnpaid, provisionOrder } from './provisioning.ts';
import { wafItem } from './test/items.ts';

const t = await testApp();
const { db } = t.database;
for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);
const p = await platform(t);

const WAF = wafItem({ quantity: 2 });
const balance = async (token: string) =>
  (await ok(t, calls.billingBalances, {}, { token })).available;
const cartCount = async (token: string) => (await ok(t, calls.cartList, {}, { token })).length;

describe('value-added products: catalogue and price', () => {
  it('lists each category and prices a configuration line by line, in integer fen', async () => {
    const c = await customer(t);
    const security = await ok(t, calls.productList, { category: 'security' }, { token: c.token });
    expect(security.map((x) => x.code)).toEqual([
      'waf',
      'anti-ddos',
      'bastion',
      'ssl',
      'vuln-scan',
    ]);
    const bio = await ok(
      t,
      calls.productList,
      { category: 'bioGene' },
      { token: c.token, lang: 'zh-CN' },
    );
    expect(bio.map((x) => x.name)).toEqual(['全基因组测序', '基因组分析流程', '样本与数据存储']);
    const form = await ok(t, calls.productAttrs, { code: 'waf' }, { token: c.token });
    expect(form.terms).toEqual([1, 3, 6, 12, 24, 36]);
    expect(form.attrs.find((a) => a.key === 'origin')).toMatchObject({
      kind: 'ip',
      httpsKey: 'originHttps',
    });

    const price = await ok(t, calls.productPrice, WAF, { token: c.token });
    // 3,880 base + 4,400 business + 2 steps of 10 domains at 300 = 8,880 a month.
    expect(price.unitFen).toBe(888_000);
    expect(price.listFen).toBe(888_000 * 12 * 2);
    const term = Math.floor((price.listFen * 1500) / 10_000);
    expect(price.lines.map((l) => [l.kind, l.amountFen])).toEqual([
      ['list', price.listFen],
      ['term', -term],
      ['final', price.listFen - term],
    ]);
    expect(price.finalFen).toBe(price.listFen - term);
    expect(price.lines[1]!.label).toBe('Term discount (12 months, 15% off)');
  });

  it('applies the tenant’s contract discount after the others', async () => {
    const c = await customer(t);
    await setTenantDiscount(db, c.tenant.id, 800, 'HT-1');
    const price = await ok(t, calls.productPrice, { ...WAF, quantity: 5 }, { token: c.token });
    expect(price.lines.map((l) => l.kind)).toEqual([
      'list',
      'term',
      'quantity',
      'contract',
      'final',
    ]);
    expect(price.lines.reduce((s, l) => s + (l.kind === 'final' ? 0 : l.amountFen), 0)).toBe(
      price.finalFen,
    );
    expect(price.lines[3]).toMatchObject({
      rateBp: 800,
      label: 'Contract discount (HT-1, 8% off)',
    });
  });

  it('refuses what the catalogue does not offer, naming the field, and changes nothing', async () => {
    const c = await customer(t);
    const junk: [Record<string, unknown>, string][] = [
      [{ ...WAF, quantity: 0 }, 'quantity'],
      [{ ...WAF, quantity: 1e9 }, 'quantity'],
      [{ ...WAF, quantity: 1.5 }, 'quantity'],
      [{ ...WAF, months: 7 }, 'months'],
      [{ ...WAF, months: undefined }, 'months'],
      [{ ...WAF, attrs: { ...WAF.attrs, edition: 'platinum' } }, 'attrs.edition'],
      [{ ...WAF, attrs: { ...WAF.attrs, domains: 15 } }, 'attrs.domains'],
      [{ ...WAF, attrs: { ...WAF.attrs, origin: '300.1.1.1' } }, 'attrs.origin'],
      [{ ...WAF, attrs: { ...WAF.attrs, origin: 7 } }, 'attrs.origin'],
      [{ ...WAF, attrs: { ...WAF.attrs, colour: 'red' } }, 'attrs.colour'],
      [{ code: 'wgs', attrs: {}, months: 12, quantity: 1 }, 'months'],
      [{ ...WAF, code: 'nope' }, 'code'],
    ];
    for (const [input, field] of junk) {
      for (const def of [calls.productPrice, calls.cartAdd]) {
        const res = await call(t, def, input, { token: c.token });
        expect(res.code, `${def.path} ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(400);
        expect(res.code).toBeLessThan(500);
        expect(res.message).toContain(field);
      }
    }
    expect(await cartCount(c.token)).toBe(0);
    // A quote needs no origin address; the cart does.
    const { origin: _, ...noOrigin } = WAF.attrs;
    expect(
      (await call(t, calls.productPrice, { ...WAF, attrs: noOrigin }, { token: c.token })).code,
    ).toBe(200);
    const res = await call(t, calls.cartAdd, { ...WAF, attrs: noOrigin }, { token: c.token });
    expect(res.message).toBe('attrs.origin: required');
  });
});

describe('the cart', () => {
  it('holds the user’s own lines, priced now; another user’s line is not found', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const { id, count } = await ok(t, calls.cartAdd, WAF, { token: a.token });
    expect(count).toBe(1);
    await ok(
      t,
      calls.cartAdd,
      { code: 'ssl', attrs: {}, months: 12, quantity: 1 },
      { token: a.token },
    );
    const list = await ok(t, calls.cartList, {}, { token: a.token });
    expect(list).toHaveLength(2);
    expect(list.find((l) => l.id === id)!.shown).toContainEqual({
      label: 'Edition',
      value: 'Business',
    });
    for (const ids of [[id], [id, crypto.randomUUID()]]) {
      const res = await call(t, calls.cartDelete, { ids }, { token: b.token });
      expect(res.code).toBe(404);
    }
    expect(
      (await call(t, calls.orderOrCartDetail, { type: 'car', id }, { token: b.token })).code,
    ).toBe(404);
    expect(await cartCount(a.token)).toBe(2);
    const line = await ok(t, calls.cartUpdate, { id, quantity: 3 }, { token: a.token });
    expect(line.price.listFen).toBe(888_000 * 12 * 3);
    expect(await ok(t, calls.cartDelete, { ids: [id] }, { token: a.token })).toEqual({ count: 1 });
  });
});

describe('orders on the ledger', () => {
  it('pays once per key from the wallet by exactly the price, then delivers', async () => {
    const c = await customer(t);
    await funded(t, p, c, 50_000_000);
    const before = await balance(c.token);
    const { id: lineId } = await ok(t, calls.cartAdd, WAF, { token: c.token });
    const preview = await ok(t, calls.orderPreview, { cartIds: [lineId] }, { token: c.token });
    expect(preview).toMatchObject({ sufficient: true, balanceAfterFen: before - preview.totalFen });
    const body = { idempotencyKey: key(), cartIds: [lineId], expectedFen: preview.totalFen };
    const [first, again] = [
      await ok(t, calls.orderCommit, body, { token: c.token }),
      await ok(t, calls.orderCommit, body, { token: c.token }),
    ];
    expect(again.id).toBe(first.id);
    expect(first.status).toBe('paid');
    expect(await balance(c.token)).toBe(before - preview.totalFen);
    expect(await cartCount(c.token)).toBe(0);
    const { order } = (await ok(
      t,
      calls.orderOrCartDetail,
      { type: 'order', id: first.id },
      { token: c.token },
    )) as {
      order: { payment: unknown; lines: unknown[] };
    };
    expect(order.payment).toEqual({ voucherFen: 0, allocatedFen: 0, cashFen: preview.totalFen });
    await provisionOrder(t.app.deps, first.id);
    const list = await ok(t, calls.orderList, { status: 'delivered' }, { token: c.token });
    expect(list.list.map((o) => o.id)).toEqual([first.id]);
    const at = Date.parse(first.createdAt);
    const [from, to] = [at - 60_000, at + 60_000].map((ms) => new Date(ms).toISOString());
    const inDay = await ok(t, calls.orderList, { from, to }, { token: c.token });
    expect(inDay.list.map((o) => o.id)).toEqual([first.id]);
    const later = await ok(t, calls.orderList, { from: '2999-01-01' }, { token: c.token });
    expect(later.total).toBe(0);
    const bad = await call(t, calls.orderList, { from: 'yesterday' }, { token: c.token });
    expect([bad.code, bad.message.includes('from')]).toEqual([400, true]);
    const csv = await injectRaw(t, calls.exportFile, {
      token: c.token,
      payload: JSON.stringify({
        path: calls.orderList.path,
        input: { status: 'delivered', from },
        format: 'csv',
        filename: 'orders',
        columns: [
          { key: 'orderNo', title: 'Order' },
          { key: 'totalFen', title: 'Total', kind: 'money' },
        ],
      }),
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(first.orderNo);
    // Another tenant's order is not found.
    const other = await customer(t);
    const res = await call(
      t,
      calls.orderOrCartDetail,
      { type: 'order', id: first.id },
      { token: other.token },
    );
    expect(res.code).toBe(404);
  });

  it('refuses a stale price with the new one and a float price by its field, changing nothing', async () => {
    const c = await customer(t);
    await funded(t, p, c, 50_000_000);
    const before = await balance(c.token);
    const item = { code: 'ssl', attrs: {}, months: 12, quantity: 1 };
    const price = await ok(t, calls.productPrice, item, { token: c.token });
    const stale = await call(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item, expectedFen: price.finalFen - 100 },
      { token: c.token },
    );
    expect(stale.code).toBe(409);
    expect(stale.message).toContain(formatFen(price.finalFen));
    const float = await call(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item, expectedFen: 120.5 },
      { token: c.token },
    );
    expect(float.code).toBe(400);
    expect(float.message).toContain('expectedFen');
    const both = await call(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item, cartIds: [crypto.randomUUID()], expectedFen: 1 },
      { token: c.token },
    );
    expect(both.code).toBe(400);
    expect(await balance(c.token)).toBe(before);
    expect((await ok(t, calls.orderList, {}, { token: c.token })).total).toBe(0);
  });

  it('leaves a short order unpaid, pays it later, cancels or expires the rest', async () => {
    const c = await customer(t);
    const item = { code: 'vuln-scan', attrs: {}, quantity: 1 };
    const price = await ok(t, calls.productPrice, item, { token: c.token });
    const commit = () =>
      ok(
        t,
        calls.orderCommit,
        { idempotencyKey: key(), item, expectedFen: price.finalFen },
        { token: c.token },
      );
    const short = await commit();
    expect(short.status).toBe('unpaid');
    expect(await balance(c.token)).toBe(0);
    const payShort = await call(
      t,
      calls.orderPay,
      { idempotencyKey: key(), id: short.id },
      { token: c.token },
    );
    expect(payShort.code).toBe(400);
    await funded(t, p, c, price.finalFen);
    expect(
      (await ok(t, calls.orderPay, { idempotencyKey: key(), id: short.id }, { token: c.token }))
        .status,
    ).toBe('paid');
    expect(await balance(c.token)).toBe(0);
    const second = await commit();
    expect(
      (await ok(t, calls.orderCancel, { idempotencyKey: key(), id: second.id }, { token: c.token }))
        .status,
    ).toBe('cancelled');
    const third = await commit();
    const later = () => new Date(t.clock.now().getTime() + 31 * 60_000);
    expect(await expireUnpaid({ ...t.app.deps, now: later })).toBeGreaterThanOrEqual(1);
    const detail = await ok(
      t,
      calls.orderOrCartDetail,
      { type: 'order', id: third.id },
      { token: c.token },
    );
    expect(detail.type === 'order' && detail.order.status).toBe('cancelled');
  });

  it('refunds through the ledger when the firewall cannot be set up', async () => {
    const c = await customer(t);
    await funded(t, p, c, 50_000_000);
    const before = await balance(c.token);
    const item = { ...WAF, attrs: { ...WAF.attrs, origin: '10.0.0.8' } };
    const price = await ok(t, calls.productPrice, item, { token: c.token });
    const o = await ok(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item, expectedFen: price.finalFen },
      { token: c.token },
    );
    expect(await balance(c.token)).toBe(before - price.finalFen);
    await provisionOrder(t.app.deps, o.id);
    await provisionOrder(t.app.deps, o.id);
    expect(await balance(c.token)).toBe(before);
    const d = await ok(
      t,
      calls.orderOrCartDetail,
      { type: 'order', id: o.id },
      { token: c.token, lang: 'zh-CN' },
    );
    if (d.type !== 'order') throw new Error('an order');
    expect(d.order.status).toBe('failed');
    expect(d.order.failReason).toContain('10.0.0.8');
    expect(d.order.timeline.map((s) => s.status)).toEqual([
      'unpaid',
      'paid',
      'provisioning',
      'failed',
    ]);
  });
});
