import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenantHas, insertId } from '../../db/sql.ts';
import { consumptions, rebates, refunds } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import { requestPage, type RequestListIn } from './request-list.ts';

export function refundList(
  db: DbOrTx,
  tenantId: string | null,
  f: RequestListIn & { kind?: string },
) {
  const ref = sql<string>`coalesce((select c.source_ref from consumptions c where c.id = ${refunds.consumptionId}), '')`;
  return requestPage(db, refunds, tenantId, f, {
    select: { ref },
    equal: [[refunds.kind, f.kind]],
    keyword: [refunds.reason, ref],
    map: (r, x) => ({
      kind: r.kind as 'order' | 'cash',
      consumptionId: r.consumptionId,
      consumptionRef: x.ref,
      amount: r.amount,
      voucherPart: r.voucherPart,
      allocatedPart: r.allocatedPart,
      cashPart: r.cashPart,
      reason: r.reason,
    }),
  });
}

/** The tenant's consumption, locked, or null. */
export async function lockConsumption(tx: DbOrTx, tenantId: string, id: string) {
  const [c] = await tx
    .select()
    .from(consumptions)
    .where(and(eq(consumptions.id, id), eq(consumptions.tenantId, tenantId)))
    .for('update');
  return c ?? null;
}

/** The consumption a refund under review reverses (any tenant: the reviewing side decides). */
export async function lockConsumptionForReview(tx: DbOrTx, id: string) {
  const [c] = await tx.select().from(consumptions).where(eq(consumptions.id, id)).for('update');
  return c ?? null;
}

/** Is a refund of the consumption pending or done? */
export async function hasOpenRefund(tx: DbOrTx, tenantId: string, consumptionId: string) {
  return tenantHas(
    tx,
    refunds,
    tenantId,
    eq(refunds.consumptionId, consumptionId),
    sql`${refunds.status} <> 'rejected'`,
  );
}

export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert) {
  return insertId(tx, refunds, values);
}

/** The channel partner's rebate accrued on a consumption, if any. */
export async function rebateOnConsumption(tx: DbOrTx, consumptionId: string) {
  const [rebate] = await rows<{ partner: string | null; amount: string | null }>(
    tx,
    sql`select partner_tenant_id as partner, sum(amount)::bigint as amount from rebates
        where consumption_id = ${consumptionId} group by partner_tenant_id`,
  );
  return rebate ?? null;
}

export async function insertRebate(tx: DbOrTx, values: typeof rebates.$inferInsert) {
  await tx.insert(rebates).values(values);
}

export async function markConsumptionRefunded(tx: DbOrTx, id: string, amount: number) {
  await tx.update(consumptions).set({ refunded: amount }).where(eq(consumptions.id, id));
}

export type RefundRow = typeof refunds.$inferSelect;
