import type { Database } from '../src/db/client.ts';
import { spend } from '../src/modules/billing/spend.service.ts';
import type { ServiceContext } from '../src/lib/request-context.ts';
import { orderOf, upsertProduct } from '../src/modules/orders/orders.repository.ts';
import { commitOrder } from '../src/modules/orders/orders.service.ts';

/** The workload's two kinds of spend: cloud usage and a tenant's own order. */

/** Fen per unit of the workload's one product: an order of q units spends q times this. */
export const ORDER_UNIT_FEN = 100;

/** A one-off product with no attributes, so an order's price is the quantity times the unit. */
export const seedWorkloadProduct = (db: Database) =>
  upsertProduct(db, {
    code: 'workload-unit',
    category: 'security',
    texts: {
      'en-US': { name: 'Unit', summary: 'u', description: 'u' },
      'zh-CN': { name: '单位', summary: 'u', description: 'u' },
    },
    billing: 'oneOff',
    terms: [],
    baseFen: ORDER_UNIT_FEN,
    attrs: [],
    discounts: { term: [], quantity: [] },
    quantityMax: 100,
  });

/**
 * An order placed and paid from the wallet, as the ledger sees it: its spend transaction and
 * consumption, or `paid: false` when the wallet was short (the order waits unpaid, nothing moved).
 */
export async function orderSpend(ctx: ServiceContext, key: string, quantity: number) {
  const o = await commitOrder(ctx, {
    idempotencyKey: key,
    item: { code: 'workload-unit', attrs: {}, quantity },
    expectedFen: quantity * ORDER_UNIT_FEN,
  });
  const row = (await orderOf(ctx.deps.db, ctx.auth.user.tenantId, o.id))!;
  return row.payTxnId
    ? { paid: true as const, txnId: String(row.payTxnId), id: row.consumptionId! }
    : { paid: false as const, txnId: '', id: '' };
}

/** Cloud usage posted by the platform's operations staff against a customer. */
export const cloudSpend = (
  ctx: ServiceContext,
  key: string,
  tenantId: string,
  amount: number,
  sourceRef: string,
) =>
  spend(ctx, {
    idempotencyKey: key,
    tenantId,
    amount,
    source: 'cloud',
    sourceRef,
    provider: 'ALI',
    description: '',
  });
