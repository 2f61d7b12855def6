import { and, eq, inArray } from 'drizzle-orm';
import type { Budget, calls } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { pageOfList } from '../../lib/paging.ts';
import { billingDay } from '../../cloud/bills.ts';
import { cloudAccounts } from '../../db/schema/index.ts';
import { budgetFigures } from './budget-figures.ts';
import { enqueueBudgetCheck } from './budget-schedule.ts';
import * as repo from './budgets.repository.ts';

const today = (ctx: ServiceContext) => billingDay(ctx.deps.now());

/** The tenant's budget (or rows changed): none is "no such budget", another tenant's too. */
function found<T>(v: T | null | 0): T {
  if (!v) throw notFound('budget.notFound');
  return v;
}

async function toBudget(ctx: ServiceContext, b: repo.BudgetRow): Promise<Budget> {
  const fig = await budgetFigures(ctx.deps.db, b, today(ctx));
  return {
    id: b.id,
    name: b.name,
    period: b.period as Budget['period'],
    amount: b.amount,
    periodAmounts: b.periodAmounts,
    scope: b.scope as Budget['scope'],
    alerts: b.alerts,
    current: {
      periodKey: fig.window.key,
      startDate: fig.window.from,
      endDate: fig.window.to,
      amount: fig.amount,
      actual: fig.actual,
      forecast: fig.forecast.amount,
      forecastMethod: fig.forecast.method,
      state: fig.state,
    },
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** Each budget's figures are one query over the rollup: a tenant keeps tens, not thousands. */
export const budgetList: ServiceOf<typeof calls.budgetList> = async (ctx, input) => {
  const rows = await repo.allBudgets(ctx.deps.db, ctx.auth.user.tenantId, input.keyword);
  let list = await Promise.all(rows.map((b) => toBudget(ctx, b)));
  if (input.state) list = list.filter((b) => b.current.state === input.state);
  return pageOfList(list, input);
};

type BudgetIn = CallIn<typeof calls.budgetCreate>;

/** The accounts a scope names must be the tenant's own. */
async function checkScope(ctx: ServiceContext, input: BudgetIn): Promise<repo.BudgetValues> {
  const ids = input.scope.accountIds ?? [];
  if (ids.length) {
    const own = await ctx.deps.db
      .select({ id: cloudAccounts.id })
      .from(cloudAccounts)
      .where(
        and(eq(cloudAccounts.tenantId, ctx.auth.user.tenantId), inArray(cloudAccounts.id, ids)),
      );
    if (own.length !== new Set(ids).size) throw badInput('budget.accountNotFound');
  }
  return { ...input, periodAmounts: input.periodAmounts ?? {} };
}

export const budgetCreate: ServiceOf<typeof calls.budgetCreate> = async (ctx, input) => {
  const values = await checkScope(ctx, input);
  const id = await repo.insertBudget(ctx.deps.db, ctx.auth.user.tenantId, values, ctx.deps.now());
  await enqueueBudgetCheck(ctx.deps, ctx.auth.user.tenantId);
  return { id };
};

export const budgetUpdate: ServiceOf<typeof calls.budgetUpdate> = async (ctx, input) => {
  const { id, ...rest } = input;
  const values = await checkScope(ctx, rest);
  const tenantId = ctx.auth.user.tenantId;
  const affected = found(
    await repo.updateBudget(ctx.deps.db, tenantId, id, values, ctx.deps.now()),
  );
  await enqueueBudgetCheck(ctx.deps, ctx.auth.user.tenantId);
  return { affected };
};

export const budgetDelete: ServiceOf<typeof calls.budgetDelete> = async (ctx, input) => {
  return {
    affected: found(await repo.deleteBudget(ctx.deps.db, ctx.auth.user.tenantId, input.id)),
  };
};

export const budgetSeries: ServiceOf<typeof calls.budgetSeries> = async (ctx, input) => {
  const b = found(await repo.budgetById(ctx.deps.db, ctx.auth.user.tenantId, input.id));
  const fig = await budgetFigures(ctx.deps.db, b, today(ctx));
  let cumulative = 0;
  return {
    periodKey: fig.window.key,
    amount: fig.amount,
    forecast: fig.forecast.amount,
    days: fig.days.map((d) => ({
      date: d.date,
      daily: d.amount,
      cumulative: (cumulative += d.amount),
    })),
  };
};

export const budgetAlertList: ServiceOf<typeof calls.budgetAlertList> = async (ctx, input) => {
  const page = await repo.alertPage(ctx.deps.db, ctx.auth.user.tenantId, input);
  return {
    ...page,
    list: page.list.map((a) => ({
      ...a,
      kind: a.kind as 'actual',
      unit: a.unit as 'percent',
      firedAt: a.firedAt.toISOString(),
    })),
  };
};
