import type { calls } from '@ecloud/contract';
import type { ServiceOf } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { billingDay, daysInPeriod, shiftPeriod } from '../../cloud/bills.ts';
import { ownAccount } from '../cloud/accounts.service.ts';
import { billSourceOf } from './ingest.service.ts';
import * as repo from './current-bill.repository.ts';

const DAY = 86_400_000;
const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? null : Number(v);
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const dateOnly = (d: Date | string | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The real-time bill: the stored estimates merged with whatever days the bills cover. */
export const currentBillList: ServiceOf<typeof calls.currentBillList> = async (ctx, input) => {
  const today = billingDay(ctx.deps.now());
  const month = today.slice(0, 7);
  const { list, totals } = await repo.currentBillPage(
    ctx.deps.db,
    ctx.auth.user.tenantId,
    month,
    today,
    input,
  );
  return {
    currency: 'CNY',
    month,
    today,
    estimatedAt: iso(totals.estimated_at as string | null),
    totals: {
      todayCost: Number(totals.today_cost),
      monthCost: Number(totals.month_cost),
      billedCost: Number(totals.billed_cost),
      estimateOfBilled: Number(totals.estimate_of_billed),
      difference: Number(totals.difference),
      estimatedCost: Number(totals.estimated_cost),
      withoutEstimate: Number(totals.without_estimate),
    },
    total: Number(totals.n),
    page: input.page,
    pageSize: input.pageSize,
    list: list.map((r) => ({
      id: r.id,
      providerId: r.provider_id,
      name: r.name,
      type: r.type,
      provider: r.provider,
      accountId: r.account_id,
      accountName: r.account_name,
      region: r.region,
      estimated: r.estimated,
      todayCost: num(r.today_cost),
      monthCost: num(r.month_cost),
      billedCost: Number(r.billed_cost),
      estimateOfBilled: num(r.estimate_of_billed),
      difference: num(r.difference),
      estimatedCost: num(r.estimated_cost),
      billedThrough: dateOnly(r.billed_through),
      estimatedAt: iso(r.estimated_at),
    })),
  };
};

/** What one inventory resource cost, from the daily rollup by its provider id. */
export const resourceCost: ServiceOf<typeof calls.resourceCost> = async (ctx, input) => {
  const tenantId = ctx.auth.user.tenantId;
  const r = await repo.resourceById(ctx.deps.db, tenantId, input.id);
  if (!r) throw notFound('costs.resourceNotFound');
  const today = billingDay(ctx.deps.now());
  const month = today.slice(0, 7);
  const last = shiftPeriod(month, -1);
  const from = [addDays(today, -29), `${last}-01`].sort()[0]!;
  const rows = await repo.resourceDaily(ctx.deps.db, tenantId, r, from, today);
  const byDay = new Map(rows.map((x) => [String(x.date), Number(x.amount)]));
  const sumWhere = (p: (d: string) => boolean) =>
    [...byDay].reduce((s, [d, a]) => (p(d) ? s + a : s), 0);
  const lastEnd = `${last}-${String(daysInPeriod(last)).padStart(2, '0')}`;
  return {
    currency: 'CNY',
    providerId: r.providerId,
    accountId: r.accountId,
    month,
    thisMonth: sumWhere((d) => d.startsWith(month)),
    lastMonth: sumWhere((d) => d >= `${last}-01` && d <= lastEnd),
    daily: Array.from({ length: 30 }, (_, i) => {
      const date = addDays(today, i - 29);
      return { date, amount: byDay.get(date) ?? 0 };
    }),
  };
};

/** An account's billing periods as the ingest jobs left them, newest first. */
export const accountIngests: ServiceOf<typeof calls.accountIngests> = async (ctx, input) => {
  const account = await ownAccount(ctx, input.accountId);
  const periods = await repo.accountPeriods(ctx.deps.db, ctx.auth.user.tenantId, account.id);
  const list = periods.map((p) => ({
    period: String(p.periodStart).slice(0, 7),
    status: p.status as 'provisional' | 'final',
    state: p.state as 'queued' | 'running' | 'done' | 'failed',
    pagesRead: p.pagesRead,
    rows: p.rows,
    billedTotal: p.billedTotal,
    error: p.error,
    ingestedAt: iso(p.ingestedAt),
    dataThrough: iso(p.dataThrough),
    finalizedAt: iso(p.finalizedAt),
    updatedAt: p.updatedAt.toISOString(),
  }));
  const count = (f: (p: (typeof list)[number]) => boolean) => list.filter(f).length;
  const ingested = list.map((p) => p.ingestedAt).filter((x): x is string => !!x);
  return {
    supported: !!billSourceOf(account, ctx.deps.now, ctx.deps.keyring),
    lastIngestAt: ingested.sort().at(-1) ?? null,
    counts: {
      done: count((p) => p.state === 'done'),
      running: count((p) => p.state === 'running'),
      queued: count((p) => p.state === 'queued'),
      failed: count((p) => p.state === 'failed'),
      final: count((p) => p.status === 'final'),
      provisional: count((p) => p.status === 'provisional'),
    },
    list,
  };
};
