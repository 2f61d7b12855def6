import type { Deps } from '../../lib/deps.ts';
import { defineTenantSweep, type JobKind } from '../../jobs/index.ts';
import { BUDGET_JOB, checkBudgets } from './budget-alerts.ts';
import { BUDGET_TENANT_JOB } from './budget-schedule.ts';

/** Hourly, as bills are read: a forecast moves as the month's days arrive. */
export const BUDGET_CHECK_MS = 3_600_000;

/** Budget alerts: every budget on a schedule, and a tenant's when its bill or a budget changes. */
export function budgetJobKinds(deps: Deps): readonly JobKind[] {
  return defineTenantSweep(deps.log, {
    name: BUDGET_JOB,
    tenantJob: BUDGET_TENANT_JOB,
    everyMs: BUDGET_CHECK_MS,
    sweep: (tenantId) => checkBudgets(deps, tenantId),
    counted: 'fired',
    message: 'budget alerts fired',
  });
}
