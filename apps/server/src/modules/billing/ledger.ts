import { sql, type SQL } from 'drizzle-orm';
import type { LedgerTxnKind } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { ResultCode, formatFen } from '@ecloud/contract';

import { rows } from '../../db/page.ts';

export { rows };

export const OWNER_KINDS = [
  'cash',
  'allocated',
  'rebate',
  'withdrawal_in_flight',
  'refund_in_flight',
] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number] | 'voucher';

/** The platform's side of every posting. Created by the ledger_guards migration. */
export const PLATFORM_KINDS = [
  'bank',
  'provider_payable',
  'margin',
  'promotion',
  'rebate_expense',
  'rounding',
] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

export interface OwnerAccount {
  id: number;
  kind: OwnerKind;
  balance: number;
  expiresAt: Date | null;
  name: string;
}

/**
 * Account ids never change once created, so they are cached per database, but only once seen
 * committed: ids of rows this transaction just inserted would vanish if it rolled back.
 */
const platformIds = new WeakMap<object, Record<PlatformKind, number>>();
const ownerIds = new WeakMap<object, Map<string, Record<(typeof OWNER_KINDS)[number], number>>>();

export async function platformAccounts(
  db: DbOrTx,
  root: object,
): Promise<Record<PlatformKind, number>> {
  const known = platformIds.get(root);
  if (known) return known;
  const created = await rows<{ id: string }>(
    db,
    sql`insert into ledger_accounts (tenant_id, kind, no_overdraft)
        select null, k, false from unnest(${sql.raw(`array[${PLATFORM_KINDS.map((k) => `'${k}'`).join(',')}]`)}::text[]) k
        on conflict do nothing returning id`,
  );
  const list = await rows<{ id: string; kind: PlatformKind }>(
    db,
    sql`select id, kind from ledger_accounts where tenant_id is null`,
  );
  const ids = Object.fromEntries(list.map((r) => [r.kind, Number(r.id)])) as Record<
    PlatformKind,
    number
  >;
  if (!created.length) platformIds.set(root, ids);
  return ids;
}

/** The standard accounts of a tenant, created on first use. */
export async function ownerAccountIds(
  db: DbOrTx,
  root: object,
  tenantId: string,
): Promise<Record<(typeof OWNER_KINDS)[number], number>> {
  let byTenant = ownerIds.get(root);
  if (!byTenant) ownerIds.set(root, (byTenant = new Map()));
  const known = byTenant.get(tenantId);
  if (known) return known;
  const values = sql.join(
    OWNER_KINDS.map((k) => sql`(${tenantId}::uuid, ${k}, true)`),
    sql`, `,
  );
  // Selected from tenants, so an unknown tenant gets no accounts (and a not-found, not a 500).
  const created = await rows<{ id: string }>(
    db,
    sql`insert into ledger_accounts (tenant_id, kind, no_overdraft)
        select v.tenant_id, v.kind, v.no_overdraft from (values ${values}) v(tenant_id, kind, no_overdraft)
        where exists (select 1 from tenants where id = ${tenantId}::uuid)
        on conflict do nothing returning id`,
  );
  const list = await rows<{ id: string; kind: (typeof OWNER_KINDS)[number] }>(
    db,
    sql`select id, kind from ledger_accounts where tenant_id = ${tenantId} and kind <> 'voucher'`,
  );
  if (!list.length) throw notFound('billing.tenantNotFound');
  const ids = Object.fromEntries(list.map((r) => [r.kind, Number(r.id)])) as Record<
    (typeof OWNER_KINDS)[number],
    number
  >;
  if (!created.length) byTenant.set(tenantId, ids);
  return ids;
}

type RawAccount = {
  id: string;
  kind: OwnerKind;
  balance: string;
  expires_at: Date | string | null;
  name: string;
};
const toAccount = (r: RawAccount): OwnerAccount => ({
  id: Number(r.id),
  kind: r.kind,
  balance: Number(r.balance),
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  name: r.name,
});

/**
 * Locks owner accounts in ascending id order (every transaction does, so two never wait on each
 * other in a cycle) and returns them with their balances as of the lock. FOR UPDATE also
 * waits for every spend that holds a key-share lock on the account (ledger_spend takes one on
 * the partner's rebate account before it accrues), so a partner's pending accruals are all
 * committed, and all settled below, when a withdrawal or a refund reads the balance.
 */
export async function lockAccounts(db: DbOrTx, ids: number[]): Promise<Map<number, OwnerAccount>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return new Map();
  const list = await rows<RawAccount>(
    db,
    sql`select id, kind, balance, expires_at, name from ledger_accounts
        where id in (${sql.join(
          unique.map((i) => sql`${i}`),
          sql`, `,
        )}) and tenant_id is not null
        order by id for update`,
  );
  return settled(db, new Map(list.map((r) => [Number(r.id), toAccount(r)])));
}

/**
 * A partner's rebate account accrues without its balance being updated (rebate_accruals,
 * migration 0007): whoever locks it folds the pending accruals in first, in a statement of its
 * own (a fresh snapshot: every accrual committed before the lock was taken).
 */
async function settled(
  db: DbOrTx,
  accounts: Map<number, OwnerAccount>,
): Promise<Map<number, OwnerAccount>> {
  const rebate = [...accounts.values()].filter((a) => a.kind === 'rebate').map((a) => a.id);
  if (!rebate.length) return accounts;
  const list = await rows<{ id: string; balance: string }>(
    db,
    sql`select id, balance from ledger_settle(${`{${rebate.join(',')}}`}::bigint[])`,
  );
  for (const r of list) accounts.get(Number(r.id))!.balance = Number(r.balance);
  return accounts;
}

/**
 * Settles every pending rebate accrual (each account locked, in ascending order), so that every
 * balance column equals the sum of its entries again. For audits and tests; nothing needs it.
 */
export async function settleRebates(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`select ledger_settle(array_agg(id)) from (select id from ledger_accounts
          where id in (select account_id from rebate_accruals) order by id for update) a`,
  );
}

/**
 * The tenant gate: every operation that reads which voucher batches exist (spending) or adds or
 * refills them (grants, refunds) first locks the tenant's cash account. Under READ COMMITTED the
 * next statement then takes a fresh snapshot, so a spend never misses a batch granted just
 * before it, and the gate is always the first lock such a transaction takes (no cycles).
 */
export async function lockGate(db: DbOrTx, tenantId: string): Promise<void> {
  await db.execute(
    sql`select id from ledger_accounts where tenant_id = ${tenantId} and kind = 'cash' for update`,
  );
}

export interface Leg {
  accountId: number;
  /** Positive credits the account (money in), negative debits it. */
  amount: number;
}

export const insufficient = (availableFen: number) =>
  new AppError(ResultCode.badInput, 'billing.insufficient', { available: formatFen(availableFen) });

/** One balanced transaction to post; `reversesId` names the transaction it undoes. */
export interface TxnToPost {
  kind: LedgerTxnKind;
  tenantId: string | null;
  memo?: string;
  legs: Leg[];
  now: Date;
  reversesId?: number;
}

/**
 * Posts one balanced transaction. Owner accounts must already be locked by the caller (their
 * balances are updated here and checked against overdraft); platform accounts are not locked,
 * their balance is the sum of their entries. The database checks the balance again at commit.
 */
export async function post(
  db: DbOrTx,
  t: TxnToPost,
  locked: Map<number, OwnerAccount>,
): Promise<number> {
  return (await postWith(db, t, locked)).txnId;
}

/**
 * As post, and in the same statement a business row that refers to the transaction: `row` gets
 * the new transaction id as SQL (`(select id from t)`) and returns an INSERT ... RETURNING id.
 */
export async function postWith(
  db: DbOrTx,
  t: TxnToPost,
  locked: Map<number, OwnerAccount>,
  row?: (txnId: SQL) => SQL,
): Promise<{ txnId: number; rowId: string | null }> {
  const merged = new Map<number, number>();
  for (const l of t.legs) {
    if (!Number.isSafeInteger(l.amount)) throw new Error(`ledger: amount ${l.amount} not integer`);
    merged.set(l.accountId, (merged.get(l.accountId) ?? 0) + l.amount);
  }
  const legs = [...merged].filter(([, a]) => a !== 0);
  const sum = legs.reduce((s, [, a]) => s + a, 0);
  if (sum !== 0 || legs.length < 2) throw new Error(`ledger: ${t.kind} does not balance (${sum})`);

  const after = new Map<number, number>();
  for (const [id, amount] of legs) {
    const acct = locked.get(id);
    if (!acct) continue; // a platform account
    const next = acct.balance + amount;
    if (next < 0) throw insufficient(acct.balance);
    acct.balance = next;
    after.set(id, next);
  }

  // One round trip: the transaction, its entries and the new balances, as data-modifying CTEs.
  const entries = sql.join(
    legs.map(
      ([id, amount]) => sql`(${id}::bigint, ${amount}::bigint, ${after.get(id) ?? null}::bigint)`,
    ),
    sql`, `,
  );
  const balances = after.size
    ? sql`, u as (update ledger_accounts a set balance = v.balance
          from (values ${sql.join(
            [...after].map(([id, b]) => sql`(${id}::bigint, ${b}::bigint)`),
            sql`, `,
          )}) v(id, balance) where a.id = v.id)`
    : sql``;
  const extra = row ? sql`, r as (${row(sql`(select id from t)`)})` : sql``;
  const [txn] = await rows<{ id: string; row_id: string | null }>(
    db,
    sql`with t as (
          insert into ledger_transactions (kind, tenant_id, memo, reverses_id, created_at)
          values (${t.kind}, ${t.tenantId}, ${t.memo ?? ''}, ${t.reversesId ?? null}, ${t.now.toISOString()}::timestamptz)
          returning id),
        e as (insert into ledger_entries (txn_id, account_id, amount, balance_after)
          select t.id, v.account_id, v.amount, v.balance_after
          from t, (values ${entries}) v(account_id, amount, balance_after))${balances}${extra}
        select t.id, ${row ? sql`(select id from r)` : sql`null`} as row_id from t`,
  );
  return { txnId: Number(txn!.id), rowId: txn!.row_id === null ? null : String(txn!.row_id) };
}
