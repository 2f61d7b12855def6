import { describe, expect, it } from 'vitest';
import { calls, formatFen, type ProductDefInput } from '@ecloud/contract';
import { aSubscription, both, editionChoice } from '@ecloud/contract/testing/products';
import { call, ok, testApp } from '../../../test/harness.ts';
import { makeTenant, makeUser, signIn, unique } from '../../../test/fixtures.ts';
import { platformTenants } from '../../db/schema/index.ts';
import { customer, key, platform } from '../billing/test/fixtures.ts';
import { DEMO_PRODUCTS } from '../../demo/demo-products.ts';
import { upsertProduct } from './orders.repository.ts';

const t = await testApp();
const { db } = t.database;
for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);

/** A person of a platform tenant (or not) with the support role, which holds the catalogue code. */
async function editor(onPlatform = true) {
  const tenant = await makeTenant(t);
  if (onPlatform) await db.insert(platformTenants).values({ tenantId: tenant.id });
  const person = await makeUser(t, tenant.id, { role: 'support' });
  return signIn(t, person.username);
}
const boss = await editor();

/** A small subscription product: a choice, a number, term and quantity discounts. */
const def = (code = unique('p-')): ProductDefInput => ({
  ...aSubscription(code),
  attrs: [
    editionChoice(5_000),
    {
      kind: 'number',
      key: 'days',
      label: both('Retention', '保存时长'),
      unit: both('days', '天'),
      min: 30,
      max: 180,
      step: 30,
      default: 30,
      included: 30,
      stepFen: 2_000,
    },
  ],
  discounts: { term: [{ months: 12, bp: 1250 }], quantity: [{ min: 5, bp: 500 }] },
  quantityMax: 20,
  sort: 500,
});
const CONFIG = { attrs: { edition: 'pro', days: 90 }, months: 12, quantity: 5 };
const codes = async (token: string) =>
  (await ok(t, calls.productList, {}, { token })).map((p) => p.code);
const snapshot = async () => ok(t, calls.catalogueList, {}, { token: boss });

describe('catalogue management: who may', () => {
  it('refuses customers (even with all), the auditor and support outside the platform', async () => {
    const c = await customer(t);
    const auditor = (await platform(t)).token;
    const outsider = await editor(false);
    const before = await snapshot();
    for (const token of [c.token, auditor, outsider]) {
      const tries = [
        [calls.catalogueList, {}],
        [calls.catalogueCreate, def()],
        [calls.catalogueUpdate, { ...def('waf'), baseFen: 1 }],
        [calls.catalogueEnable, { code: 'waf', enabled: false }],
        [calls.cataloguePreview, { product: def(), config: CONFIG }],
      ] as const;
      for (const [d, input] of tries) {
        const res = await call(t, d, input, { token });
        expect(res.code, d.path).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await codes(c.token)).toContain('waf');
  });
});

describe('catalogue management: products', () => {
  it('creates a product customers see and price; a code in use is refused', async () => {
    const c = await customer(t);
    const made = await ok(t, calls.catalogueCreate, def('log-audit'), { token: boss });
    expect(made).toMatchObject({ code: 'log-audit', enabled: true, baseFen: 10_000 });
    expect(await codes(c.token)).toContain('log-audit');
    const form = await ok(t, calls.productAttrs, { code: 'log-audit' }, { token: c.token });
    expect(form.attrs.map((a) => a.key)).toEqual(['edition', 'days']);
    const price = await ok(
      t,
      calls.productPrice,
      { code: 'log-audit', ...CONFIG },
      { token: c.token },
    );
    // 100 base + 50 pro + 2 steps of 30 days at 20 = 190 a month; 12 months, 5 units.
    expect(price.unitFen).toBe(19_000);
    expect(price.listFen).toBe(19_000 * 12 * 5);

    const again = await call(
      t,
      calls.catalogueCreate,
      { ...def('log-audit'), baseFen: 1 },
      {
        token: boss,
      },
    );
    expect([again.code, again.message]).toEqual([
      409,
      'code: log-audit is already used by another product',
    ]);
    const list = await snapshot();
    expect(list.find((p) => p.code === 'log-audit')!.baseFen).toBe(10_000);
  });

  it('answers every bad definition with the field named, and changes nothing', async () => {
    const base = def('bad-one');
    await ok(t, calls.catalogueCreate, base, { token: boss });
    const before = await snapshot();
    const attr = (i: number, patch: object) => ({
      ...base,
      attrs: base.attrs.map((a, j) => (j === i ? { ...a, ...patch } : a)),
    });
    const choice = base.attrs[0] as Extract<ProductDefInput['attrs'][number], { kind: 'choice' }>;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, baseFen: 100.5 }, 'baseFen'],
      [{ ...base, baseFen: -1 }, 'baseFen'],
      [attr(1, { stepFen: 0.01 }), 'attrs.1.stepFen'],
      [attr(1, { min: 200 }), 'attrs.1.max'],
      [attr(1, { step: 0 }), 'attrs.1.step'],
      [attr(1, { default: 45 }), 'attrs.1.default'],
      [attr(0, { options: [...choice.options, choice.options[1]] }), 'attrs.0.options.2.value'],
      [attr(0, { options: [{ ...choice.options[0]!, priceFen: 1.5 }] }), 'priceFen'],
      [attr(0, { default: 'gold' }), 'attrs.0.default'],
      [{ ...base, attrs: [base.attrs[0], { ...base.attrs[1]!, key: 'edition' }] }, 'attrs.1.key'],
      [{ ...base, discounts: { term: [{ months: 12, bp: 10_001 }], quantity: [] } }, 'bp'],
      [{ ...base, discounts: { term: [{ months: 12, bp: 1250.5 }], quantity: [] } }, 'bp'],
      [{ ...base, discounts: { term: [{ months: 6, bp: 100 }], quantity: [] } }, 'months'],
      [{ ...base, discounts: { term: [], quantity: [{ min: 50, bp: 100 }] } }, 'min'],
      [{ ...base, texts: { ...base.texts, 'zh-CN': { name: ' ' } } }, 'texts.zh-CN.name'],
      [{ ...base, texts: { 'zh-CN': base.texts['zh-CN'] } }, 'texts.en-US'],
      [{ ...base, billing: 'oneOff' }, 'terms'],
      [{ ...base, terms: [] }, 'terms'],
      [{ ...base, category: 'cloud' }, 'category'],
      [{ ...base, code: 'Bad Code' }, 'code'],
    ];
    for (const [input, field] of cases) {
      for (const d of [calls.catalogueUpdate, calls.catalogueCreate]) {
        const res = await call(t, d, input, { token: boss });
        expect(res.code, `${d.path} ${field}`).toBe(400);
        expect(res.message, JSON.stringify(input)).toContain(field);
      }
      const preview = await call(
        t,
        calls.cataloguePreview,
        { product: input, config: CONFIG },
        {
          token: boss,
        },
      );
      expect(preview.code, field).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    const missing = await call(t, calls.catalogueUpdate, def('no-such'), { token: boss });
    expect([missing.code, missing.message]).toEqual([
      404,
      'code: no such product in the catalogue',
    ]);
    expect(
      (
        await call(
          t,
          calls.catalogueEnable,
          { code: 'no-such', enabled: false },
          {
            token: boss,
          },
        )
      ).code,
    ).toBe(404);
  });

  it('previews with getPrice’s own function, at list price', async () => {
    const waf = DEMO_PRODUCTS.find((p) => p.code === 'waf')!;
    const c = await customer(t);
    const config = {
      attrs: { edition: 'business', domains: 30 },
      months: 12,
      quantity: 5,
    };
    const own = await ok(t, calls.productPrice, { code: 'waf', ...config }, { token: c.token });
    const preview = await ok(
      t,
      calls.cataloguePreview,
      { product: waf as ProductDefInput, config },
      { token: boss },
    );
    expect(preview).toEqual(own);
    const zh = await ok(
      t,
      calls.cataloguePreview,
      { product: waf as ProductDefInput, config },
      {
        token: boss,
        lang: 'zh-CN',
      },
    );
    expect(zh.lines.at(-1)!.label).toBe('最终价格');
    const bad = await call(
      t,
      calls.cataloguePreview,
      { product: waf as ProductDefInput, config: { ...config, months: 5 } },
      { token: boss },
    );
    expect(bad.message).toContain('months:');
  });
});

describe('catalogue management: prices and availability reach customers', () => {
  it('a new price applies to the next quote; a cart priced before is refused at commit', async () => {
    const code = unique('p-');
    await ok(t, calls.catalogueCreate, def(code), { token: boss });
    const c = await customer(t);
    const item = { code, ...CONFIG };
    const old = await ok(t, calls.productPrice, item, { token: c.token });
    const { id } = await ok(t, calls.cartAdd, item, { token: c.token });
    await ok(t, calls.catalogueUpdate, { ...def(code), baseFen: 20_000 }, { token: boss });
    const now = await ok(t, calls.productPrice, item, { token: c.token });
    expect(now.unitFen).toBe(old.unitFen + 10_000);
    const res = await call(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), cartIds: [id], expectedFen: old.finalFen },
      { token: c.token },
    );
    expect([res.code, res.message]).toEqual([
      409,
      `expectedFen: the price is now ${formatFen(now.finalFen)}; check it and order again`,
    ]);
    const cart = await ok(t, calls.cartList, {}, { token: c.token });
    expect(cart[0]!.price.finalFen).toBe(now.finalFen);
  });

  it('an option withdrawn from a product refuses the cart lines that chose it', async () => {
    const code = unique('p-');
    const d = def(code);
    await ok(t, calls.catalogueCreate, d, { token: boss });
    const c = await customer(t);
    const { id } = await ok(t, calls.cartAdd, { code, ...CONFIG }, { token: c.token });
    const price = (await ok(t, calls.cartList, {}, { token: c.token }))[0]!.price;
    const std = d.attrs[0] as Extract<ProductDefInput['attrs'][number], { kind: 'choice' }>;
    const attrs = [{ ...std, options: [std.options[0]!] }, d.attrs[1]!];
    await ok(t, calls.catalogueUpdate, { ...d, attrs }, { token: boss });
    // Still listed (priced without the option), never a 500; the commit names the attribute.
    expect(await ok(t, calls.cartList, {}, { token: c.token })).toHaveLength(1);
    const res = await call(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), cartIds: [id], expectedFen: price.finalFen },
      { token: c.token },
    );
    expect([res.code, res.message]).toEqual([400, 'attrs.edition: pro is not offered']);
  });

  it('a disabled product leaves lists, calculator and cart; enabled, it is back', async () => {
    const code = unique('p-');
    await ok(t, calls.catalogueCreate, def(code), { token: boss });
    const c = await customer(t);
    const item = { code, ...CONFIG };
    const { id } = await ok(t, calls.cartAdd, item, { token: c.token });
    const price = await ok(t, calls.productPrice, item, { token: c.token });

    const off = await ok(t, calls.catalogueEnable, { code, enabled: false }, { token: boss });
    expect(off.enabled).toBe(false);
    expect((await snapshot()).find((p) => p.code === code)!.enabled).toBe(false);
    expect(await codes(c.token)).not.toContain(code);
    for (const [d, input] of [
      [calls.productAttrs, { code }],
      [calls.productPrice, item],
      [calls.cartAdd, item],
      [calls.orderCommit, { idempotencyKey: key(), item, expectedFen: price.finalFen }],
    ] as const) {
      const res = await call(t, d, input, { token: c.token });
      expect([res.code, res.message], d.path).toEqual([
        404,
        'code: no such product in the catalogue',
      ]);
    }
    const res = await call(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), cartIds: [id], expectedFen: price.finalFen },
      { token: c.token, lang: 'zh-CN' },
    );
    expect([res.code, res.message]).toEqual([409, 'cartIds：日志审计 已下架，请从购物车中移除']);
    expect(await ok(t, calls.cartList, {}, { token: c.token })).toHaveLength(1);

    await ok(t, calls.catalogueEnable, { code, enabled: true }, { token: boss });
    expect(await codes(c.token)).toContain(code);
    expect((await ok(t, calls.productPrice, item, { token: c.token })).finalFen).toBe(
      price.finalFen,
    );
  });
});
