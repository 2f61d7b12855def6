import type { Deps } from '../../lib/deps.ts';
import { defineJob, type JobKind } from '../../jobs/index.ts';
import { BUDGET_JOB, checkBudgets } from './budget-alerts.ts';
import { BUDGET_TENANT_JOB } from './budget-schedule.ts';

/** Hourly, as bills are read: a forecast moves as the month's days arrive. */
export const BUDGET_CHECK_MS = 3_600_000;

/** Budget alerts: every budget on a schedule, and a tenant's when its bill or a budget changes. */
export function budgetJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob({
      name: BUDGET_JOB,
      everyMs: BUDGET_CHECK_MS,
      run: async () => {
        const n = await checkBudgets(deps);
        if (n > 0) deps.log.info({ fired: n }, 'budget alerts fired');
      },
    }),
    defineJob<{ tenantId: string }>({
      name: BUDGET_TENANT_JOB,
      run: async (job) => {
        await checkBudgets(deps, job.payload.tenantId);
      },
    }),
  ];
}
