import type { TestApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { billingPeriodOf, shiftPeriod } from '../../cloud/bills.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { ingestPeriod } from './ingest.service.ts';

/** A tenant with two simulated accounts and this month's and last month's bills read. */
export async function tenantWithBills(t: TestApp) {
  const admin = await adminOfNewTenant(t);
  const ali = await addSimAccount(t, admin.token, { provider: 'ALI' });
  const aws = await addSimAccount(t, admin.token, { provider: 'AWS', regions: ['us-east-1'] });
  const deps = { db: t.database.db, now: t.clock.now };
  const month = billingPeriodOf(t.clock.now());
  for (const accountId of [ali, aws]) {
    for (const period of [shiftPeriod(month, -1), month]) {
      await ingestPeriod(deps, { tenantId: admin.tenant.id, accountId, period });
    }
  }
  return { ...admin, ali, aws, month };
}
