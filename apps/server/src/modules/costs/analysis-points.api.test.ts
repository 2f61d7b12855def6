import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { rows as rawRows } from '../../db/page.ts';
import { billingDay, shiftPeriod } from '../../cloud/bills.ts';
import { tenantWithBills } from './costs-test-support.ts';

const t = await testApp();
const db = t.database.db;

/**
 * Every point of a chart against the raw rows: per day or month, each drawn group's sum and the
 * rest as `__other`, whichever rollups answered (the narrow daily ones, the drawn resources read
 * alone and the rest by difference, the monthly ones for whole months).
 */
describe('cost analysis points against the raw rows', () => {
  it('gives every day and month of every grouping as the line items sum it', async () => {
    const { token, tenant, month } = await tenantWithBills(t);
    const last = shiftPeriod(month, -1);
    const today = billingDay(t.clock.now());
    const COLS = {
      account: 'account_id::text',
      provider: 'provider_name',
      chargeCategory: 'charge_category',
      resource: 'resource_id',
      service: 'service_name',
      tag: `coalesce(tags ->> 'env', '')`,
    } as const;
    const raw = async (
      col: string,
      grain: 'day' | 'month',
      from: string,
      to: string,
      provider?: string,
    ) =>
      rawRows<{ p: string; k: string; s: string }>(
        db,
        sql`select ${sql.raw(grain === 'day' ? `charge_date::text` : `to_char(charge_date, 'YYYY-MM')`)} as p,
            ${sql.raw(col)} as k, sum(billed_cost) as s
          from cost_line_items where tenant_id = ${tenant.id}
            and charge_date between ${from} and ${to}
            ${provider ? sql`and provider_name = ${provider}` : sql``}
          group by 1, 2`,
      );
    let others = 0;
    for (const [from, to] of [
      [`${last}-01`, today],
      [`${last}-10`, today],
      [`${last}-03`, `${last}-20`],
    ] as const) {
      for (const groupBy of Object.keys(COLS) as (keyof typeof COLS)[]) {
        for (const grain of ['day', 'month'] as const) {
          for (const provider of [undefined, 'AWS']) {
            const input = { startDate: from, endDate: to, groupBy, grain, tagKey: 'env', provider };
            const a = await ok(t, calls.costAnalysis, input, { token });
            const drawn = new Set(a.groups.map((g) => g.key).filter((k) => k !== '__other'));
            const want: Record<string, number> = {};
            for (const r of await raw(COLS[groupBy], grain, from, to, provider)) {
              const at = `${r.p} ${drawn.has(r.k) ? r.k : '__other'}`;
              want[at] = (want[at] ?? 0) + Number(r.s);
            }
            const got = Object.fromEntries(a.points.map((p) => [`${p.period} ${p.key}`, p.amount]));
            expect(got, JSON.stringify(input)).toEqual(want);
            if (drawn.size < a.groups.length) others++;
          }
        }
      }
    }
    // The rest was summed by difference somewhere (more than ten resources at least).
    expect(others).toBeGreaterThan(0);
  }, 60_000);
});
