import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { LINES_COUNTED } from './costs.repository.ts';

const t = await testApp();

describe('bill detail total (costLineList)', () => {
  it('counts up to 10,000 lines, or ten pages past the one asked for, then says "more than"', async () => {
    const { token, tenant } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token, { provider: 'ALI' });
    // One more line than the count goes to, all on one day; every fifth of another service.
    await t.database.db.execute(sql`
      insert into cost_line_items (tenant_id, account_id, line_key, billing_period_start,
        billing_period_end, charge_period_start, charge_period_end, charge_date, billed_cost,
        effective_cost, list_cost, billing_currency, charge_category, provider_name,
        sub_account_id, service_name, service_category, original)
      select ${tenant.id}, ${accountId}, 'k' || i, '2026-03-01', '2026-04-01',
        '2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z', '2026-03-10', i, i, i, 'CNY', 'Usage',
        'ALI', 'x', case when i % 5 = 0 then 'OSS' else 'ECS' end, 'Compute', '{}'
      from generate_series(1, ${LINES_COUNTED + 1}) i`);
    const range = { startDate: '2026-03-01', endDate: '2026-03-31', pageSize: 20 };
    const first = await ok(t, calls.costLineList, { ...range, page: 1 }, { token });
    expect(first).toMatchObject({ total: LINES_COUNTED, totalIsLowerBound: true });
    expect(first.list).toHaveLength(20);
    // Far enough on, the count reaches the end: exact.
    const far = await ok(t, calls.costLineList, { ...range, page: 495 }, { token });
    expect(far).toMatchObject({ total: LINES_COUNTED + 1, totalIsLowerBound: false });
    // Under the limit, exact.
    const oss = await ok(
      t,
      calls.costLineList,
      { ...range, page: 1, serviceName: 'OSS' },
      { token },
    );
    expect(oss).toMatchObject({
      total: Math.floor((LINES_COUNTED + 1) / 5),
      totalIsLowerBound: false,
    });
  });
});
