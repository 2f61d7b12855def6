import type { z } from 'zod';
import type { consumptionListInput, contractListInput, ledgerHistoryInput } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { auditorCodes } from './access.ts';
import * as balances from './balances.repository.ts';
import * as consumption from './consumption.repository.ts';
import { contractList } from './contract.repository.ts';

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

export const billingOverview = (ctx: ServiceContext) =>
  balances.overview(ctx.deps.db, ctx.auth.user.tenantId, ctx.auth.user.customType, ctx.deps.now());

export const billingBalances = (ctx: ServiceContext) =>
  balances.balancesOf(ctx.deps.db, ctx.auth.user.tenantId, ctx.deps.now());

export const ledgerHistory = (ctx: ServiceContext, input: z.output<typeof ledgerHistoryInput>) =>
  consumption.ledgerHistory(ctx.deps.db, ctx.auth.user.tenantId, input);

export const consumptionList = (
  ctx: ServiceContext,
  input: z.output<typeof consumptionListInput>,
) => consumption.consumptionList(ctx.deps.db, ctx.auth.user.tenantId, input);

export const contracts = (ctx: ServiceContext, input: z.output<typeof contractListInput>) =>
  contractList(ctx.deps.db, ctx.auth.user.tenantId, input);
