import { randomFillSync } from 'node:crypto';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTx } from '../../db/client.ts';
import type { FocusRow } from '../../cloud/bills.ts';
import type { PeriodKey } from './ingest.repository.ts';

/** The columns of `cost_staged_lines`, in the order both writers send them. */
export const STAGED_COLUMNS = `id, tenant_id, account_id, billing_period_start, line_key, charge_period_start,
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

/**
 * `n` ids for the lines of a page, in order: UUID version 7 (RFC 9562: 48 bits of the time in
 * ms, then random bits) with the row's number in the page in the 12 bits after the version, so
 * they rise within a page and from one page to the next (the time). The line items' primary key
 * then grows at its right edge: random ids (gen_random_uuid) landed on random pages and cost
 * about a third more in the move than no key (docs/decisions.md, Ingestion: fewer indexes).
 * Made as strings from one random buffer a page (the server's CPU: it makes every page's text).
 */
export function lineIds(n: number, now = Date.now()): string[] {
  const tail = randomFillSync(Buffer.alloc(8 * n)).toString('hex');
  const ids = new Array<string>(n);
  let stamp = '';
  let stampOf = -1;
  for (let i = 0; i < n; i++) {
    // The 12-bit counter wraps every 4,096 rows: the millisecond after it keeps them rising.
    const ms = now + Math.floor(i / 4096);
    if (ms !== stampOf) {
      const h = ms.toString(16).padStart(12, '0');
      stamp = `${h.slice(0, 8)}-${h.slice(8, 12)}-7`;
      stampOf = ms;
    }
    const t = tail.slice(16 * i, 16 * i + 16);
    // The variant's two bits (10) over the first random nibble's low two.
    const variant = '89ab'[parseInt(t[0]!, 16) & 3];
    ids[i] =
      `${stamp}${(i & 0xfff).toString(16).padStart(3, '0')}-${variant}${t.slice(1, 4)}-${t.slice(4)}`;
  }
  return ids;
}

/** One row as a line of COPY text, with its line item's id. */
export function copyLine(k: PeriodKey, r: FocusRow, id: string): string {
  return [
    id,
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
  const ids = lineIds(rows.length);
  let text = '';
  rows.forEach((r, i) => (text += copyLine(k, r, ids[i]!) + '\n'));
  await lite.query(`copy cost_staged_lines (${STAGED_COLUMNS}) from '/dev/blob'`, [], {
    blob: new Blob([text]),
  });
}

/** COPY FROM STDIN on the transaction's own client, in batches of lines, minding backpressure. */
async function copyRows(client: pg.ClientBase, k: PeriodKey, rows: FocusRow[]): Promise<void> {
  const ids = lineIds(rows.length);
  const stream = client.query(copyFrom(`copy cost_staged_lines (${STAGED_COLUMNS}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  for (let i = 0; i < rows.length; i += COPY_BATCH) {
    let text = '';
    const end = Math.min(rows.length, i + COPY_BATCH);
    for (let j = i; j < end; j++) text += copyLine(k, rows[j]!, ids[j]!) + '\n';
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
