import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CUSTOM_TYPE, calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { backgroundJobs, contracts } from '../../db/schema/index.ts';
import { customer, key } from '../billing/test/fixtures.ts';
import { insertContract } from '../billing/contract.repository.ts';
import { DEMO_PRODUCTS } from '../../demo/demo-products.ts';
import { upsertProduct } from './orders.repository.ts';
import { labIntake, provisionOrder } from './provisioning.ts';
import { wafItem } from './test/items.ts';

const t = await testApp();
const { db } = t.database;
for (const p of DEMO_PRODUCTS) await upsertProduct(db, p);

/** A contract customer with one contract in force for `amount` fen, nothing billed yet. */
async function contractCustomer(amount: number) {
  const c = await customer(t, { customType: CUSTOM_TYPE.contract });
  const contractNo = `HT-T-${key().slice(0, 8)}`;
  const id = await insertContract(db, {
    tenantId: c.tenant.id,
    contractNo,
    name: 'Framework agreement',
    amount,
    billedAmount: 0,
    startDate: '2000-01-01',
    endDate: '2999-12-31',
    status: 'active',
    signedAt: new Date(),
    createdAt: new Date(),
  });
  const billed = async () =>
    (await db.select().from(contracts).where(eq(contracts.id, id)))[0]!.billedAmount;
  return { ...c, contractNo, billed };
}

const SSL = { code: 'ssl', attrs: {}, months: 12, quantity: 1 };
// Its private origin address fails the set-up, which takes the order off the contract.
const WAF = wafItem({ months: 1, origin: '10.0.0.8' });

describe('orders of contract customers', () => {
  it('bills the order to the contract in force, once per key, paid without a wallet', async () => {
    const c = await contractCustomer(100_000_000);
    const price = await ok(t, calls.productPrice, SSL, { token: c.token });
    const preview = await ok(t, calls.orderPreview, { item: SSL }, { token: c.token });
    expect(preview.contract).toEqual({ contractNo: c.contractNo, roomFen: 100_000_000 });
    expect(preview.sufficient).toBe(true);
    expect(preview.availableFen).toBe(0);
    const body = { idempotencyKey: key(), item: SSL, expectedFen: price.finalFen };
    const first = await ok(t, calls.orderCommit, body, { token: c.token });
    const again = await ok(t, calls.orderCommit, body, { token: c.token });
    expect([first.status, again.id]).toEqual(['paid', first.id]);
    expect(await c.billed()).toBe(price.finalFen);
    const { order } = (await ok(
      t,
      calls.orderOrCartDetail,
      { type: 'order', id: first.id },
      { token: c.token },
    )) as { order: { contractNo: string | null; payment: unknown; consumptionId: unknown } };
    expect(order).toMatchObject({ contractNo: c.contractNo, payment: null, consumptionId: null });
    expect((await ok(t, calls.billingBalances, {}, { token: c.token })).available).toBe(0);
    await provisionOrder(t.app.deps, first.id);
    const delivered = await ok(t, calls.orderList, { status: 'delivered' }, { token: c.token });
    expect(delivered.list.map((o) => o.id)).toEqual([first.id]);
  });

  it('leaves an order the contract cannot cover unpaid, and takes a failed order off the contract', async () => {
    const c = await contractCustomer(1_000_000);
    const big = { ...SSL, quantity: 50 };
    const price = await ok(t, calls.productPrice, big, { token: c.token });
    const preview = await ok(t, calls.orderPreview, { item: big }, { token: c.token });
    expect(preview.sufficient).toBe(false);
    const over = await ok(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item: big, expectedFen: price.finalFen },
      { token: c.token },
    );
    expect(over.status).toBe('unpaid');
    expect(await c.billed()).toBe(0);

    const waf = await ok(t, calls.productPrice, WAF, { token: c.token });
    expect(waf.finalFen).toBeLessThanOrEqual(1_000_000);
    const bad = await ok(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item: WAF, expectedFen: waf.finalFen },
      { token: c.token },
    );
    expect(await c.billed()).toBe(waf.finalFen);
    await provisionOrder(t.app.deps, bad.id);
    const failed = await ok(t, calls.orderList, { status: 'failed' }, { token: c.token });
    expect(failed.list.map((o) => o.id)).toEqual([bad.id]);
    expect(await c.billed()).toBe(0);
  });

  it('leaves a contract customer without a contract in force unpaid', async () => {
    const c = await customer(t, { customType: CUSTOM_TYPE.contract });
    const price = await ok(t, calls.productPrice, SSL, { token: c.token });
    const preview = await ok(t, calls.orderPreview, { item: SSL }, { token: c.token });
    expect([preview.contract, preview.sufficient]).toEqual([null, false]);
    const o = await ok(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item: SSL, expectedFen: price.finalFen },
      { token: c.token },
    );
    expect(o.status).toBe('unpaid');
  });

  it('sets a lab product up at the lab’s next intake, so it stays paid until then', async () => {
    const c = await contractCustomer(100_000_000);
    const item = { code: 'gene-pipeline', attrs: { pipeline: 'somatic' }, quantity: 1 };
    const price = await ok(t, calls.productPrice, item, { token: c.token });
    const o = await ok(
      t,
      calls.orderCommit,
      { idempotencyKey: key(), item, expectedFen: price.finalFen },
      { token: c.token },
    );
    const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.key, o.id));
    expect(job!.runAfter.toISOString()).toBe(labIntake(new Date(o.createdAt)).toISOString());
    expect(o.status).toBe('paid');
  });
});
