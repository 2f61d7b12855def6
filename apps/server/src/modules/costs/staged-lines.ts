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

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex = (b: Uint8Array, from: number, to: number) => {
  let out = '';
  for (let i = from; i < to; i++) out += HEX[b[i]!];
  return out;
};

/**
 * `n` ids for the lines of a page, in order: UUID version 7 (RFC 9562: 48 bits of the time in
 * ms, then random bits) with the row's number in the page in the 12 bits after the version, so
 * they rise within a page and from one page to the next (the time). The line items' primary key
 * then grows at its right edge: random ids (gen_random_uuid) landed on random pages and cost
 * about a third more in the move than no key (docs/decisions.md, Ingestion: fewer indexes).
 */
export function lineIds(n: number, now = Date.now()): string[] {
  const ids: string[] = [];
  const rand = randomFillSync(new Uint8Array(8 * n));
  const b = new Uint8Array(16);
  for (let i = 0; i < n; i++) {
    // The 12-bit counter wraps every 4,096 rows: the millisecond after it then keeps them rising.
    const ms = now + Math.floor(i / 4096);
    for (let j = 0; j < 6; j++) b[j] = Math.floor(ms / 2 ** (8 * (5 - j))) & 0xff;
    b[6] = 0x70 | ((i >> 8) & 0x0f);
    b[7] = i & 0xff;
    b.set(rand.subarray(8 * i, 8 * i + 8), 8);
    b[8] = 0x80 | (b[8]! & 0x3f);
    ids.push(`${hex(b, 0, 4)}-${hex(b, 4, 6)}-${hex(b, 6, 8)}-${hex(b, 8, 10)}-${hex(b, 10, 16)}`);
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
