import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  costDaily,
  costDailyServices,
  costLineItems,
  costPeriods,
  type CostChangeJson,
} from '../../db/schema/index.ts';
import type { FocusRow } from '../../cloud/bills.ts';

/** Rows per INSERT (one JSON document each). */
const CHUNK = 2_000;

export interface PeriodKey {
  tenantId: string;
  accountId: string;
  /** YYYY-MM-01 */
  periodStart: string;
}

const periodEnd = (start: string) => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

type PeriodColumns = Record<'tenantId' | 'accountId' | 'billingPeriodStart', AnyPgColumn>;
/** The rows of one account's billing period, in any of the tables keyed by it. */
const periodOf = (k: PeriodKey, t: PeriodColumns = costDaily) =>
  and(
    eq(t.tenantId, k.tenantId),
    eq(t.accountId, k.accountId),
    eq(t.billingPeriodStart, k.periodStart),
  );

export type PeriodRow = typeof costPeriods.$inferSelect;

export async function periodRow(db: DbOrTx, k: PeriodKey): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(costPeriods)
    .where(periodOf(k, { ...costPeriods, billingPeriodStart: costPeriods.periodStart }));
  return row;
}

/** Marks a period's ingest as under way (the row is made on the first ingest). */
export async function markPeriod(
  db: DbOrTx,
  k: PeriodKey,
  set: Partial<Pick<PeriodRow, 'state' | 'pagesRead' | 'error'>>,
  now: Date,
): Promise<void> {
  await db
    .insert(costPeriods)
    .values({ ...k, ...set, updatedAt: now })
    .onConflictDoUpdate({
      target: [costPeriods.accountId, costPeriods.periodStart],
      set: { ...set, updatedAt: now },
    });
}

/** Billed cost per service of what is stored for the period now (reconciliation's "before"). */
export async function serviceTotals(db: DbOrTx, k: PeriodKey): Promise<Map<string, number>> {
  const rows = await db
    .select({
      serviceName: costDaily.serviceName,
      total: sql<string>`sum(${costDaily.billedCost})`,
    })
    .from(costDaily)
    .where(periodOf(k))
    .groupBy(costDaily.serviceName);
  return new Map(rows.map((r) => [r.serviceName, Number(r.total)]));
}

/**
 * Replaces the period's line items with `rows` and rebuilds its rollup from them, in the
 * caller's transaction: re-ingesting a period leaves exactly what the provider gave last.
 */
export async function replacePeriod(
  tx: DbOrTx,
  k: PeriodKey,
  providerName: string,
  subAccountId: string,
  rows: FocusRow[],
): Promise<void> {
  await tx.delete(costLineItems).where(periodOf(k, costLineItems));
  const end = periodEnd(k.periodStart);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({
      ...r,
      chargePeriodStart: r.chargePeriodStart.toISOString(),
      chargePeriodEnd: r.chargePeriodEnd.toISOString(),
    }));
    // One JSON parameter per chunk instead of 30 per row: binding tens of thousands of
    // parameters costs PGlite seconds, unpacking one document costs it milliseconds.
    await tx.execute(sql`
      insert into cost_line_items (tenant_id, account_id, line_key, billing_period_start,
        billing_period_end, charge_period_start, charge_period_end, charge_date, billed_cost,
        effective_cost, list_cost, billing_currency, charge_category, charge_class,
        charge_description, provider_name, sub_account_id, service_name, service_category,
        region_id, resource_id, resource_name, resource_type, pricing_quantity, pricing_unit,
        consumed_quantity, consumed_unit, tags, x, original)
      select ${k.tenantId}, ${k.accountId}, r."lineKey", ${k.periodStart}::date, ${end}::date,
        r."chargePeriodStart", r."chargePeriodEnd", r."chargeDate", r."billedCost",
        r."effectiveCost", r."listCost", r."billingCurrency", r."chargeCategory",
        r."chargeClass", r."chargeDescription", ${providerName}, ${subAccountId},
        r."serviceName", r."serviceCategory", r."regionId", r."resourceId", r."resourceName",
        r."resourceType", r."pricingQuantity", r."pricingUnit", r."consumedQuantity",
        r."consumedUnit", r.tags, r.x, r.original
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r("lineKey" text,
        "chargePeriodStart" timestamptz, "chargePeriodEnd" timestamptz, "chargeDate" date,
        "billedCost" bigint, "effectiveCost" bigint, "listCost" bigint, "billingCurrency" text,
        "chargeCategory" text, "chargeClass" text, "chargeDescription" text,
        "serviceName" text, "serviceCategory" text, "regionId" text, "resourceId" text,
        "resourceName" text, "resourceType" text, "pricingQuantity" numeric,
        "pricingUnit" text, "consumedQuantity" numeric, "consumedUnit" text, tags jsonb,
        x jsonb, original jsonb)`);
  }
  await tx.delete(costDaily).where(periodOf(k));
  // The rollup keeps a resource's tags as of its last row of the day (rows of one resource
  // and day carry the same tags in every provider's bill).
  await tx.execute(sql`
    insert into cost_daily (tenant_id, account_id, billing_period_start, charge_date,
      provider_name, service_name, service_category, region_id, resource_id, resource_name,
      resource_type, charge_category, billing_currency, tags, billed_cost, effective_cost,
      list_cost, rows)
    select tenant_id, account_id, billing_period_start, charge_date, provider_name,
      service_name, service_category, region_id, resource_id, max(resource_name),
      max(resource_type), charge_category, billing_currency, (array_agg(tags))[1],
      sum(billed_cost), sum(effective_cost), sum(list_cost), count(*)
    from cost_line_items
    where tenant_id = ${k.tenantId} and account_id = ${k.accountId}
      and billing_period_start = ${k.periodStart}
    group by tenant_id, account_id, billing_period_start, charge_date, provider_name,
      service_name, service_category, region_id, resource_id, charge_category, billing_currency`);
  await rebuildServiceRollup(tx, k);
}

/** The resource-less rollup of a period, from its resource rollup (fewer rows to read). */
export async function rebuildServiceRollup(tx: DbOrTx, k: PeriodKey): Promise<void> {
  await tx.delete(costDailyServices).where(periodOf(k, costDailyServices));
  await tx.execute(sql`
    insert into cost_daily_services (tenant_id, account_id, billing_period_start, charge_date,
      provider_name, service_name, service_category, region_id, charge_category,
      billing_currency, billed_cost, effective_cost, list_cost, rows)
    select tenant_id, account_id, billing_period_start, charge_date, provider_name,
      service_name, service_category, region_id, charge_category, billing_currency,
      sum(billed_cost), sum(effective_cost), sum(list_cost), sum(rows)
    from cost_daily
    where tenant_id = ${k.tenantId} and account_id = ${k.accountId}
      and billing_period_start = ${k.periodStart}
    group by tenant_id, account_id, billing_period_start, charge_date, provider_name,
      service_name, service_category, region_id, charge_category, billing_currency`);
}

export async function finishPeriod(
  tx: DbOrTx,
  k: PeriodKey,
  set: {
    status: 'provisional' | 'final';
    rows: number;
    billedTotal: number;
    dataThrough: Date;
    finalizedAt: Date | null;
    reconciliation: CostChangeJson[] | null;
  },
  now: Date,
): Promise<void> {
  const values = { ...set, state: 'done', error: null, ingestedAt: now, updatedAt: now };
  await tx
    .insert(costPeriods)
    .values({ ...k, ...values })
    .onConflictDoUpdate({ target: [costPeriods.accountId, costPeriods.periodStart], set: values });
}
