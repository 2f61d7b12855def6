import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cloudAccounts } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { Keyring } from '../../cloud/secrets.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { enqueueQuotaCheck } from './quota-alerts.ts';
import { regionsInUse, replaceProviderQuotas } from './provider-quotas.repository.ts';

export const QUOTA_READ_JOB = 'resources.quotaRead';

export interface QuotaReadDeps {
  db: Database;
  now: () => Date;
  keyring: Keyring;
  log?: FastifyBaseLogger;
}

/**
 * Reads an account's limits from its provider's quota API, region by region, and stores them;
 * then the tenant's quotas are checked against them. A region whose read fails keeps what was
 * read before (a limit seldom changes), so a passing outage neither drops nor invents a warning.
 * A provider without a quota API reads nothing: its quotas stay the requests' (decisions.md).
 */
export async function readAccountQuotas(deps: QuotaReadDeps, accountId: string): Promise<number> {
  const [account] = await deps.db
    .select()
    .from(cloudAccounts)
    .where(eq(cloudAccounts.id, accountId));
  if (!account || account.status !== 1) return 0;
  const adapter = adapterForAccount(deps, account);
  let stored = 0;
  if (adapter.readQuotas) {
    const regions = account.regions.length
      ? account.regions
      : await regionsInUse(deps.db, account.id);
    const owner = { tenantId: account.tenantId, accountId: account.id };
    for (const region of regions) {
      try {
        const quotas = await adapter.readQuotas(region);
        await deps.db.transaction((tx) =>
          replaceProviderQuotas(tx, owner, region, quotas, deps.now()),
        );
        stored += quotas.length;
      } catch (err) {
        deps.log?.warn(
          { accountId: account.id, region, err: err instanceof Error ? err.message : String(err) },
          'quota read failed',
        );
      }
    }
  }
  await enqueueQuotaCheck(deps.db, deps.now(), account.tenantId);
  return stored;
}

/** An account's quotas read soon (after its full sync); one waits per account. */
export const enqueueQuotaRead = (
  db: Parameters<typeof enqueueJob>[0],
  now: Date,
  accountId: string,
) => enqueueJob(db, QUOTA_READ_JOB, { accountId }, { now, key: accountId });
