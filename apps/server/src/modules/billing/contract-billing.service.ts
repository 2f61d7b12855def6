import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { dayKey } from './time.ts';

/**
 * What the orders domain asks of contract billing: a contract customer's purchase goes on the
 * contract in force (its billed amount grows; the account manager invoices it under the contract),
 * never through the wallet, which such customers cannot fill. Contracts are not ledger accounts:
 * no money moves until the contract is invoiced, so there is no ledger transaction to write.
 */
export interface ContractCharge {
  contractId: string;
  contractNo: string;
}

/** The contract in force today with room for `amount`, the one ending soonest first. */
const inForce = (tenantId: string, amount: number, now: Date) => {
  const today = dayKey(now);
  return and(
    eq(contracts.tenantId, tenantId),
    eq(contracts.status, 'active'),
    lte(contracts.startDate, today),
    gte(contracts.endDate, today),
    sql`${contracts.amount} - ${contracts.billedAmount} >= ${amount}`,
  );
};

/** What the tenant may still bill on its contract in force (null: it has none). */
export async function contractRoom(db: DbOrTx, tenantId: string, amount: number, now: Date) {
  const [c] = await db
    .select({
      contractNo: contracts.contractNo,
      roomFen: sql<number>`(${contracts.amount} - ${contracts.billedAmount})::bigint`.mapWith(
        Number,
      ),
    })
    .from(contracts)
    .where(inForce(tenantId, 0, now))
    .orderBy(
      sql`${contracts.amount} - ${contracts.billedAmount} >= ${amount} desc`,
      asc(contracts.endDate),
    )
    .limit(1);
  return c ?? null;
}

/**
 * Bills `amount` to the contract in force, inside the caller's transaction (the row's lock
 * makes two orders at once see each other's amount). Throws
 * `billing.contractExhausted` when no contract in force has room, which rolls back with the caller.
 */
export async function billToContract(
  tx: Tx,
  req: { tenantId: string; amount: number },
  now: Date,
): Promise<ContractCharge> {
  const [pick] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(inForce(req.tenantId, req.amount, now))
    .orderBy(asc(contracts.endDate), asc(contracts.id))
    .limit(1)
    .for('update');
  // Checked again under the lock: another order may have billed it in between.
  const [row] = pick
    ? await tx
        .update(contracts)
        .set({ billedAmount: sql`${contracts.billedAmount} + ${req.amount}` })
        .where(and(eq(contracts.id, pick.id), inForce(req.tenantId, req.amount, now)))
        .returning({ contractId: contracts.id, contractNo: contracts.contractNo })
    : [];
  if (!row) throw conflict('billing.contractExhausted');
  return row;
}

/** Takes a failed order's amount off the contract it was billed to. */
export async function releaseContract(tx: Tx, contractId: string, amount: number): Promise<void> {
  await tx
    .update(contracts)
    .set({ billedAmount: sql`greatest(${contracts.billedAmount} - ${amount}, 0)` })
    .where(eq(contracts.id, contractId));
}
