import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTx } from '../../db/client.ts';
import type { FocusRow } from '../../cloud/bills.ts';
import type { PeriodKey } from './ingest.repository.ts';

/** The columns of `cost_staged_lines`, in the order both writers send them. */
const COLUMNS = `tenant_id, account_id, billing_period_start, line_key, charge_period_start,
  charge_period_end, charge_date, billed_cost, effective_cost, list_cost, billing_currency,
  charge_category, charge_class, charge_description, service_name, service_category, region_id,
  resource_id, resource_name, resource_type, pricing_quantity, pricing_unit, consumed_quantity,
  consumed_unit, tags, x, original`;

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

/** The PGlite transaction under a Drizzle one: its query takes a blob for COPY. */
type PgliteQuery = {
  query(q: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
};

/**
 * Writes one page's rows into `cost_staged_lines` with COPY: from STDIN on PostgreSQL, from
 * '/dev/blob' on PGlite (100,000 rows staged in 1.6-1.8 s, against 2.8-3.1 s as JSON chunks
 * through jsonb_to_recordset).
 */
export async function writeStagedLines(tx: DbOrTx, k: PeriodKey, rows: FocusRow[]): Promise<void> {
  if (rows.length === 0) return;
  const client = pgClientOf(tx);
  if (client) return copyRows(client, k, rows);
  const lite = (tx as unknown as { session: { client: PgliteQuery } }).session.client;
  let text = '';
  for (const r of rows) text += copyLine(k, r) + '\n';
  await lite.query(`copy cost_staged_lines (${COLUMNS}) from '/dev/blob'`, [], {
    blob: new Blob([text]),
  });
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
