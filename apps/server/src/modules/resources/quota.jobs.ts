import type { Deps } from '../../lib/deps.ts';
import { defineJob, defineTenantSweep, type JobKind } from '../../jobs/index.ts';
import { QUOTA_ALERT_JOB, QUOTA_TENANT_JOB, checkQuotas } from './quota-alerts.ts';
import { QUOTA_READ_JOB, readAccountQuotas } from './quota-read.ts';

/** Usage moves with each sync (every few minutes at most): quotas are checked as often. */
export const QUOTA_CHECK_MS = 5 * 60_000;

/**
 * Quota warnings: every tenant's quotas on a schedule, one tenant's after a sync or request, and
 * an account's provider limits read after its full sync.
 */
export function quotaJobKinds(deps: Deps): readonly JobKind[] {
  return [
    ...defineTenantSweep(deps.log, {
      name: QUOTA_ALERT_JOB,
      tenantJob: QUOTA_TENANT_JOB,
      everyMs: QUOTA_CHECK_MS,
      sweep: (tenantId) => checkQuotas(deps, tenantId),
      counted: 'told',
      message: 'quota warnings told',
    }),
    // Limits change seldom and the read costs a call per region: once per full sync.
    defineJob<{ accountId: string }>({
      name: QUOTA_READ_JOB,
      run: async (job) => {
        await readAccountQuotas(deps, job.payload.accountId);
      },
    }),
  ];
}
