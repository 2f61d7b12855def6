import { AUDIT_CODES } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { requireAuditorOnCustomer } from './access.ts';
import { requestHash } from './idempotency.ts';
import { runSpend, type SpendInput } from './ledger-spend.ts';

export interface SpendRequest extends SpendInput {
  idempotencyKey: string;
}

/** A rebate on `paid` fen at `rateBp`, rounded down to whole fen. */
export const rebateOf = (paid: number, rateBp: number) => Math.floor((paid * rateBp) / 10_000);

/**
 * A consumption posted by the platform (orders, cloud usage, adjustments), once per key: only
 * its operations staff post, and only against customers.
 */
export async function spend(ctx: ServiceContext, req: SpendRequest) {
  const operator = await requireAuditorOnCustomer(ctx, AUDIT_CODES.operations, req.tenantId);
  const { db } = ctx.deps;
  // The key is written by the same statement (see ledger_spend), so this is once() in one
  // round trip: a duplicate answers the first result, a refused request stores nothing.
  const { idempotencyKey, ...input } = req;
  const hash = requestHash('spend', { ...req });
  const key = { tenantId: operator.tenantId, key: idempotencyKey, hash };
  return runSpend(db, db, key, input, ctx.deps.now());
}
