import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdNow, money, ts, updatedNow } from './columns.ts';
import { tenantRow } from './tenant-columns.ts';

/** What a budget counts: every dimension optional, several values of one are alternatives. */
export interface BudgetScopeJson {
  providers?: string[];
  accountIds?: string[];
  serviceNames?: string[];
  regionIds?: string[];
  tags?: { key: string; value: string }[];
}

/** One alert rule: actual or forecast spend over a threshold, or a day-over-day jump. */
export interface BudgetAlertRuleJson {
  kind: 'actual' | 'forecast' | 'dayJump';
  unit: 'percent' | 'amount';
  threshold: number;
}

/** A spending budget over the tenant's bills (issue 11, menu v4-2); it may span clouds. */
export const budgets = pgTable(
  'budgets',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    /** month, quarter or year. */
    period: text('period').notNull(),
    /** Fen per period, unless `periodAmounts` names the period ('2026-11', '2026-Q4', '2026'). */
    amount: money('amount').notNull(),
    periodAmounts: jsonb('period_amounts').$type<Record<string, number>>().notNull().default({}),
    scope: jsonb('scope').$type<BudgetScopeJson>().notNull().default({}),
    alerts: jsonb('alerts').$type<BudgetAlertRuleJson[]>().notNull().default([]),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [index('budgets_tenant').on(t.tenantId)],
);

/**
 * An alert that fired. The unique key (budget, rule, period) is what makes an alert fire once per
 * threshold and period across job runs, restarts and replicas: the insert that wins notifies.
 */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    ...tenantRow(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    /** `kind:unit:threshold`. */
    ruleKey: text('rule_key').notNull(),
    kind: text('kind').notNull(),
    unit: text('unit').notNull(),
    threshold: money('threshold').notNull(),
    /** The budget period, or for a day-over-day jump the day it happened. */
    periodKey: text('period_key').notNull(),
    /** The spend that crossed: actual, forecast, or the day's cost (fen). */
    value: money('value').notNull(),
    budgetAmount: money('budget_amount').notNull(),
    firedAt: ts('fired_at').notNull(),
  },
  (t) => [
    uniqueIndex('budget_alerts_once').on(t.budgetId, t.ruleKey, t.periodKey),
    index('budget_alerts_tenant').on(t.tenantId, t.firedAt),
  ],
);
