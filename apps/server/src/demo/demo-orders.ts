import { randomUUID } from 'node:crypto';
import type { Config } from '@ecloud/contract';
import type { DemoContext } from './demo.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { asSupport } from './demo-services.ts';
import { saveProduct } from '../modules/orders/catalogue.service.ts';
import { addToCart } from '../modules/orders/cart.service.ts';
import { productPrice } from '../modules/orders/catalogue.service.ts';
import { cancelOrder, commitOrder } from '../modules/orders/orders.service.ts';
import { followRefunds, provisionOrder } from '../modules/orders/provisioning.ts';
import { orderOf, setTenantDiscount } from '../modules/orders/orders.repository.ts';
import { requestRefund, reviewRefund } from '../modules/billing/refund.service.ts';
import { AUDIT_CODE_LIST } from '@ecloud/contract';
import { standaloneDeps } from '../lib/standalone-context.ts';
import { allMessageIds, readWhenSent } from '../modules/messages/messages.repository.ts';

const HOUR = 3_600_000;

/**
 * The catalogue (saved by the platform's support person), the contract customer's discount,
 * and the demo admin's cart of three lines and orders in every state, all through the services.
 */
export async function seedOrders(ctx: DemoContext): Promise<void> {
  const before = await allMessageIds(ctx.db);
  const platform = asSupport(ctx);
  for (const p of DEMO_PRODUCTS) await saveProduct(platform, p);
  await setTenantDiscount(ctx.db, ctx.tenants.contract, 800, 'HT-2026-0018');

  const admin = ctx.users.get('admin')!;
  const as = (hoursAgo: number) =>
    ctx.as(
      { tenantId: admin.tenantId, userId: admin.id, name: 'Demo Admin' },
      new Date(ctx.now.getTime() - hoursAgo * HOUR),
    );
  const buy = async (item: Config, hoursAgo: number) => {
    const who = as(hoursAgo);
    const price = await productPrice(who, item);
    return commitOrder(who, { idempotencyKey: randomUUID(), item, expectedFen: price.finalFen });
  };
  const deps = (hoursAgo: number) =>
    standaloneDeps(ctx.db, { now: () => new Date(ctx.now.getTime() - hoursAgo * HOUR) });

  const ssl = await buy({ code: 'ssl', attrs: { type: 'ov' }, months: 12, quantity: 1 }, 240);
  await provisionOrder(deps(239.9), ssl.id);
  const scan = await buy({ code: 'vuln-scan', attrs: { targets: 20 }, quantity: 1 }, 200);
  await provisionOrder(deps(199.9), scan.id);
  const wgs = await buy({ code: 'wgs', attrs: { depth: '30x', sample: 'blood' }, quantity: 4 }, 72);
  await provisionOrder(deps(71.9), wgs.id);
  // A firewall whose origin is a private address cannot be set up: failed, refunded at once.
  const waf = {
    code: 'waf',
    attrs: { originHttps: 'yes', origin: '192.168.10.20' },
    months: 1,
    quantity: 1,
  };
  await provisionOrder(deps(47.9), (await buy(waf, 48)).id);
  await buy({ code: 'gene-pipeline', attrs: { pipeline: 'somatic' }, quantity: 2 }, 0.1);
  // More than the wallet holds: left unpaid; an earlier one cancelled.
  const big = {
    code: 'anti-ddos',
    attrs: { protection: '300g', ips: 100 },
    months: 36,
    quantity: 1,
  };
  const cancelled = await buy(big, 30);
  await cancelOrder(as(29.9), { idempotencyKey: randomUUID(), id: cancelled.id });
  await buy(big, 0.01);

  // The vulnerability scan refunded through the cost centre's refund flow.
  const consumptionId = (await orderOf(ctx.db, admin.tenantId, scan.id))!.consumptionId!;
  const r = await requestRefund(as(150), {
    idempotencyKey: randomUUID(),
    kind: 'order',
    consumptionId,
    reason: '扫描目标已下线',
  });
  const auditor = ctx.users.get('auditor')!;
  await reviewRefund(
    ctx.as(
      { tenantId: auditor.tenantId, userId: auditor.id, authCodes: AUDIT_CODE_LIST.join(',') },
      new Date(ctx.now.getTime() - 140 * HOUR),
    ),
    { idempotencyKey: randomUUID(), id: r.id, approve: true },
  );
  await followRefunds(deps(139));

  const cart: Config[] = [
    {
      code: 'waf',
      attrs: { edition: 'business', domains: 20, originHttps: 'yes', origin: '203.0.113.10' },
      months: 12,
      quantity: 1,
    },
    { code: 'bastion', attrs: { assets: 100 }, months: 6, quantity: 1 },
    { code: 'sample-storage', attrs: { slots: 500, data: 20 }, months: 12, quantity: 1 },
  ];
  for (const [i, item] of cart.entries()) await addToCart(as(3 - i), item);
  // The refund's notices belong to history: read when sent.
  const after = await allMessageIds(ctx.db);
  await readWhenSent(
    ctx.db,
    [...after].filter((id) => !before.has(id)),
  );
}
