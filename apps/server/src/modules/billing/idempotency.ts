import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
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
 * Runs a money-moving operation once per (tenant, key). The key row is written with the result at
 * the end of the operation's own transaction, so a key exists exactly when its work committed.
 * A concurrent request with the same key blocks on the primary key until the first commits, then
 * rolls its own work back and answers the first result; if the first rolled back, it commits.
 * A retry of a request that was refused (say, for lack of funds) runs again: nothing was stored.
 */
export async function once<T>(
  db: Database,
  req: { tenantId: string; key: string; operation: string; input: Record<string, unknown> },
  now: Date,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(req.operation, req.input);
  const stored = async (): Promise<{ found: false } | { found: true; result: T }> => {
    const [first] = await rows<{ request_hash: string; result: T }>(
      db,
      sql`select request_hash, result from idempotency_keys
          where tenant_id = ${req.tenantId} and key = ${req.key}`,
    );
    if (!first) return { found: false };
    if (first.request_hash !== hash) throw conflict('billing.idempotencyConflict');
    return { found: true, result: first.result };
  };
  try {
    return await transaction(db, async (tx) => {
      const result = await work(tx);
      const inserted = await rows<{ key: string }>(
        tx,
        sql`insert into idempotency_keys (tenant_id, key, operation, request_hash, result, created_at)
            values (${req.tenantId}, ${req.key}, ${req.operation}, ${hash},
              ${JSON.stringify(result ?? null)}::jsonb, ${now.toISOString()}::timestamptz)
            on conflict do nothing returning key`,
      );
      if (!inserted.length) throw new KeyTaken();
      return result;
    });
  } catch (e) {
    // The work failed or lost the race: if the key has a committed result, that is the answer.
    if (!(e instanceof KeyTaken) && !(e instanceof AppError)) throw e;
    const first = await stored();
    if (first.found) return first.result;
    if (e instanceof KeyTaken)
      throw new Error('idempotency key vanished after a conflict', { cause: e });
    throw e;
  }
}

class KeyTaken extends Error {}

/**
 * `once` as a service calls it: keyed by the acting tenant (the caller's, whoever they act for)
 * and the call's own idempotency key, with the whole input as what was asked.
 */
export function onceFor<T, I extends { idempotencyKey: string }>(
  ctx: ServiceContext,
  operation: string,
  input: I,
  now: Date,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const tenantId = ctx.auth.user.tenantId;
  return once(
    ctx.deps.db,
    { tenantId, key: input.idempotencyKey, operation, input: { ...input } },
    now,
    work,
  );
}
