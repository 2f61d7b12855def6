import { sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok, type TestApp } from '../../../../test/harness.ts';
import { adminOfNewTenant } from '../../../../test/fixtures.ts';
import { rows } from '../../../db/page.ts';
import { addSimAccount, drain } from '../../cloud/test-support.ts';

/**
 * A new tenant whose simulated account (one region) is synced, with the vCPUs of its hosts there
 * and a contact told of quota warnings by e-mail; `deliveries` lists those e-mails, oldest first.
 */
export async function quotaWatchedTenant(
  t: TestApp,
  c: { account: string; email: string; region: string },
) {
  const admin = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, admin.token, { name: c.account, regions: [c.region] });
  await drain(t);
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`select coalesce(sum(cpu), 0)::int as n from resources where account_id = ${accountId}
      and region = ${c.region} and type = 'host' and deleted_at is null`,
  );
  const contact = await ok(
    t,
    calls.notifyContactSave,
    { name: 'Quota desk', email: c.email, language: 'en-US' },
    admin,
  );
  await ok(t, calls.notifyRecipientsSet, { subject: 'quota', contactIds: [contact.id] }, admin);
  const deliveries = async () =>
    (await ok(t, calls.notifyDeliveryList, { warningType: 'quota', pageSize: 50 }, admin)).list
      .filter((d) => d.channel === 'email')
      .reverse();
  return { admin, tenantId: admin.tenant.id, accountId, vcpus: row!.n, deliveries };
}
