import { randomInt } from 'node:crypto';
import {
  CUSTOM_TYPE,
  formatFen,
  type Config,
  type calls,
  type Language,
  type OrderStatus,
  type OrderSummary,
  type Price,
} from '@ecloud/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { StoredOrderLine } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { onceFor } from '../billing/idempotency.ts';
import { billToContract, contractRoom } from '../billing/contract-billing.service.ts';
import { paymentPreview, payFromWallet } from '../billing/order-payment.service.ts';
import { discountOf, productOf } from './catalogue.service.ts';
import { checkConfig, priceOf } from './pricing.ts';
import { labIntake } from './provisioning.ts';
import * as repo from './orders.repository.ts';
import { RENEWAL_CODE } from './renewals.pricing.ts';
import { translate } from '../../lib/i18n.ts';

/** How long an unpaid order waits for its payment before it is cancelled. */
export const UNPAID_TTL_MS = 30 * 60_000;
export const PROVISION_JOB = 'orders.provision';

type Source = { cartIds?: string[]; item?: CallIn<typeof calls.productPrice> };
const LANGS: Language[] = ['en-US', 'zh-CN'];

/**
 * The lines to order, priced now by the one price function (in both languages, kept with the
 * order): the caller's cart lines (every id must be theirs) or one configuration.
 */
async function linesOf(ctx: ServiceContext, tx: DbOrTx, src: Source) {
  const tenantId = ctx.auth.user.tenantId;
  const discount = await discountOf(tx, tenantId);
  const configs = src.cartIds
    ? await cartConfigs(ctx, tx, src.cartIds)
    : [await itemConfig(tx, src.item!)];
  return configs.map(({ product, config }): StoredOrderLine & { name: string; lab: number } => {
    const price = Object.fromEntries(
      LANGS.map((l) => [l, priceOf(product, config, discount, l)]),
    ) as Record<Language, Price>;
    return {
      config,
      price,
      finalFen: price['en-US'].finalFen,
      name: product.texts[ctx.lang].name,
      lab: product.turnaroundDays,
    };
  });
}

/** One configuration checked against its product (the discount is read once, by the caller). */
async function itemConfig(tx: DbOrTx, c: Config) {
  const product = await productOf(tx, c.code);
  return { product, config: checkConfig(product, c) };
}

/** The caller's cart lines with their products, read once (every id must be theirs). */
async function cartConfigs(ctx: ServiceContext, tx: DbOrTx, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.cartLines(tx, ctx.auth.user.tenantId, ctx.auth.user.id, unique);
  if (rows.length !== unique.length) throw notFound('order.cartLineNotFound');
  // A product withdrawn since the line was added is no longer sold.
  const gone = rows.find((r) => !r.product.enabled);
  if (gone) throw conflict('order.productWithdrawn', { name: gone.product.texts[ctx.lang].name });
  // Checked again: the catalogue may have changed the product since the line was added.
  return rows.map(({ line, product }) => ({ product, config: checkConfig(product, line.config) }));
}

export async function previewOrder(ctx: ServiceContext, input: CallIn<typeof calls.orderPreview>) {
  const { db } = ctx.deps;
  const lines = await linesOf(ctx, db, input);
  const totalFen = lines.reduce((s, l) => s + l.finalFen, 0);
  const p = await paymentPreview(db, ctx.auth.user.tenantId, totalFen, ctx.deps.now());
  if (!onContract(ctx)) return { totalFen, ...p, contract: null };
  const c = await contractRoom(db, ctx.auth.user.tenantId, totalFen, ctx.deps.now());
  return { totalFen, ...p, sufficient: (c?.roomFen ?? 0) >= totalFen, contract: c };
}

const orderNo = (now: Date) =>
  `ORD-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomInt(1e6).toString().padStart(6, '0')}`;

const isShort = (e: unknown) =>
  e instanceof AppError &&
  (e.key === 'billing.insufficient' || e.key === 'billing.contractExhausted');

/** Contract customers cannot fill a wallet: their orders go on their contract. */
const onContract = (ctx: ServiceContext) => ctx.auth.user.customType === CUSTOM_TYPE.contract;

/** A contract customer's order billed to the contract in force (no wallet, no ledger movement). */
async function billInside(tx: Tx, order: repo.OrderRow, now: Date) {
  const c = await billToContract(tx, { tenantId: order.tenantId, amount: order.totalFen }, now);
  return repo.moveOrder(tx, order.id, 'paid', now, { ...c, expiresAt: null });
}

/**
 * Pays the order from the wallet, or bills it to a contract customer's contract, inside the
 * caller's transaction (a savepoint: a short wallet or a full contract leaves the order unpaid
 * rather than undoing it) and queues its provisioning. The order, its
 * payment and the job commit together or not at all.
 */
async function payInside(
  ctx: ServiceContext,
  tx: Tx,
  order: repo.OrderRow,
  now: Date,
  labDays?: number,
) {
  const paid = onContract(ctx)
    ? await billInside(tx, order, now)
    : await walletPay(ctx, tx, order, now);
  // Lab products (a turnaround) start at the lab's next intake; the others are set up at once.
  const lab =
    labDays ??
    (await repo.turnaroundDays(
      tx,
      order.lines.map((l) => l.config.code),
    ));
  const runAfter = lab > 0 ? labIntake(now) : undefined;
  await enqueueJob(tx, PROVISION_JOB, { orderId: order.id }, { now, key: order.id, runAfter });
  return paid;
}

async function walletPay(ctx: ServiceContext, tx: Tx, order: repo.OrderRow, now: Date) {
  const { db } = ctx.deps;
  const pay = await payFromWallet(
    tx,
    db,
    {
      tenantId: order.tenantId,
      amount: order.totalFen,
      orderNo: order.orderNo,
      // Shown in the reader's language by the consumption list.
      description: 'term:order.consumption',
    },
    now,
  );
  return repo.moveOrder(tx, order.id, 'paid', now, {
    consumptionId: pay.consumptionId,
    payTxnId: pay.txnId,
    payment: { voucherFen: pay.voucherFen, allocatedFen: pay.allocatedFen, cashFen: pay.cashFen },
    expiresAt: null,
  });
}

/**
 * Places an order once per key. Prices are computed again here; a total other than the one the
 * buyer saw refuses the order with the new price. Paid at once when the wallet covers it, else
 * left unpaid until it expires.
 */
export const commitOrder: ServiceOf<typeof calls.orderCommit> = async (ctx, input) => {
  const now = ctx.deps.now();
  const { tenantId, id: userId } = ctx.auth.user;
  const { id } = await onceFor(ctx, 'order.commit', input, now, async (tx) => {
    const lines = await linesOf(ctx, tx, input);
    const totalFen = lines.reduce((s, l) => s + l.finalFen, 0);
    if (totalFen !== input.expectedFen)
      throw conflict('order.priceChanged', { price: formatFen(totalFen) });
    const order = await repo.insertOrder(tx, {
      tenantId,
      userId,
      orderNo: orderNo(now),
      status: 'unpaid',
      totalFen,
      lines: lines.map(({ config, price, finalFen }) => ({ config, price, finalFen })),
      timeline: [{ status: 'unpaid', at: now.toISOString() }],
      expiresAt: new Date(now.getTime() + UNPAID_TTL_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (input.cartIds)
      await repo.deleteCartLines(tx, tenantId, userId, [...new Set(input.cartIds)]);
    try {
      const lab = Math.max(...lines.map((l) => l.lab));
      await tx.transaction((sp) => payInside(ctx, sp as Tx, order, now, lab));
    } catch (e) {
      if (!isShort(e)) throw e;
    }
    return { id: order.id };
  });
  return summaryFor(ctx, ctx.deps.db, id);
};

/** Pays an unpaid order (once per key); a short wallet says how much is available. */
export async function payOrder(ctx: ServiceContext, input: CallIn<typeof calls.orderPay>) {
  const now = ctx.deps.now();
  const tenantId = ctx.auth.user.tenantId;
  await onceFor(ctx, 'order.pay', input, now, async (tx) => {
    const o = await unpaid(tx, tenantId, input.id, now);
    await payInside(ctx, tx, o, now);
    return { id: o.id };
  });
  return summaryFor(ctx, ctx.deps.db, input.id);
}

export async function cancelOrder(ctx: ServiceContext, input: CallIn<typeof calls.orderCancel>) {
  const now = ctx.deps.now();
  const tenantId = ctx.auth.user.tenantId;
  await onceFor(ctx, 'order.cancel', input, now, async (tx) => {
    const o = await unpaid(tx, tenantId, input.id, now);
    await repo.moveOrder(tx, o.id, 'cancelled', now, { expiresAt: null });
    return { id: o.id };
  });
  return summaryFor(ctx, ctx.deps.db, input.id);
}

async function unpaid(tx: Tx, tenantId: string, id: string, now: Date) {
  const o = await repo.lockOrder(tx, tenantId, id);
  if (!o) throw notFound('order.notFound');
  if (o.status !== 'unpaid') throw conflict('order.notUnpaid', { status: o.status });
  if (o.expiresAt && o.expiresAt <= now) throw conflict('order.expired');
  return o;
}

/** The order as its lists show it, titled by its first product's name in the reader's language. */
export async function summaryFor(ctx: ServiceContext, db: DbOrTx, id: string) {
  const o = (await repo.orderOf(db, ctx.auth.user.tenantId, id))!;
  return summaryOf(o, await namesOf(db, [o], ctx.lang));
}

export const namesOf = (db: DbOrTx, list: repo.OrderRow[], lang: Language) =>
  productNames(db, [...new Set(list.flatMap((o) => o.lines.map((l) => l.config.code)))], lang);

/** Products' names in the reader's language by code, a renewal's title among them. */
export async function productNames(db: DbOrTx, codes: string[], lang: Language) {
  const rows = await repo.productsByCodes(db, codes);
  return new Map([
    [RENEWAL_CODE, translate(lang, 'renew.orderTitle')],
    ...rows.map((p): [string, string] => [p.code, p.texts[lang].name]),
  ]);
}

export function summaryOf(o: repo.OrderRow, names: Map<string, string>): OrderSummary {
  const code = o.lines[0]!.config.code;
  return {
    id: o.id,
    orderNo: o.orderNo,
    type: o.type as OrderSummary['type'],
    status: o.status as OrderStatus,
    totalFen: o.totalFen,
    title: names.get(code) ?? code,
    lineCount: o.lines.length,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt?.toISOString() ?? null,
  };
}
