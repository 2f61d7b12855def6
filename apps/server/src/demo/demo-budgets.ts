import type { BudgetAlertRule, BudgetScope } from '@ecloud/contract';
import { billingDay } from '../cloud/bills.ts';
import { budgetCreate } from '../modules/costs/budgets.service.ts';
import { budgetFigures } from '../modules/costs/budget-figures.ts';
import { checkBudgets } from '../modules/costs/budget-alerts.ts';
import type { DemoContext } from './demo.ts';

const ALERTS: BudgetAlertRule[] = [
  { kind: 'actual', unit: 'percent', threshold: 80 },
  { kind: 'actual', unit: 'percent', threshold: 100 },
  { kind: 'forecast', unit: 'percent', threshold: 100 },
  { kind: 'dayJump', unit: 'percent', threshold: 50 },
];

/**
 * Two budgets for Demo Enterprise (ops's tenant), set from this month's bill as read: the whole
 * estate's between what is spent and what is forecast (at risk), Alibaba Cloud's below what is
 * spent (over). Their alerts are checked at once, so ops's inbox has them.
 */
export async function seedBudgets(ctx: DemoContext): Promise<void> {
  const ops = ctx.users.get('ops');
  if (!ops) return;
  const as = ctx.as({ tenantId: ops.tenantId, userId: ops.id }, ctx.now);
  const today = billingDay(ctx.now);
  const spent = async (scope: BudgetScope) => {
    const basis = { tenantId: ops.tenantId, scope, period: 'month', amount: 1, periodAmounts: {} };
    const f = await budgetFigures(ctx.db, basis, today);
    return { actual: f.actual, forecast: f.forecast.amount };
  };
  const all = await spent({});
  // Halfway from spent to forecast: at risk, not over; with no forecast yet, a tenth above.
  const atRisk =
    all.forecast > all.actual + 2
      ? Math.round((all.actual + all.forecast) / 2)
      : Math.round(all.actual * 1.1) + 100;
  await budgetCreate(as, {
    name: '全部云资源',
    period: 'month',
    amount: atRisk,
    scope: {},
    alerts: ALERTS,
  });
  const ali = await spent({ providers: ['ALI'] });
  await budgetCreate(as, {
    name: '阿里云',
    period: 'month',
    amount: Math.max(100, Math.round(ali.actual * 0.8)),
    scope: { providers: ['ALI'] },
    alerts: ALERTS,
  });
  const fired = await checkBudgets({ db: ctx.db, now: () => ctx.now }, ops.tenantId);
  process.stdout.write(`demo budgets: 2, ${fired} alerts fired\n`);
}
