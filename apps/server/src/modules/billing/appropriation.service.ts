import { formatFen } from '@ecloud/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appropriations } from '../../db/schema/index.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import type { Actor } from './access.ts';
import { once } from './idempotency.ts';
import { insufficient, lockAccounts, ownerAccountIds, post, rows } from './ledger.ts';

export interface AppropriateRequest {
  idempotencyKey: string;
  subTenantId: string;
  amount: number;
  remark?: string;
}

/**
 * Sub-accounts are tenants whose parent is the caller's tenant (docs/decisions.md, Billing):
 * appropriation moves the parent's cash to the child's allocated funds; recovery takes back at
 * most what the child still holds of them.
 */
export async function moveFunds(
  db: Database,
  actor: Actor,
  direction: 'appropriate' | 'recover',
  input: AppropriateRequest,
  now: Date,
) {
  return once(
    db,
    {
      tenantId: actor.tenantId,
      key: input.idempotencyKey,
      operation: `appropriation.${direction}`,
      input: { ...input },
    },
    now,
    async (tx) => {
      const [child] = await rows<{ id: string }>(
        tx,
        sql`select id from tenants where id = ${input.subTenantId} and parent_id = ${actor.tenantId}`,
      );
      if (!child) throw notFound('billing.subAccountNotFound');
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
      const [row] = await tx
        .insert(appropriations)
        .values({
          tenantId: actor.tenantId,
          subTenantId: input.subTenantId,
          direction,
          amount,
          remark: input.remark ?? '',
          userId: actor.userId,
          txnId,
          createdAt: now,
        })
        .returning({ id: appropriations.id });
      return { id: row!.id, txnId: String(txnId) };
    },
  );
}
