import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { dayStart, type FocusRow } from '../../cloud/bills.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { replacePeriod } from './ingest.repository.ts';
import { writeStagedLines } from './staged-lines.ts';

const t = await testApp();

const line = (resourceId: string, day: string, cost: number, hours: number): FocusRow => ({
  lineKey: `${resourceId}|${day}`,
  chargePeriodStart: dayStart(day),
  chargePeriodEnd: dayStart(day),
  chargeDate: day,
  billedCost: cost,
  effectiveCost: cost,
  listCost: cost,
  billingCurrency: 'CNY',
  chargeCategory: 'Usage',
  chargeClass: null,
  chargeDescription: '',
  serviceName: 'Elastic Compute Service',
  serviceCategory: 'Compute',
  regionId: 'cn-hangzhou',
  resourceId,
  resourceName: `name-${resourceId}`,
  resourceType: 'host',
  pricingQuantity: String(hours),
  pricingUnit: 'Hours',
  consumedQuantity: String(hours),
  consumedUnit: 'Hours',
  tags: {},
  x: {},
  original: {},
});

describe('explaining a change between two periods (hand-made bills)', () => {
  it('splits it into new and removed resources, changed usage and changed price, largest first', async () => {
    const { token, tenant } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token);
    const put = (period: string, rows: FocusRow[]) =>
      t.database.db.transaction(async (tx) => {
        const k = { tenantId: tenant.id, accountId, periodStart: `${period}-01` };
        await writeStagedLines(tx, k, rows);
        await replacePeriod(tx, k, 'ALI', 'x');
      });
    // January: A 240 h at 1 yuan, B (released in February), D 240 h at 0.50.
    await put('2026-01', [
      line('i-a', '2026-01-15', 24_000, 240),
      line('i-b', '2026-01-15', 5_000, 100),
      line('i-d', '2026-01-15', 12_000, 240),
    ]);
    // February: A runs twice as long, C is new, D's hours stay but its price rises to 0.60.
    await put('2026-02', [
      line('i-a', '2026-02-15', 48_000, 480),
      line('i-c', '2026-02-15', 7_000, 70),
      line('i-d', '2026-02-15', 14_400, 240),
    ]);
    const res = await ok(
      t,
      calls.costExplain,
      {
        baseStart: '2026-01-01',
        baseEnd: '2026-01-31',
        compareStart: '2026-02-01',
        compareEnd: '2026-02-28',
      },
      { token },
    );
    expect(res.base).toBe(41_000);
    expect(res.compare).toBe(69_400);
    expect(res.byKind).toEqual({ new: 7_000, removed: -5_000, usage: 24_000, price: 2_400 });
    expect(res.rows.map((r) => [r.resourceId, r.kind, r.usage, r.price])).toEqual([
      ['i-a', 'usage', 24_000, 0],
      ['i-c', 'new', 0, 0],
      ['i-b', 'removed', 0, 0],
      ['i-d', 'price', 0, 2_400],
    ]);
    // A late January line on the 28th: January cut at the 20th is read from the line items (the
    // month has a row outside the range) and explains the same; all of January has it removed.
    await put('2026-01', [
      line('i-a', '2026-01-15', 24_000, 240),
      line('i-b', '2026-01-15', 5_000, 100),
      line('i-d', '2026-01-15', 12_000, 240),
      line('i-z', '2026-01-28', 3_000, 30),
    ]);
    const feb = { compareStart: '2026-02-01', compareEnd: '2026-02-28' };
    const cut = await ok(
      t,
      calls.costExplain,
      { baseStart: '2026-01-01', baseEnd: '2026-01-20', ...feb },
      { token },
    );
    expect(cut).toEqual(res);
    const whole = await ok(
      t,
      calls.costExplain,
      { baseStart: '2026-01-01', baseEnd: '2026-01-31', ...feb },
      { token },
    );
    expect(whole.byKind).toEqual({ ...res.byKind, removed: -8_000 });
    // Another tenant sees nothing of it; a bad range is refused by field.
    const other = await adminOfNewTenant(t);
    const none = await ok(
      t,
      calls.costExplain,
      {
        baseStart: '2026-01-01',
        baseEnd: '2026-01-31',
        compareStart: '2026-02-01',
        compareEnd: '2026-02-28',
      },
      { token: other.token },
    );
    expect(none).toMatchObject({ base: 0, compare: 0, rows: [] });
    const bad = await call(
      t,
      calls.costExplain,
      {
        baseStart: '2026-01-31',
        baseEnd: '2026-01-01',
        compareStart: '2026-02-01',
        compareEnd: '2026-02-28',
      },
      { token },
    );
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/baseEnd/);
  });
});
