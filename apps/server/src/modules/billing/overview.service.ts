import type { z } from 'zod';
import {
  CUSTOM_TYPE,
  type consumptionListInput,
  type contractListInput,
  type ledgerHistoryInput,
} from '@ecloud/contract';
import { localizeStored } from '../../lib/i18n.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { auditorCodes } from './access.ts';
import * as balances from './balances.repository.ts';
import * as consumption from './consumption.repository.ts';
import { contractList } from './contract.repository.ts';
import { dayKey, dayStart, monthStart } from './time.ts';

/** The caller's own money at a glance: home cards, the bill overview, history and contracts. */

export async function billingHome(ctx: ServiceContext) {
  const { db } = ctx.deps;
  const { tenantId } = ctx.auth.user;
  const now = ctx.deps.now();
  const reviewing = (await auditorCodes(ctx)).length > 0;
  const [bal, monthSpend, myPending, reviewPending] = await Promise.all([
    balances.balancesOf(db, tenantId, now),
    balances.monthSpend(db, tenantId, now),
    balances.myPending(db, tenantId),
    reviewing ? balances.reviewPending(db) : Promise.resolve(null),
  ]);
  return { balances: bal, monthSpend, myPending, reviewPending };
}

/** The bill overview: balances, this and last month, a 30-day trend, breakdowns. */
export async function billingOverview(ctx: ServiceContext) {
  const { db } = ctx.deps;
  const { tenantId, customType } = ctx.auth.user;
  const now = ctx.deps.now();
  const from = monthStart(now);
  const [bal, thisMonth, lastMonth, byDay, bySource, byProvider, byPayment, expiring, pending] =
    await Promise.all([
      balances.balancesOf(db, tenantId, now),
      balances.monthSpend(db, tenantId, now),
      balances.monthSpend(db, tenantId, now, 1),
      balances.dailySpend(db, tenantId, dayStart(now, 29)),
      balances.spendBySource(db, tenantId, from),
      balances.spendByProvider(db, tenantId, from),
      balances.spendByPayment(db, tenantId, from),
      balances.expiringVouchers(db, tenantId, now),
      balances.pendingRecharges(db, tenantId),
    ]);
  const trend = Array.from({ length: 30 }, (_, i) => {
    const day = dayKey(new Date(now.getTime() - (29 - i) * 86_400_000));
    return { day, amount: byDay.get(day) ?? 0 };
  });
  return {
    balances: bal,
    monthSpend: thisMonth,
    lastMonthSpend: lastMonth,
    trend,
    bySource,
    byProvider,
    byPayment,
    expiringVouchers: expiring,
    customType,
    canRecharge: customType !== CUSTOM_TYPE.contract,
    pendingRecharges: pending,
  };
}

export const billingBalances = (ctx: ServiceContext) =>
  balances.balancesOf(ctx.deps.db, ctx.auth.user.tenantId, ctx.deps.now());

/**
 * The version of what the ledger history shows, the same for every caller: its cached pages
 * are checked against it at every request (lib/list-cache.ts, answerStamped).
 */
export const ledgerHistoryStamp = (ctx: ServiceContext) => consumption.ledgerStamp(ctx.deps.db);

export const ledgerHistory = (ctx: ServiceContext, input: z.output<typeof ledgerHistoryInput>) =>
  consumption.ledgerHistory(ctx.deps.db, ctx.auth.user.tenantId, input);

/** Consumption records; our own item names (stored as terms) in the reader's language. */
export async function consumptionList(
  ctx: ServiceContext,
  input: z.output<typeof consumptionListInput>,
) {
  const page = await consumption.consumptionList(ctx.deps.db, ctx.auth.user.tenantId, input);
  return {
    ...page,
    list: page.list.map((c) => ({ ...c, description: localizeStored(ctx.lang, c.description) })),
  };
}

export const contracts = (ctx: ServiceContext, input: z.output<typeof contractListInput>) =>
  contractList(ctx.deps.db, ctx.auth.user.tenantId, input);
