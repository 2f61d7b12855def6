import type { calls, CostFreshness } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOfList } from '../../lib/paging.ts';
import { billingDay, billingPeriodOf, daysInPeriod, shiftPeriod } from '../../cloud/bills.ts';
import { ownAccount } from '../cloud/accounts.service.ts';
import { REAL_BILLS } from '../../cloud/account-bills.ts';
import { billSourceOf } from './ingest.service.ts';
import { queueIngest } from './schedule.ts';
import { forecastMonth } from './forecast.ts';
import * as repo from './costs.repository.ts';
import * as analysis from './analysis.repository.ts';
import { explainChange } from './explain.ts';
import { costTenant } from './cost-scope.ts';
import { agentCustomerNames } from '../billing/partner.service.ts';

const DAY = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const lastDay = (period: string) => `${period}-${String(daysInPeriod(period)).padStart(2, '0')}`;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The range a filter means: as given, or this month so far. */
/** The days a cost query covers: as given, else this month to today. */
export function rangeOf(ctx: ServiceContext, input: { startDate?: string; endDate?: string }) {
  const today = billingDay(ctx.deps.now());
  return {
    from: input.startDate ?? `${today.slice(0, 7)}-01`,
    to: input.endDate ?? input.startDate ?? today,
  };
}

export const findBillProduct: ServiceOf<typeof calls.findBillProduct> = async (ctx, input) => {
  const { from, to } = rangeOf(ctx, input);
  const tenantId = await costTenant(ctx, input);
  const list = await repo.products(ctx.deps.db, tenantId, { ...input, from, to });
  return { startDate: from, endDate: to, list };
};

async function freshnessOf(ctx: ServiceContext, tenantId: string): Promise<CostFreshness[]> {
  const rows = await repo.freshness(ctx.deps.db, tenantId);
  return rows.map((r) => ({
    accountId: r.accountId,
    accountName: r.accountName,
    provider: r.provider,
    // Real accounts of every provider have a bill adapter (cloud/account-bills.ts).
    supported: r.simulated || r.provider in REAL_BILLS,
    period: r.period ? String(r.period).slice(0, 7) : null,
    status: (r.status as CostFreshness['status']) ?? null,
    state: (r.state as CostFreshness['state']) ?? null,
    pagesRead: r.pagesRead ?? 0,
    error: r.error ?? null,
    ingestedAt: iso(r.ingestedAt),
    dataThrough: iso(r.dataThrough),
  }));
}

export const costOverview: ServiceOf<typeof calls.costOverview> = async (ctx, input) => {
  const db = ctx.deps.db;
  const tenantId = await costTenant(ctx, input);
  const today = billingDay(ctx.deps.now());
  const month = today.slice(0, 7);
  const mtd = { from: `${month}-01`, to: today };
  const last = shiftPeriod(month, -1);
  const lastToDay = `${last}-${String(Math.min(Number(today.slice(8)), daysInPeriod(last))).padStart(2, '0')}`;
  const yearAgo = shiftPeriod(month, -12);
  const [monthToDate, lastMonth, lastMonthToDate, sameMonthLastYear] = await Promise.all([
    repo.sumCost(db, tenantId, mtd),
    repo.sumCost(db, tenantId, { from: `${last}-01`, to: lastDay(last) }),
    repo.sumCost(db, tenantId, { from: `${last}-01`, to: lastToDay }),
    repo.sumCost(db, tenantId, { from: `${yearAgo}-01`, to: lastDay(yearAgo) }),
  ]);
  const [byProvider, byAccount, byService, byRegion, daily, topResources, freshness] =
    await Promise.all([
      repo.totalsBy(db, tenantId, mtd, 'provider'),
      repo.totalsByAccount(db, tenantId, mtd),
      repo.totalsBy(db, tenantId, mtd, 'serviceName'),
      repo.totalsBy(db, tenantId, mtd, 'regionId'),
      repo.dailyByProvider(db, tenantId, { from: addDays(today, -29), to: today }),
      repo.topResources(db, tenantId, mtd, 10),
      freshnessOf(ctx, tenantId),
    ]);
  // The forecast reads the month's complete days: those every account's bill covers.
  const through = freshness
    .filter((f) => f.supported && f.period === month && f.dataThrough)
    .map((f) => billingDay(new Date(Date.parse(f.dataThrough!) - 1)));
  const complete = through.length ? through.sort()[0]! : null;
  const perDay = new Map<string, number>();
  for (const d of daily)
    if (d.date >= mtd.from) perDay.set(d.date, (perDay.get(d.date) ?? 0) + d.amount);
  const days: number[] = [];
  if (complete && complete >= mtd.from) {
    for (let d = mtd.from; d <= complete; d = addDays(d, 1)) days.push(perDay.get(d) ?? 0);
  }
  const forecast = forecastMonth(days, daysInPeriod(month));
  // Rows past the complete days (late-arriving or partial) are billed but not in the forecast.
  const partial = monthToDate - days.reduce((s, d) => s + d, 0);
  return {
    currency: 'CNY',
    month,
    monthToDate,
    forecast: {
      ...forecast,
      amount: forecast.amount + partial,
      low: forecast.low + partial,
      high: forecast.high + partial,
    },
    lastMonth,
    lastMonthToDate,
    sameMonthLastYear,
    byProvider: byProvider.map((r) => ({ provider: r.key, amount: r.amount })),
    byAccount: byAccount.map(({ accountId, name, provider, amount }) => ({
      accountId,
      name,
      provider,
      amount,
    })),
    byService: byService.map((r) => ({ serviceName: r.key, amount: r.amount })),
    byRegion: byRegion.map((r) => ({ regionId: r.key, amount: r.amount })),
    daily,
    topResources,
    freshness,
  };
};

export const costLineList: ServiceOf<typeof calls.costLineList> = async (ctx, input) => {
  const { from, to } = rangeOf(ctx, input);
  const tenantId = await costTenant(ctx, input);
  const page = await repo.lineItems(ctx.deps.db, tenantId, { ...input, from, to });
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      chargeDate: String(r.chargeDate),
      billingPeriod: String(r.billingPeriodStart).slice(0, 7),
      provider: r.providerName,
      accountId: r.accountId,
      accountName: r.accountName,
      serviceName: r.serviceName,
      serviceCategory: r.serviceCategory,
      regionId: r.regionId,
      resourceId: r.resourceId,
      resourceName: r.resourceName,
      resourceType: r.resourceType,
      chargeCategory: r.chargeCategory,
      chargeClass: r.chargeClass,
      chargeDescription: r.chargeDescription,
      pricingQuantity: r.pricingQuantity,
      pricingUnit: r.pricingUnit,
      listCost: r.listCost,
      billedCost: r.billedCost,
      effectiveCost: r.effectiveCost,
      currency: r.billingCurrency,
      tags: r.tags,
      provisional: r.status !== 'final',
    })),
  };
};

export const costLineOriginal: ServiceOf<typeof calls.costLineOriginal> = async (ctx, input) => {
  const row = await repo.lineOriginal(ctx.deps.db, await costTenant(ctx, input), input.id);
  if (!row) throw notFound('costs.lineNotFound');
  return row;
};

/** Reads an account's bill for a period again now (the current period by default). */
export const costIngest: ServiceOf<typeof calls.costIngest> = async (ctx, input) => {
  const account = await ownAccount(ctx, input.accountId);
  const period = input.period ?? billingPeriodOf(ctx.deps.now());
  if (!billSourceOf(account, ctx.deps.now, ctx.deps.keyring)) throw notFound('costs.noBillAdapter');
  const queued = await queueIngest(ctx.deps, {
    tenantId: account.tenantId,
    accountId: account.id,
    period,
  });
  return { queued: queued !== null, period };
};

export const costAnalysis: ServiceOf<typeof calls.costAnalysis> = async (ctx, input) => {
  const f = { ...input, from: input.startDate, to: input.endDate };
  return analysis.costAnalysis(
    ctx.deps.db,
    await costTenant(ctx, input),
    f,
    input.groupBy,
    input.grain,
    input.tagKey,
  );
};

/** The analysis as rows, period by period, largest group first within a period. */
export const costAnalysisRows: ServiceOf<typeof calls.costAnalysisRows> = async (ctx, input) => {
  const { groups, points } = await costAnalysis(ctx, input);
  const names = new Map(groups.map((g) => [g.key, g.label || g.key]));
  const rows = points
    .filter((p) => p.amount !== 0)
    .sort((a, b) => a.period.localeCompare(b.period) || b.amount - a.amount)
    .map((p) => ({
      period: p.period,
      groupKey: p.key,
      group: names.get(p.key) ?? p.key,
      amount: p.amount,
    }));
  return pageOfList(rows, input);
};

export const costExplain: ServiceOf<typeof calls.costExplain> = async (ctx, input) =>
  explainChange(ctx.deps.db, await costTenant(ctx, input), input);

/** The customers a channel partner may pick in the cost screens (403 for anyone else). */
export const costCustomers = (ctx: ServiceContext) => agentCustomerNames(ctx);
