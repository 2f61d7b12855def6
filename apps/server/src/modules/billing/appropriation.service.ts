import type { z } from 'zod';
import { formatFen, type appropriationListInput } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { actorOf } from './access.ts';
import * as repo from './appropriation.repository.ts';
import { onceFor } from './idempotency.ts';
import { insufficient, lockAccounts, ownerAccountIds, post } from './ledger.ts';
import { childTenant } from './tenants.repository.ts';

export interface AppropriateRequest {
  idempotencyKey: string;
  subTenantId: string;
  amount: number;
  remark?: string;
}

export const listSubAccounts = (ctx: ServiceContext) =>
  repo.subAccounts(ctx.deps.db, ctx.auth.user.tenantId);

export const listAppropriations = (
  ctx: ServiceContext,
  input: z.output<typeof appropriationListInput>,
) => repo.appropriationList(ctx.deps.db, ctx.auth.user.tenantId, input);

/** Moves the caller's cash to a sub-account's allocated funds. */
export const appropriate = (ctx: ServiceContext, input: AppropriateRequest) =>
  moveFunds(ctx, 'appropriate', input);

/** Takes back at most what the sub-account still holds of its allocated funds. */
export const recover = (ctx: ServiceContext, input: AppropriateRequest) =>
  moveFunds(ctx, 'recover', input);

/**
 * Sub-accounts are tenants whose parent is the caller's tenant (docs/decisions.md, Billing):
 * appropriation moves the parent's cash to the child's allocated funds; recovery takes back at
 * most what the child still holds of them.
 */
async function moveFunds(
  ctx: ServiceContext,
  direction: 'appropriate' | 'recover',
  input: AppropriateRequest,
) {
  const actor = actorOf(ctx);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  return onceFor(ctx, `appropriation.${direction}`, input, now, async (tx) => {
    if (!(await childTenant(tx, actor.tenantId, input.subTenantId))) {
      throw notFound('billing.subAccountNotFound');
    }
    const parent = await ownerAccountIds(tx, db, actor.tenantId);
    const sub = await ownerAccountIds(tx, db, input.subTenantId);
    const locked = await lockAccounts(tx, [parent.cash, sub.allocated]);
    const amount = input.amount;
    if (direction === 'appropriate' && locked.get(parent.cash)!.balance < amount) {
      throw insufficient(locked.get(parent.cash)!.balance);
    }
    if (direction === 'recover' && locked.get(sub.allocated)!.balance < amount) {
      throw badInput('billing.recoverExceeds', {
        max: formatFen(locked.get(sub.allocated)!.balance),
      });
    }
    const sign = direction === 'appropriate' ? 1 : -1;
    const txnId = await post(
      tx,
      {
        kind: direction,
        tenantId: actor.tenantId,
        memo: input.remark ?? '',
        now,
        legs: [
          { accountId: parent.cash, amount: -sign * amount },
          { accountId: sub.allocated, amount: sign * amount },
        ],
      },
      locked,
    );
    const id = await repo.insertAppropriation(tx, {
      tenantId: actor.tenantId,
      subTenantId: input.subTenantId,
      direction,
      amount,
      remark: input.remark ?? '',
      userId: actor.userId,
      txnId,
      createdAt: now,
    });
    return { id, txnId: String(txnId) };
  });
}
