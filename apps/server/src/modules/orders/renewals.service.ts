import { randomInt } from 'node:crypto';
import { formatFen, RENEW_TERMS, renewMonthlyFen, renewPrice, type calls } from '@ecloud/contract';
import { enqueueJob } from '../../jobs/index.ts';
import { DEFAULT_RETRY } from '../../jobs/kind.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import type { Deps } from '../../lib/deps.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { hasMessage, translate, type MessageKey } from '../../lib/i18n.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { onceFor } from '../billing/idempotency.ts';
import { payFromWallet, refundWalletPayment } from '../billing/order-payment.service.ts';
import { transaction } from '../billing/transaction.ts';
import * as orders from './orders.repository.ts';
import * as repo from './renewals.repository.ts';
import { renewalLine } from './renewals.pricing.ts';
import { autoRenewAt, renewOnce } from './renewals.provider.ts';
import { needsCheck } from './renewals-check.service.ts';

export const RENEW_JOB = 'renewals.run';
/** The renewal job's runs in all (the runner's default): after the last, a person checks. */
export const RENEW_ATTEMPTS = DEFAULT_RETRY.attempts;
const SETTLED = new Set(['renewed', 'failed']);
const DAY = 86_400_000;

const daysLeft = (expiresAt: Date, now: Date) =>
  Math.ceil((expiresAt.getTime() - now.getTime()) / DAY);

export async function listRenewable(ctx: ServiceContext, q: CallIn<typeof calls.renewList>) {
  const now = ctx.deps.now();
  const { db } = ctx.deps;
  const found = await repo.renewPage(db, ctx.auth.user.tenantId, q, now);
  const last = await repo.lastOutcomes(
    db,
    found.list.map((r) => r.id),
  );
  return {
    ...found,
    list: found.list.map((r) => {
      const o = last.get(r.id);
      return {
        id: r.id,
        name: r.name,
        providerId: r.providerId,
        provider: r.provider,
        accountId: r.accountId,
        accountName: r.accountName,
        type: r.type,
        spec: r.spec,
        region: r.region,
        expiresAt: r.expiresAt!.toISOString(),
        daysLeft: daysLeft(r.expiresAt!, now),
        autoRenew: r.autoRenew,
        monthlyFen: renewMonthlyFen(r),
        lastRenewal: o
          ? { status: outwardStatus(o.status), message: shown(ctx.lang, o.message) }
          : null,
      };
    }),
  };
}

/** A stored message: a term of ours (`term:key`) in the reader's language, else the provider's. */
const shown = (lang: ServiceContext['lang'], m: string) =>
  m.startsWith('term:') && hasMessage(m.slice(5)) ? translate(lang, m.slice(5) as MessageKey) : m;

/** 'calling' is ours (the provider's answer not settled yet): outside it is still pending. */
const outwardStatus = (s: string) =>
  (s === 'calling' ? 'pending' : s) as 'pending' | 'renewed' | 'failed';

export async function toggleAutoRenew(
  ctx: ServiceContext,
  input: CallIn<typeof calls.renewAutoToggle>,
) {
  const ids = [...new Set(input.ids)];
  const own = await repo.renewableOf(ctx.deps.db, ctx.auth.user.tenantId, ids);
  if (own.length !== ids.length) throw notFound('renew.resourceNotFound');
  // One resource at a time at its cloud; only those the provider took change our flag, and to
  // what the cloud reports holding where it reports one (not always what was asked).
  const results = [];
  for (const r of own) {
    const res = await autoRenewAt(ctx.deps, r, input.autoRenew);
    const held = res.ok ? (res.autoRenew ?? input.autoRenew) : r.autoRenew;
    if (res.ok) await repo.setAutoRenew(ctx.deps.db, ctx.auth.user.tenantId, [r.id], held);
    const ok = res.ok && held === input.autoRenew;
    const message = !res.ok ? res.message : ok ? '' : 'term:renew.autoNotApplied';
    results.push({ id: r.id, ok, autoRenew: held, message: shown(ctx.lang, message) });
  }
  return { updated: results.filter((x) => x.ok).length, results };
}

const orderNo = (now: Date) =>
  `REN-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomInt(1e6).toString().padStart(6, '0')}`;

/**
 * One renewal order for the chosen resources, priced again here and paid from the wallet in the
 * same transaction (a short wallet refuses it whole); the provider calls run as a job.
 */
export const commitRenewal: ServiceOf<typeof calls.renewCommit> = async (ctx, input) => {
  if (!(RENEW_TERMS as readonly number[]).includes(input.months)) {
    throw badInput('renew.termNotOffered', { months: input.months, terms: RENEW_TERMS.join('/') });
  }
  const now = ctx.deps.now();
  const { tenantId, id: userId } = ctx.auth.user;
  const ids = [...new Set(input.ids)];
  const { id } = await onceFor(ctx, 'renew.commit', input, now, async (tx) => {
    const rows = await repo.renewableOf(tx, tenantId, ids);
    if (rows.length !== ids.length) throw notFound('renew.resourceNotFound');
    const priced = rows.map((r) => ({ r, price: renewPrice(renewMonthlyFen(r), input.months) }));
    const totalFen = priced.reduce((s, p) => s + p.price.finalFen, 0);
    if (totalFen !== input.expectedFen) {
      throw conflict('order.priceChanged', { price: formatFen(totalFen) });
    }
    const order = await orders.insertOrder(tx, {
      tenantId,
      userId,
      orderNo: orderNo(now),
      type: 'renewal',
      status: 'unpaid',
      totalFen,
      lines: rows.map((r) => renewalLine(r, input.months)),
      timeline: [{ status: 'unpaid', at: now.toISOString() }],
      createdAt: now,
      updatedAt: now,
    });
    const pay = await payFromWallet(
      tx,
      ctx.deps.db,
      { tenantId, amount: totalFen, orderNo: order.orderNo, description: 'term:renew.consumption' },
      now,
    );
    await orders.moveOrder(tx, order.id, 'paid', now, {
      consumptionId: pay.consumptionId,
      payTxnId: pay.txnId,
      payment: { voucherFen: pay.voucherFen, allocatedFen: pay.allocatedFen, cashFen: pay.cashFen },
    });
    await repo.insertItems(
      tx,
      priced.map(({ r, price }) => ({
        tenantId,
        orderId: order.id,
        resourceId: r.id,
        months: input.months,
        priceFen: price.finalFen,
        status: 'pending',
      })),
    );
    await enqueueJob(tx, RENEW_JOB, { orderId: order.id }, { now, key: order.id });
    return { id: order.id };
  });
  return renewalOrder(ctx, { orderId: id });
};

export const renewalOrder: ServiceOf<typeof calls.renewOrder> = async (ctx, input) => {
  const o = await orders.orderOf(ctx.deps.db, ctx.auth.user.tenantId, input.orderId);
  if (!o || o.type !== 'renewal') throw notFound('order.notFound');
  const items = await repo.itemsOf(ctx.deps.db, o.id);
  const refundedFen = items
    .filter((i) => i.item.status === 'failed')
    .reduce((s, i) => s + i.item.priceFen, 0);
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    totalFen: o.totalFen,
    chargedFen: o.totalFen - refundedFen,
    refundedFen,
    items: items.map(({ item, name }) => ({
      resourceId: item.resourceId,
      name,
      months: item.months,
      priceFen: item.priceFen,
      status: outwardStatus(item.status),
      message: shown(ctx.lang, item.message),
      expiresAt: item.expiresAt?.toISOString() ?? null,
    })),
  };
};

/**
 * The job: each pending resource renewed at its cloud and settled one by one (a restart goes on
 * with those left); then the failed share goes back to the wallet. The ledger's reverse is
 * whole, so the payment is reversed and the renewed part paid again in one transaction: the
 * wallet ends exactly the renewed resources' price lower.
 */
export async function runRenewal(deps: Deps, orderId: string, attempt = 1): Promise<void> {
  const { db } = deps;
  const order = await orders.lockOrderForWork(db, orderId);
  if (!order || (order.status !== 'paid' && order.status !== 'provisioning')) return;
  if (order.status === 'paid') await orders.moveOrder(db, orderId, 'provisioning', deps.now());
  const items = await repo.itemsOf(db, orderId);
  const rows = new Map(
    (
      await repo.renewableOf(
        db,
        order.tenantId,
        items.map((i) => i.item.resourceId),
      )
    ).map((r) => [r.id, r]),
  );
  for (const { item } of items) {
    if (item.status !== 'pending' && item.status !== 'calling') continue;
    const r = rows.get(item.resourceId);
    let res: Awaited<ReturnType<typeof renewOnce>>;
    try {
      res = r
        ? await renewOnce(deps, db, item, r, (expiresBefore) =>
            repo.markCalling(db, item.id, expiresBefore),
          )
        : { ok: false as const, message: 'term:renew.resourceGone' };
    } catch (e) {
      // The job's retry settles it later; after its last try a person has to look.
      if (attempt < RENEW_ATTEMPTS) throw e;
      await needsCheck(deps, order, item, e);
      continue;
    }
    await transaction(db, async (tx) => {
      if (res.ok) await repo.moveExpiry(tx, item.resourceId, res.expiresAt);
      await repo.settleItem(tx, item.id, {
        status: res.ok ? 'renewed' : 'failed',
        message: res.ok ? '' : res.message,
        expiresAt: res.ok ? res.expiresAt : null,
      });
    });
  }
  await settlePayment(deps, orderId);
}

/**
 * Settles the order's payment once every resource is settled (one waiting for a manual check
 * holds it in provisioning): the failed share goes back to the wallet.
 */
export async function settlePayment(deps: Deps, orderId: string) {
  const now = deps.now();
  await transaction(deps.db, async (tx) => {
    const o = await orders.lockOrderForWork(tx, orderId);
    if (!o || o.status !== 'provisioning') return;
    const items = await repo.itemsOf(tx, orderId);
    if (items.some((i) => !SETTLED.has(i.item.status))) return;
    const failed = items.filter((i) => i.item.status === 'failed');
    const keptFen = o.totalFen - failed.reduce((s, i) => s + i.item.priceFen, 0);
    if (!failed.length) {
      await orders.moveOrder(tx, orderId, 'delivered', now);
      return;
    }
    const refundTxnId = await refundWalletPayment(tx, deps.db, o.tenantId, o.consumptionId!, now);
    // The resources, by name (data); each one's message is on the renewal view, in the reader's language.
    const reason = failed.map((i) => i.name).join(', ');
    if (keptFen === 0) {
      await orders.moveOrder(tx, orderId, 'refunded', now, {
        refundTxnId: Number(refundTxnId),
        failReason: reason,
      });
      return;
    }
    const pay = await payFromWallet(
      tx,
      deps.db,
      {
        tenantId: o.tenantId,
        amount: keptFen,
        orderNo: o.orderNo,
        description: 'term:renew.consumption',
      },
      now,
    );
    await orders.moveOrder(tx, orderId, 'delivered', now, {
      consumptionId: pay.consumptionId,
      payTxnId: pay.txnId,
      payment: { voucherFen: pay.voucherFen, allocatedFen: pay.allocatedFen, cashFen: pay.cashFen },
      refundTxnId: Number(refundTxnId),
      failReason: reason,
    });
  });
}
