import { enqueueTenantJob } from '../../jobs/index.ts';
import type { BudgetCheckDeps } from './budget-alerts.ts';

export const BUDGET_TENANT_JOB = 'costs.budgetCheck';

/** A tenant's budgets checked soon (after a bill is read, a budget saved); one waits at a time. */
export const enqueueBudgetCheck = (deps: BudgetCheckDeps, tenantId: string) =>
  enqueueTenantJob(deps.db, BUDGET_TENANT_JOB, tenantId, deps.now());
