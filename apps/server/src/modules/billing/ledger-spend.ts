import pg from 'pg';
import { sql } from 'drizzle-orm';
import { REBATE_RATE_DEFAULT_BP, type SpendSource } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { insufficient, platformAccounts, rows } from './ledger.ts';

/** What a spend asks for (SpendRequest without its key). */
export interface SpendInput {
  tenantId: string;
  amount: number;
  source: SpendSource;
  sourceRef: string;
  provider: string;
  description: string;
}

export interface SpendKey {
  tenantId: string;
  key: string;
  hash: string;
}

export interface SpendResult {
  id: string;
  txnId: string;
}

const TEXT = `select ledger_spend($1::uuid, $2::text, $3::text, $4::uuid, $5::bigint, $6::text,
  $7::text, $8::text, $9::text, $10::timestamptz, $11::bigint, $12::bigint, $13::integer) as r`;

/**
 * One spend in one statement (the ledger_spend function of migration 0007): the key, the tenant
 * gate, the draw, both postings, the consumption and the rebate. Given the pool itself (no open
 * transaction) it runs as a named, prepared statement in autocommit: one round trip, no BEGIN
 * or COMMIT. Inside a transaction (`key` null: the caller owns idempotency) it is one statement
 * of that transaction.
 */
export async function runSpend(
  db: DbOrTx,
  root: object,
  key: SpendKey | null,
  req: SpendInput,
  now: Date,
): Promise<SpendResult> {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
    throw new Error(`ledger: spend amount ${req.amount} not a positive integer`);
  }
  const platform = await platformAccounts(db, root);
  const values = [
    key?.tenantId ?? null,
    key?.key ?? null,
    key?.hash ?? null,
    req.tenantId,
    req.amount,
    req.source,
    req.sourceRef,
    req.provider,
    req.description,
    now.toISOString(),
    platform.margin,
    platform.rebate_expense,
    REBATE_RATE_DEFAULT_BP,
  ];
  const pool = (db as unknown as { $client?: unknown }).$client;
  try {
    if (pool instanceof pg.Pool) return await viaPool(pool, values);
    const [row] = await rows<{ r: SpendResult }>(
      db,
      sql`select ledger_spend(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}) as r`,
    );
    return row!.r;
  } catch (e) {
    throw translate(e);
  }
}

/** Deadlocks cannot be ruled out entirely (see transaction.ts); the statement is safe to rerun. */
async function viaPool(pool: pg.Pool, values: unknown[]): Promise<SpendResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await pool.query<{ r: SpendResult }>({
        name: 'ledger_spend',
        text: TEXT,
        values,
      });
      return res.rows[0]!.r;
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '40001')) throw e;
    }
  }
}

/** The function's own SQLSTATEs back to the errors the rest of billing throws. */
function translate(e: unknown): unknown {
  const cause = (e as { cause?: unknown }).cause;
  const err = ((e as { code?: unknown }).code ? e : (cause ?? e)) as {
    code?: unknown;
    detail?: unknown;
  };
  switch (err.code) {
    case 'EC402':
      return insufficient(Number(err.detail ?? 0));
    case 'EC404':
      return notFound('billing.tenantNotFound');
    case 'EC409':
      return conflict('billing.idempotencyConflict');
    default:
      return e;
  }
}
