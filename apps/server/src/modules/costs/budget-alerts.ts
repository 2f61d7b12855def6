import { formatFen } from '@ecloud/contract';
import type { Database } from '../../db/client.ts';
import { billingDay } from '../../cloud/bills.ts';
import { warnTenant } from '../notify/index.ts';
import type { MessageTemplate } from '../messages/templates.ts';
import { budgetFigures, ruleKey, ruleValue } from './budget-figures.ts';
import { allBudgets, recordAlert } from './budgets.repository.ts';

export const BUDGET_JOB = 'costs.budgetAlerts';
export const BUDGET_LINK = '/assetsView/businessView/budgetIndex';

const TEMPLATE: Record<string, MessageTemplate> = {
  actual: 'msg.budgetActual',
  forecast: 'msg.budgetForecast',
  dayJump: 'msg.budgetJump',
};

export interface BudgetCheckDeps {
  db: Database;
  now: () => Date;
}

/**
 * Checks every budget (of one tenant, or all) against its rules. An alert is recorded and its
 * message written in one transaction; the unique (budget, rule, period) key lets only the first
 * run, process or replica through, so each fires once per threshold and period.
 */
export async function checkBudgets(deps: BudgetCheckDeps, tenantId?: string): Promise<number> {
  const now = deps.now();
  const today = billingDay(now);
  let fired = 0;
  for (const b of await allBudgets(deps.db, tenantId)) {
    const fig = await budgetFigures(deps.db, b, today);
    for (const rule of b.alerts) {
      const value = ruleValue(rule, fig, today);
      if (value === null) continue;
      await deps.db.transaction(async (tx) => {
        const first = await recordAlert(tx, {
          tenantId: b.tenantId,
          budgetId: b.id,
          ruleKey: ruleKey(rule),
          kind: rule.kind,
          unit: rule.unit,
          threshold: rule.threshold,
          periodKey: fig.window.key,
          value,
          budgetAmount: fig.amount,
          firedAt: now,
        });
        if (!first) return;
        fired++;
        const template = TEMPLATE[rule.kind]!;
        const params = {
          name: b.name,
          period: fig.window.key,
          value: formatFen(value),
          amount: formatFen(fig.amount),
          threshold: rule.unit === 'percent' ? `${rule.threshold}%` : formatFen(rule.threshold),
        };
        // The tenant's budget recipients (warning centre) hear of it through their channels.
        await warnTenant(
          tx,
          {
            notice: { tenantId: b.tenantId, warningType: 'budget', template, params },
            code: 'v4-2',
            messageType: 'billing',
            link: BUDGET_LINK,
            subject: 'budget',
          },
          now,
        );
      });
    }
  }
  return fired;
}
