import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type PageIn } from '../../db/page.ts';
import {
  budgetAlerts,
  budgets,
  costDaily,
  type BudgetAlertRuleJson,
  type BudgetScopeJson,
} from '../../db/schema/index.ts';
import { likePattern } from '../cloud/accounts.repository.ts';

export type BudgetRow = typeof budgets.$inferSelect;
export type BudgetPeriodName = 'month' | 'quarter' | 'year';

/** The rollup rows a budget counts: several values of one dimension are alternatives. */
function scopeWhere(tenantId: string, scope: BudgetScopeJson, from: string, to: string) {
  const nonEmpty = (v?: string[]) => (v && v.length ? v : null);
  const p = nonEmpty(scope.providers);
  const a = nonEmpty(scope.accountIds);
  const s = nonEmpty(scope.serviceNames);
  const r = nonEmpty(scope.regionIds);
  return and(
    eq(costDaily.tenantId, tenantId),
    gte(costDaily.chargeDate, from),
    lte(costDaily.chargeDate, to),
    p ? inArray(costDaily.providerName, p) : undefined,
    a ? inArray(costDaily.accountId, a) : undefined,
    s ? inArray(costDaily.serviceName, s) : undefined,
    r ? inArray(costDaily.regionId, r) : undefined,
    ...(scope.tags ?? []).map(
      (t) => sql`${costDaily.tags} @> ${JSON.stringify({ [t.key]: t.value })}::jsonb`,
    ),
  );
}

/** A budget's spend per day over a range (only days with cost). */
export async function dailySpend(
  db: DbOrTx,
  tenantId: string,
  scope: BudgetScopeJson,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      date: costDaily.chargeDate,
      amount: sql<string>`coalesce(sum(${costDaily.billedCost}), 0)`,
    })
    .from(costDaily)
    .where(scopeWhere(tenantId, scope, from, to))
    .groupBy(costDaily.chargeDate);
  return new Map(rows.map((r) => [String(r.date), Number(r.amount)]));
}

export interface BudgetValues {
  name: string;
  period: BudgetPeriodName;
  amount: number;
  periodAmounts: Record<string, number>;
  scope: BudgetScopeJson;
  alerts: BudgetAlertRuleJson[];
}

export async function insertBudget(db: DbOrTx, tenantId: string, v: BudgetValues, now: Date) {
  const [row] = await db
    .insert(budgets)
    .values({ ...v, tenantId, createdAt: now, updatedAt: now })
    .returning({ id: budgets.id });
  return row!.id;
}

export async function updateBudget(
  db: DbOrTx,
  tenantId: string,
  id: string,
  v: BudgetValues,
  now: Date,
) {
  const rows = await db
    .update(budgets)
    .set({ ...v, updatedAt: now })
    .where(and(eq(budgets.tenantId, tenantId), eq(budgets.id, id)))
    .returning({ id: budgets.id });
  return rows.length;
}

export async function deleteBudget(db: DbOrTx, tenantId: string, id: string) {
  const rows = await db
    .delete(budgets)
    .where(and(eq(budgets.tenantId, tenantId), eq(budgets.id, id)))
    .returning({ id: budgets.id });
  return rows.length;
}

export async function budgetById(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(budgets)
    .where(and(eq(budgets.tenantId, tenantId), eq(budgets.id, id)));
  return row ?? null;
}

/** Every budget of a tenant (or of all tenants, for the alert job), oldest first. */
export async function allBudgets(db: DbOrTx, tenantId?: string, keyword?: string) {
  return db
    .select()
    .from(budgets)
    .where(
      and(
        tenantId ? eq(budgets.tenantId, tenantId) : undefined,
        keyword ? ilike(budgets.name, likePattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(budgets.createdAt), asc(budgets.id));
}

export interface FiredAlert {
  tenantId: string;
  budgetId: string;
  ruleKey: string;
  kind: string;
  unit: string;
  threshold: number;
  periodKey: string;
  value: number;
  budgetAmount: number;
  firedAt: Date;
}

/** Records an alert; false when it already fired for this rule and period (it must not again). */
export async function recordAlert(db: DbOrTx, a: FiredAlert): Promise<boolean> {
  const rows = await db
    .insert(budgetAlerts)
    .values(a)
    .onConflictDoNothing()
    .returning({ id: budgetAlerts.id });
  return rows.length > 0;
}

export function alertPage(db: DbOrTx, tenantId: string, f: PageIn & { budgetId?: string }) {
  const where: SQL | undefined = and(
    eq(budgetAlerts.tenantId, tenantId),
    f.budgetId ? eq(budgetAlerts.budgetId, f.budgetId) : undefined,
  );
  return pageOf(
    db,
    {
      select: {
        id: budgetAlerts.id,
        budgetId: budgetAlerts.budgetId,
        budgetName: budgets.name,
        kind: budgetAlerts.kind,
        unit: budgetAlerts.unit,
        threshold: budgetAlerts.threshold,
        periodKey: budgetAlerts.periodKey,
        value: budgetAlerts.value,
        budgetAmount: budgetAlerts.budgetAmount,
        firedAt: budgetAlerts.firedAt,
      },
      from: budgetAlerts,
      join: [[budgets, eq(budgets.id, budgetAlerts.budgetId)]],
      where,
      orderBy: [desc(budgetAlerts.firedAt), desc(budgetAlerts.id)],
    },
    f,
    (r) => r,
  );
}
