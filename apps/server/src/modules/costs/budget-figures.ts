import type { BudgetAlertRuleJson } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forecastMonth, type Forecast } from './forecast.ts';
import { addDays, budgetWindow, type BudgetWindow } from './budget-period.ts';
import { dailySpend, type BudgetPeriodName, type BudgetRow } from './budgets.repository.ts';

export type BudgetState = 'ok' | 'atRisk' | 'over';

/** A budget's current period: what it may spend, what it has, where it is heading. */
export interface BudgetFigures {
  window: BudgetWindow;
  amount: number;
  actual: number;
  forecast: Forecast;
  state: BudgetState;
  /** Every day of the period up to today, with its cost (0 when none). */
  days: { date: string; amount: number }[];
}

/** What the figures read of a budget (the demo asks before it has one). */
export type BudgetBasis = Pick<
  BudgetRow,
  'tenantId' | 'scope' | 'period' | 'amount' | 'periodAmounts'
>;

export const budgetAmountFor = (b: BudgetBasis, key: string) => b.periodAmounts[key] ?? b.amount;

/**
 * The forecast is forecast.ts's over the period's complete days (today is still being billed):
 * least squares from 7 days (a trend, as growing traffic, shows in a budget early), a run-rate
 * from 3; today's partial cost is then added, as the cost overview does.
 */
export async function budgetFigures(
  db: DbOrTx,
  b: BudgetBasis,
  today: string,
): Promise<BudgetFigures> {
  const window = budgetWindow(b.period as BudgetPeriodName, today);
  const spend = await dailySpend(db, b.tenantId, b.scope, window.from, today);
  const days: { date: string; amount: number }[] = [];
  for (let d = window.from; d <= today && d <= window.to; d = addDays(d, 1)) {
    days.push({ date: d, amount: spend.get(d) ?? 0 });
  }
  const complete = days.filter((d) => d.date < today).map((d) => d.amount);
  const partial = days.filter((d) => d.date === today).reduce((s, d) => s + d.amount, 0);
  const f = forecastMonth(complete, window.days);
  const forecast = {
    ...f,
    amount: f.amount + partial,
    low: f.low + partial,
    high: f.high + partial,
  };
  const actual = days.reduce((s, d) => s + d.amount, 0);
  const amount = budgetAmountFor(b, window.key);
  const state: BudgetState = actual > amount ? 'over' : forecast.amount > amount ? 'atRisk' : 'ok';
  return { window, amount, actual, forecast, state, days };
}

export const ruleKey = (r: BudgetAlertRuleJson) => `${r.kind}:${r.unit}:${r.threshold}`;

/** A percent threshold in whole numbers: value ≥ amount × threshold / 100, without a float. */
const reaches = (value: number, amount: number, r: BudgetAlertRuleJson) =>
  r.unit === 'percent' ? value * 100 >= amount * r.threshold : value >= r.threshold;

/** The value that crossed the rule now, or null when it does not hold. */
export function ruleValue(
  r: BudgetAlertRuleJson,
  fig: BudgetFigures,
  today: string,
): number | null {
  if (r.kind === 'actual') return reaches(fig.actual, fig.amount, r) ? fig.actual : null;
  if (r.kind === 'forecast') {
    if (fig.forecast.method === 'none') return null;
    return reaches(fig.forecast.amount, fig.amount, r) ? fig.forecast.amount : null;
  }
  // Day over day: the last complete day against the one before it.
  const complete = fig.days.filter((d) => d.date < today);
  const last = complete.at(-1);
  const before = complete.at(-2);
  if (!last || !before || before.amount <= 0) return null;
  return (last.amount - before.amount) * 100 > before.amount * r.threshold ? last.amount : null;
}
