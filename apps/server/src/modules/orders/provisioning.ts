import type { Deps } from '../../lib/deps.ts';
import { translate } from '../../lib/i18n.ts';
import { releaseContract } from '../billing/contract-billing.service.ts';
import { refundWalletPayment, refundedConsumptions } from '../billing/order-payment.service.ts';
import { transaction } from '../billing/transaction.ts';
import { enqueueJob } from '../../jobs/index.ts';
import * as repo from './orders.repository.ts';

/** A lab's work done: the order is delivered after its turnaround. */
export const DELIVER_JOB = 'orders.deliver';

const DAY_MS = 86_400_000;
/** The lab keeps China Standard Time (UTC+8, no daylight saving). */
const LAB_OFFSET_MS = 8 * 3_600_000;
const LAB_INTAKE_HOUR = 9;

/**
 * When the lab takes in an order paid at `paidAt`: 09:00 (lab time) on the next working day
 * (Monday to Friday) after the day of payment. Samples are booked into a day's intake the day
 * before, so a bio-gene order stays paid until then; setting up other products starts at once.
 */
export function labIntake(paidAt: Date): Date {
  const local = new Date(paidAt.getTime() + LAB_OFFSET_MS);
  let at = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + 1,
    LAB_INTAKE_HOUR,
  );
  while ([0, 6].includes(new Date(at).getUTCDay())) at += DAY_MS;
  return new Date(at - LAB_OFFSET_MS);
}

const PRIVATE = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
];

/**
 * Why a line cannot be delivered, or null. A value-added product is set up on the platform's own
 * side; what it must reach has to be reachable: a firewall cannot front an origin server on a
 * private or loopback address.
 */
function undeliverable(o: repo.OrderRow): string | null {
  for (const l of o.lines) {
    const origin = l.config.attrs.origin;
    if (typeof origin === 'string' && PRIVATE.some((r) => r.test(origin))) return origin;
  }
  return null;
}

/**
 * Delivers a paid order: paid -> provisioning -> delivered, or failed with its payment refunded
 * through the ledger in the same transaction. Each step takes the order's lock and checks its
 * state, so a rerun after a crash (the job runner runs it again) never delivers or refunds twice.
 */
export async function provisionOrder(
  deps: Deps,
  orderId: string,
  deliverNow = false,
): Promise<void> {
  const { db } = deps;
  const started = await transaction(db, async (tx) => {
    const o = await repo.lockOrderForWork(tx, orderId);
    if (!o || (o.status !== 'paid' && o.status !== 'provisioning')) return null;
    return o.status === 'paid' ? repo.moveOrder(tx, o.id, 'provisioning', deps.now()) : o;
  });
  if (!started) return;
  const bad = undeliverable(started);
  await transaction(db, async (tx) => {
    const o = await repo.lockOrderForWork(tx, orderId);
    if (!o || o.status !== 'provisioning') return;
    const now = deps.now();
    if (!bad) {
      const days = await repo.turnaroundDays(
        tx,
        o.lines.map((l) => l.config.code),
      );
      if (days === 0 || deliverNow) await repo.moveOrder(tx, o.id, 'delivered', now);
      else
        await enqueueJob(
          tx,
          DELIVER_JOB,
          { orderId },
          {
            now,
            key: orderId,
            runAfter: new Date(now.getTime() + days * 86_400_000),
          },
        );
      return;
    }
    // A contract order moved no money: its amount comes off the contract it was billed to.
    if (o.contractId) await releaseContract(tx, o.contractId, o.totalFen);
    const refundTxnId = o.contractId
      ? null
      : await refundWalletPayment(tx, db, o.tenantId, o.consumptionId!, now);
    await repo.moveOrder(tx, o.id, 'failed', now, {
      refundTxnId,
      failReason: `term:order.privateOrigin|${bad}`,
    });
  });
}

/** The reason as the reader reads it (stored as a message key and its address). */
export function failReasonIn(lang: Parameters<typeof translate>[0], stored: string): string {
  if (!stored.startsWith('term:order.privateOrigin|')) return stored;
  return translate(lang, 'order.privateOrigin', { ip: stored.split('|')[1]! });
}

/** Cancels unpaid orders past their time; answers how many. */
export async function expireUnpaid(deps: Deps): Promise<number> {
  const now = deps.now();
  let n = 0;
  for (const { id } of await repo.expiredUnpaid(deps.db, now, 200)) {
    await transaction(deps.db, async (tx) => {
      const o = await repo.lockOrderForWork(tx, id);
      if (o?.status !== 'unpaid') return;
      await repo.moveOrder(tx, o.id, 'cancelled', now, { expiresAt: null });
      n++;
    });
  }
  return n;
}

/**
 * Delivered orders whose payment the platform refunded (the refund flow of the cost centre,
 * which knows consumptions, not orders) become refunded. Answers how many.
 */
export async function followRefunds(deps: Deps): Promise<number> {
  const list = await repo.deliveredPaid(deps.db, 500);
  const refunded = await refundedConsumptions(
    deps.db,
    list.flatMap((o) => (o.consumptionId ? [o.consumptionId] : [])),
  );
  let n = 0;
  for (const o of list) {
    if (!o.consumptionId || !refunded.has(o.consumptionId)) continue;
    await transaction(deps.db, async (tx) => {
      const row = await repo.lockOrderForWork(tx, o.id);
      if (row?.status !== 'delivered') return;
      await repo.moveOrder(tx, o.id, 'refunded', deps.now());
      n++;
    });
  }
  return n;
}
