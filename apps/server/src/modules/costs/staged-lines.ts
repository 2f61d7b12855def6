import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FocusRow } from '../../cloud/bills.ts';
import type { PeriodKey } from './ingest.repository.ts';

/** The columns of `cost_staged_lines`, in the order both writers send them. */
const COLUMNS = `tenant_id, account_id, billing_period_start, line_key, charge_period_start,
  charge_period_end, charge_date, billed_cost, effective_cost, list_cost, billing_currency,
  charge_category, charge_class, charge_description, service_name, service_category, region_id,
  resource_id, resource_name, resource_type, pricing_quantity, pricing_unit, consumed_quantity,
  consumed_unit, tags, x, original`;

/** Rows per INSERT on PGlite (one JSON document each). */
const CHUNK = 2_000;

/** Rows per write to the COPY stream (one string each: fewer, larger writes). */
const COPY_BATCH = 500;

/** A value in COPY's text format: backslash, tab and line breaks escaped, null as \N. */
function cell(v: string | number | null): string {
  if (v === null) return '\\N';
  const s = typeof v === 'number' ? String(v) : v;
  return /[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, escapeChar) : s;
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (c: string) => ESCAPES[c]!;

/** One row as a line of COPY text. */
export function copyLine(k: PeriodKey, r: FocusRow): string {
  return [
    k.tenantId,
    k.accountId,
    k.periodStart,
    cell(r.lineKey),
    r.chargePeriodStart.toISOString(),
    r.chargePeriodEnd.toISOString(),
    r.chargeDate,
    r.billedCost,
    r.effectiveCost,
    r.listCost,
    cell(r.billingCurrency),
    cell(r.chargeCategory),
    cell(r.chargeClass),
    cell(r.chargeDescription),
    cell(r.serviceName),
    cell(r.serviceCategory),
    cell(r.regionId),
    cell(r.resourceId),
    cell(r.resourceName),
    cell(r.resourceType),
    cell(r.pricingQuantity),
    cell(r.pricingUnit),
    cell(r.consumedQuantity),
    cell(r.consumedUnit),
    cell(JSON.stringify(r.tags)),
    cell(JSON.stringify(r.x)),
    cell(JSON.stringify(r.original)),
  ].join('\t');
}

/**
 * The node-postgres client a Drizzle transaction runs on (its session holds the pool's client
 * it checked out), or null on PGlite. COPY must go through that client to be part of the
 * transaction.
 */
export function pgClientOf(tx: DbOrTx): pg.ClientBase | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** Writes one page's rows into `cost_staged_lines`: COPY on PostgreSQL, JSON chunks on PGlite. */
export async function writeStagedLines(tx: DbOrTx, k: PeriodKey, rows: FocusRow[]): Promise<void> {
  if (rows.length === 0) return;
  const client = pgClientOf(tx);
  if (client) return copyRows(client, k, rows);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({
      ...r,
      chargePeriodStart: r.chargePeriodStart.toISOString(),
      chargePeriodEnd: r.chargePeriodEnd.toISOString(),
    }));
    // One JSON parameter per chunk instead of 27 per row: binding tens of thousands of
    // parameters costs PGlite seconds, unpacking one document costs it milliseconds.
    await tx.execute(sql`
      insert into cost_staged_lines (${sql.raw(COLUMNS)})
      select ${k.tenantId}, ${k.accountId}, ${k.periodStart}::date, r."lineKey",
        r."chargePeriodStart", r."chargePeriodEnd", r."chargeDate", r."billedCost",
        r."effectiveCost", r."listCost", r."billingCurrency", r."chargeCategory",
        r."chargeClass", r."chargeDescription", r."serviceName", r."serviceCategory",
        r."regionId", r."resourceId", r."resourceName", r."resourceType", r."pricingQuantity",
        r."pricingUnit", r."consumedQuantity", r."consumedUnit", r.tags, r.x, r.original
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r("lineKey" text,
        "chargePeriodStart" timestamptz, "chargePeriodEnd" timestamptz, "chargeDate" date,
        "billedCost" bigint, "effectiveCost" bigint, "listCost" bigint, "billingCurrency" text,
        "chargeCategory" text, "chargeClass" text, "chargeDescription" text,
        "serviceName" text, "serviceCategory" text, "regionId" text, "resourceId" text,
        "resourceName" text, "resourceType" text, "pricingQuantity" numeric,
        "pricingUnit" text, "consumedQuantity" numeric, "consumedUnit" text, tags jsonb,
        x jsonb, original jsonb)`);
  }
}

/** COPY FROM STDIN on the transaction's own client, in batches of lines, minding backpressure. */
async function copyRows(client: pg.ClientBase, k: PeriodKey, rows: FocusRow[]): Promise<void> {
  const stream = client.query(copyFrom(`copy cost_staged_lines (${COLUMNS}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  for (let i = 0; i < rows.length; i += COPY_BATCH) {
    let text = '';
    const end = Math.min(rows.length, i + COPY_BATCH);
    for (let j = i; j < end; j++) text += copyLine(k, rows[j]!) + '\n';
    if (!stream.write(text)) {
      await new Promise<void>((resolve, reject) => {
        const onError = (e: unknown) => reject(e);
        stream.once('drain', () => {
          stream.off('error', onError);
          resolve();
        });
        stream.once('error', onError);
      });
    }
  }
  stream.end();
  await done;
}
