import type { Deps } from '../../lib/deps.ts';
import { billingPeriodOf } from '../../cloud/bills.ts';
import { defineJob, defineTenantJob, type JobKind } from '../../jobs/index.ts';
import { ingestPeriod, STAGING_TTL_MS, type IngestPayload } from './ingest.service.ts';
import { sweepStaleStaging } from './ingest.repository.ts';
import { INGEST_JOB, scheduleIngests } from './schedule.ts';
import { budgetJobKinds } from './budgets.jobs.ts';
import { enqueueBudgetCheck } from './budget-schedule.ts';
import {
  ESTIMATE_EVERY_MS,
  ESTIMATE_JOB,
  ESTIMATE_TENANT_JOB,
  enqueueEstimate,
  refreshEstimates,
} from './estimate.ts';

/** Bills are read again hourly: the real-time figures must be at most an hour old. */
export const COST_SCHEDULE_MS = 3_600_000;

/** Cost analysis's background work: which periods to read, and reading one. */
export function costsJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob({
      name: 'costs.schedule',
      everyMs: COST_SCHEDULE_MS,
      run: async () => {
        // Staging no run came back to (a period that stopped failing elsewhere, a deleted
        // account's) would otherwise stay: a resume would discard it anyway.
        const swept = await sweepStaleStaging(
          deps.db,
          new Date(deps.now().getTime() - STAGING_TTL_MS),
        );
        if (swept > 0) deps.log.info({ swept }, 'stale bill staging dropped');
        const n = await scheduleIngests(deps);
        if (n > 0) deps.log.info({ queued: n }, 'bill ingests queued');
      },
    }),
    defineJob<IngestPayload>({
      name: INGEST_JOB,
      // Providers limit bill API calls per account; one period at a time per process is polite.
      concurrency: 1,
      leaseMs: 120_000,
      run: async (job) => {
        await ingestPeriod(deps, job.payload);
        // A new bill moves the tenant's budgets: check them now rather than within the hour.
        await enqueueBudgetCheck(deps, job.payload.tenantId);
        // And the real-time bill, when its month's bill moved (not for the history's backfill).
        if (job.payload.period === billingPeriodOf(deps.now())) {
          await enqueueEstimate(deps, job.payload.tenantId);
        }
      },
    }),
    defineJob({
      name: ESTIMATE_JOB,
      everyMs: ESTIMATE_EVERY_MS,
      leaseMs: 120_000,
      run: async () => {
        await refreshEstimates(deps);
      },
    }),
    defineTenantJob(ESTIMATE_TENANT_JOB, (tenantId) => refreshEstimates(deps, tenantId)),
    ...budgetJobKinds(deps),
  ];
}
