import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { costIngestPages, costPeriods, costStagedLines } from '../../db/schema/index.ts';
import { rows as rawRows } from '../../db/page.ts';
import { dayStart, type BillSource, type FocusRow } from '../../cloud/bills.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { ingestPeriod, STAGING_TTL_MS } from './ingest.service.ts';
import { sweepStaleStaging } from './ingest.repository.ts';
import { pgClientOf } from './staged-lines.ts';

const t = await testApp();
const db = t.database.db;
const PERIOD = '2026-02';
const PAGES = 5;
const PER_PAGE = 40;

/** Row `i` of the hand-made bill: a text with every character COPY must escape, tags, original. */
const line = (i: number): FocusRow => {
  const day = `${PERIOD}-${String((i % 28) + 1).padStart(2, '0')}`;
  return {
    lineKey: `row-${i}`,
    chargePeriodStart: dayStart(day),
    chargePeriodEnd: new Date(dayStart(day).getTime() + 86_400_000),
    chargeDate: day,
    billedCost: 100 + i * 7,
    effectiveCost: 90 + i * 7,
    listCost: 120 + i * 7,
    billingCurrency: 'CNY',
    chargeCategory: i % 17 === 0 ? 'Credit' : 'Usage',
    chargeClass: i % 31 === 0 ? 'Correction' : null,
    chargeDescription: i % 9 === 0 ? 'tab\there, line\nbreak, back\\slash, 云服务器' : '',
    serviceName: `Service ${i % 4}`,
    serviceCategory: 'Compute',
    regionId: `region-${i % 3}`,
    resourceId: `i-${i % 25}`,
    resourceName: `host ${i % 25}`,
    resourceType: 'host',
    pricingQuantity: i % 5 === 0 ? null : `${i}.125`,
    pricingUnit: 'Hours',
    consumedQuantity: '24',
    consumedUnit: 'Hours',
    tags: { env: i % 2 ? 'prod' : 'test', team: `t\t${i % 3}` },
    x: { x_BillingItemCode: `item-${i % 6}` },
    original: { InstanceID: `i-${i % 25}`, Nested: { a: [1, 'two\n'], b: null }, Row: i },
  };
};

/** A provider of five pages whose page `failOn` fails while `failing` is set; counts its calls. */
function pagedSource(state: { final: boolean }) {
  const s = { calls: [] as number[], failOn: 0, failing: false };
  const source: BillSource = {
    provider: 'ALI',
    periodState: async () => ({ final: state.final, dataThrough: dayStart(`${PERIOD}-20`) }),
    page: async (_period, cursor) => {
      const n = cursor ? Number(cursor.replace('after-', '')) + 1 : 1;
      s.calls.push(n);
      if (s.failing && n === s.failOn) {
        throw new CloudError('ALI', 'network', `Connection reset reading page ${n}`);
      }
      const rows = Array.from({ length: PER_PAGE }, (_, j) => line((n - 1) * PER_PAGE + j));
      return { rows, ...(n < PAGES ? { next: `after-${n}` } : {}) };
    },
  };
  return { s, source };
}

async function setup() {
  const { token, tenant } = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, token, { provider: 'ALI' });
  return { tenantId: tenant.id, accountId };
}

/** Every stored line of an account's period, without the account: comparable across accounts. */
const lines = (accountId: string) =>
  rawRows<Record<string, unknown>>(
    db,
    sql`select line_key, billing_period_end, charge_period_start, charge_period_end, charge_date,
        billed_cost, effective_cost, list_cost, billing_currency, charge_category, charge_class,
        charge_description, service_name, service_category, region_id, resource_id,
        resource_name, resource_type, pricing_quantity::text, pricing_unit,
        consumed_quantity::text, consumed_unit, tags, x::jsonb as x, original::jsonb as original
      from cost_line_items where account_id = ${accountId} order by line_key`,
  );

const rollups = async (accountId: string) => ({
  daily: await rawRows(
    db,
    sql`select charge_date, service_name, region_id, resource_id, charge_category, tags,
        billed_cost, effective_cost, list_cost, rows
      from cost_daily where account_id = ${accountId} order by 1, 2, 3, 4, 5`,
  ),
  services: await rawRows(
    db,
    sql`select charge_date, service_name, region_id, charge_category, billed_cost, rows
      from cost_daily_services where account_id = ${accountId} order by 1, 2, 3, 4`,
  ),
});

const stagedCount = async (accountId: string) => ({
  pages: (await db.select().from(costIngestPages).where(eq(costIngestPages.accountId, accountId)))
    .length,
  lines: (await db.select().from(costStagedLines).where(eq(costStagedLines.accountId, accountId)))
    .length,
});

const periodRow = async (accountId: string) =>
  (
    await db
      .select()
      .from(costPeriods)
      .where(and(eq(costPeriods.accountId, accountId), eq(costPeriods.periodStart, '2026-02-01')))
  )[0]!;

const at = (iso: string, source: BillSource) => ({
  db,
  now: () => new Date(iso),
  billSource: () => source,
});

describe('bill ingestion resumes after a crash, page by page', () => {
  it('resumes a read that failed on page 3 of 5 from page 3, ending with a clean ingest’s rows', async () => {
    const clean = await setup();
    const a = pagedSource({ final: false });
    await ingestPeriod(at('2026-02-21T04:00:00Z', a.source), { ...clean, period: PERIOD });
    expect(a.s.calls).toEqual([1, 2, 3, 4, 5]);

    const resumed = await setup();
    const b = pagedSource({ final: false });
    b.s.failOn = 3;
    b.s.failing = true;
    const p = { ...resumed, period: PERIOD };
    await expect(ingestPeriod(at('2026-02-21T04:00:00Z', b.source), p)).rejects.toThrow(/page 3/);
    expect(b.s.calls).toEqual([1, 2, 3]);
    // Pages 1 and 2 are kept, each whole; nothing reached the line items yet.
    expect(await stagedCount(resumed.accountId)).toEqual({ pages: 2, lines: 2 * PER_PAGE });
    expect(await lines(resumed.accountId)).toEqual([]);
    expect(await periodRow(resumed.accountId)).toMatchObject({ state: 'failed', pagesRead: 2 });

    // The job's retry, half an hour later: only pages 3 to 5 are asked for.
    b.s.failing = false;
    b.s.calls = [];
    const res = await ingestPeriod(at('2026-02-21T04:30:00Z', b.source), p);
    expect(b.s.calls).toEqual([3, 4, 5]);
    expect(res.rows).toBe(PAGES * PER_PAGE);
    expect(await periodRow(resumed.accountId)).toMatchObject({
      state: 'done',
      pagesRead: PAGES,
      rows: PAGES * PER_PAGE,
      error: null,
    });
    // Exactly the clean ingest's rows (escaped text, tags and original rows included), and
    // both rollups the same; the staging is gone.
    const want = await lines(clean.accountId);
    expect(want).toHaveLength(PAGES * PER_PAGE);
    expect(await lines(resumed.accountId)).toEqual(want);
    expect(await rollups(resumed.accountId)).toEqual(await rollups(clean.accountId));
    expect(await stagedCount(resumed.accountId)).toEqual({ pages: 0, lines: 0 });
    const sample = want.find((r) => r.line_key === 'row-9')!;
    expect(sample.charge_description).toBe('tab\there, line\nbreak, back\\slash, 云服务器');
    expect(sample.original).toEqual({
      InstanceID: 'i-9',
      Nested: { a: [1, 'two\n'], b: null },
      Row: 9,
    });

    // A later re-ingest (nothing staged) replaces the period exactly.
    b.s.calls = [];
    await ingestPeriod(at('2026-02-21T05:00:00Z', b.source), p);
    expect(b.s.calls).toEqual([1, 2, 3, 4, 5]);
    expect(await lines(resumed.accountId)).toEqual(want);
  });

  it('starts over when the staged pages are stale: too old, or the period became final', async () => {
    const { tenantId, accountId } = await setup();
    const state = { final: false };
    const src = pagedSource(state);
    const p = { tenantId, accountId, period: PERIOD };
    src.s.failOn = 4;
    src.s.failing = true;
    await expect(ingestPeriod(at('2026-02-21T04:00:00Z', src.source), p)).rejects.toThrow();
    expect(await stagedCount(accountId)).toEqual({ pages: 3, lines: 3 * PER_PAGE });

    // Past the staging's age limit: read from page 1 (and fail on 4 again).
    src.s.calls = [];
    const late = new Date(Date.parse('2026-02-21T04:00:00Z') + STAGING_TTL_MS + 60_000);
    await expect(ingestPeriod(at(late.toISOString(), src.source), p)).rejects.toThrow();
    expect(src.s.calls).toEqual([1, 2, 3, 4]);
    expect(await stagedCount(accountId)).toEqual({ pages: 3, lines: 3 * PER_PAGE });

    // The provider has finalised the period meanwhile: the provisional pages are dropped.
    state.final = true;
    src.s.failing = false;
    src.s.calls = [];
    await ingestPeriod(at(new Date(late.getTime() + 60_000).toISOString(), src.source), p);
    expect(src.s.calls).toEqual([1, 2, 3, 4, 5]);
    expect(await periodRow(accountId)).toMatchObject({ status: 'final', rows: PAGES * PER_PAGE });
    expect((await lines(accountId)).length).toBe(PAGES * PER_PAGE);
    expect(await stagedCount(accountId)).toEqual({ pages: 0, lines: 0 });
  });

  it('writes staged rows with COPY on PostgreSQL, through the transaction’s own client', async () => {
    const client = await db.transaction(async (tx) => pgClientOf(tx));
    expect(client !== null).toBe(t.database.kind === 'postgres');
  });

  it('sweeps staging no run came back to', async () => {
    const { tenantId, accountId } = await setup();
    const src = pagedSource({ final: false });
    src.s.failOn = 2;
    src.s.failing = true;
    const p = { tenantId, accountId, period: PERIOD };
    await expect(ingestPeriod(at('2026-02-21T04:00:00Z', src.source), p)).rejects.toThrow();
    expect(await stagedCount(accountId)).toEqual({ pages: 1, lines: PER_PAGE });
    // Not yet stale: kept.
    await sweepStaleStaging(db, new Date('2026-02-21T03:00:00Z'));
    expect(await stagedCount(accountId)).toEqual({ pages: 1, lines: PER_PAGE });
    await sweepStaleStaging(db, new Date('2026-02-21T06:00:00Z'));
    expect(await stagedCount(accountId)).toEqual({ pages: 0, lines: 0 });
  });

  it('reads anew after a key came twice across pages, rather than failing every resume', async () => {
    const { tenantId, accountId } = await setup();
    const dup = pagedSource({ final: false });
    // The provider's paging shifted: page 2 repeats page 1's last row.
    const page = dup.source.page.bind(dup.source);
    let shifted = true;
    dup.source.page = async (period, cursor) => {
      const r = await page(period, cursor);
      if (shifted && cursor === 'after-1') r.rows = [line(PER_PAGE - 1), ...r.rows];
      return r;
    };
    const p = { tenantId, accountId, period: PERIOD };
    await expect(ingestPeriod(at('2026-02-21T04:00:00Z', dup.source), p)).rejects.toThrow();
    expect(await stagedCount(accountId)).toEqual({ pages: 0, lines: 0 });
    expect(await periodRow(accountId)).toMatchObject({ state: 'failed' });
    shifted = false;
    await ingestPeriod(at('2026-02-21T04:05:00Z', dup.source), p);
    expect((await lines(accountId)).length).toBe(PAGES * PER_PAGE);
  });
});
