import { COST_VIEWS_MAX, type calls } from '@ecloud/contract';
import type { ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { transaction } from '../billing/transaction.ts';
import * as repo from './cost-views.repository.ts';

/** Saved views of the expense analysis: each person's own, by name. */
export const costViewList: ServiceOf<typeof calls.costViewList> = async (ctx) => {
  const { tenantId, id } = ctx.auth.user;
  return (await repo.viewsOf(ctx.deps.db, tenantId, id)).map((v) => ({
    id: v.id,
    name: v.name,
    settings: v.settings,
    updatedAt: v.updatedAt.toISOString(),
  }));
};

export const costViewSave: ServiceOf<typeof calls.costViewSave> = async (ctx, input) => {
  const { tenantId, id: userId } = ctx.auth.user;
  return transaction(ctx.deps.db, async (tx) => {
    const replacing = await repo.hasView(tx, tenantId, userId, input.name);
    if (!replacing && (await repo.viewCount(tx, tenantId, userId)) >= COST_VIEWS_MAX)
      throw badInput('costView.tooMany', { max: COST_VIEWS_MAX });
    const settings = Object.fromEntries(
      Object.entries(input.settings).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return { id: await repo.upsertView(tx, { tenantId, userId, name: input.name, settings }) };
  });
};

export const costViewDelete: ServiceOf<typeof calls.costViewDelete> = async (ctx, input) => {
  const { tenantId, id: userId } = ctx.auth.user;
  const affected = await repo.deleteView(ctx.deps.db, tenantId, userId, input.id);
  if (!affected) throw notFound('costView.notFound');
  return { affected };
};
