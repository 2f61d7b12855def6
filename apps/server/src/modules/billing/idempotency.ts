import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { rows } from './ledger.ts';
import { transaction } from './transaction.ts';

/** A stable hash of what was asked (key order does not matter; the key itself is left out). */
export function requestHash(operation: string, input: Record<string, unknown>): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .filter((k) => k !== 'idempotencyKey')
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : Array.isArray(v)
        ? v.map(canonical)
        : v;
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(canonical(input))}`)
    .digest('hex');
}

/**
 * Runs a money-moving operation once per (tenant, key). The key row is inserted in the same
 * transaction as the work: a concurrent request with the same key waits on the primary key
 * until the first commits (then reads its result) or rolls back (then does the work itself).
 * A failed operation leaves no key behind, so a retry after, say, a top-up may succeed.
 */
export async function once<T>(
  db: Database,
  req: { tenantId: string; key: string; operation: string; input: Record<string, unknown> },
  now: Date,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(req.operation, req.input);
  return transaction(db, async (tx) => {
    const inserted = await rows<{ key: string }>(
      tx,
      sql`insert into idempotency_keys (tenant_id, key, operation, request_hash, created_at)
          values (${req.tenantId}, ${req.key}, ${req.operation}, ${hash}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning key`,
    );
    if (!inserted.length) {
      const [first] = await rows<{ operation: string; request_hash: string; result: T }>(
        tx,
        sql`select operation, request_hash, result from idempotency_keys
            where tenant_id = ${req.tenantId} and key = ${req.key}`,
      );
      if (!first || first.request_hash !== hash) throw conflict('billing.idempotencyConflict');
      return first.result;
    }
    const result = await work(tx);
    await tx.execute(
      sql`update idempotency_keys set result = ${JSON.stringify(result ?? null)}::jsonb
          where tenant_id = ${req.tenantId} and key = ${req.key}`,
    );
    return result;
  });
}
