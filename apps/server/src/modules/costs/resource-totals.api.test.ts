import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { rows as rawRows } from '../../db/page.ts';
import { billingDay, billingPeriodOf, daysInPeriod, shiftPeriod } from '../../cloud/bills.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { ingestPeriod } from './ingest.service.ts';

const t = await testApp();
const db = t.database.db;

/**
 * The resource grouping over more than a month reads the running totals (resource-totals.ts):
 * every group's total, name and rank, the rest and the whole against the line items, over
 * ranges that start and end on month edges, inside months (the tenant's rows in them reach
 * outside, so their days come from the daily rollup), in two adjacent cut months, before the
 * history starts and past an account's last month; after a re-ingest and a later read of the
 * current month too.
 */
describe('resource grouping from the running totals', () => {
  it('gives each resource the line items’ sum over any range', async () => {
    const { token, tenant } = await adminOfNewTenant(t);
    const ali = await addSimAccount(t, token, { provider: 'ALI' });
    const aws = await addSimAccount(t, token, { provider: 'AWS', regions: ['us-east-1'] });
    const month = billingPeriodOf(t.clock.now());
    const m = (n: number) => shiftPeriod(month, n);
    const end = (p: string) => `${p}-${String(daysInPeriod(p)).padStart(2, '0')}`;
    const deps = { db, now: t.clock.now };
    // AWS stops two months ago: ranges past it read its totals at its last month.
    for (const n of [-4, -3, -2, -1, 0]) {
      await ingestPeriod(deps, { tenantId: tenant.id, accountId: ali, period: m(n) });
      if (n <= -2) await ingestPeriod(deps, { tenantId: tenant.id, accountId: aws, period: m(n) });
    }
    const today = billingDay(t.clock.now());
    const ranges = [
      [`${m(-4)}-01`, today],
      [`${m(-4)}-15`, today],
      [`${m(-3)}-01`, end(m(-1))],
      [`${m(-3)}-10`, `${m(-1)}-20`],
      [`${m(-2)}-05`, `${m(-1)}-10`],
      [`${m(-2)}-01`, end(m(-2))],
      [`${m(-6)}-01`, end(m(-3))],
      [`${m(-1)}-01`, today],
    ] as const;
    const check = async () => {
      for (const [from, to] of ranges)
        for (const provider of [undefined, 'AWS', 'ALI']) {
          const input = {
            startDate: from,
            endDate: to,
            groupBy: 'resource',
            grain: 'month',
            provider,
          };
          const a = await ok(t, calls.costAnalysis, input as never, { token });
          const raw = await rawRows<{ k: string; s: string; name: string }>(
            db,
            sql`select resource_id as k, sum(billed_cost) as s, max(resource_name) as name
              from cost_line_items where tenant_id = ${tenant.id}
                and charge_date between ${from} and ${to}
                ${provider ? sql`and provider_name = ${provider}` : sql``}
              group by 1 order by 2 desc, 1`,
          );
          const want = raw
            .slice(0, 10)
            .map((r) => ({ key: r.k, label: r.name, total: Number(r.s) }));
          const whole = raw.reduce((s, r) => s + Number(r.s), 0);
          const rest = raw.slice(10).reduce((s, r) => s + Number(r.s), 0);
          if (raw.length > 10) want.push({ key: '__other', label: '__other', total: rest });
          const at = JSON.stringify(input);
          expect(a.groups, at).toEqual(want);
          expect(a.total, at).toBe(whole);
        }
    };
    await check();
    // A period again (the same rows), and this month read once more later with its new days.
    await ingestPeriod(deps, { tenantId: tenant.id, accountId: aws, period: m(-3) });
    // Read three days later (the session's clock stays): the month's rows now reach past today.
    const later = () => new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await ingestPeriod({ db, now: later }, { tenantId: tenant.id, accountId: ali, period: m(0) });
    await check();
  }, 120_000);
});
