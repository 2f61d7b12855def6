import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AccountKind,
  LedgerTxnKind,
  SpendSource,
  consumptionSchema,
  ledgerEntrySchema,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/page.ts';
import { consumptions } from '../../db/schema/index.ts';
import type { Stamp } from '../../lib/list-cache.ts';
import type { PageIn } from './list-query.ts';
import { rangeSql, listWhere, pageOf } from './list-query.ts';

/**
 * The ledger history's version, for its cached pages (migration 0031): raised by every change
 * to the tables it reads before that change commits; `settled` when no such change was still
 * running just after the version was read. Called outside any transaction (on the pool).
 */
export async function ledgerStamp(db: DbOrTx): Promise<Stamp> {
  const [stamp] = await rows<Stamp>(db, sql`select version, settled from ledger_list_stamp()`);
  return stamp!;
}

/** A timestamp as `Date.prototype.toISOString` writes it. */
const isoOf = (col: string) =>
  sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * One page of the tenant's ledger entries, newest first, and their total, in one statement.
 * Each entry is built by the database as the API shows it (`ledgerEntrySchema`, in its key
 * order), so pg parses one JSON value per row and nothing is shaped again in JavaScript. It
 * was two statements (rows, count) on two pooled connections, their rows mapped here; the
 * count reads the transactions only when a filter names them.
 */
export async function ledgerHistory(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { from?: string; to?: string; kind?: LedgerTxnKind; account?: AccountKind },
): Promise<{ list: LedgerEntry[]; total: number; page: number; pageSize: number }> {
  const onTxn = Boolean(f.kind || f.from || f.to);
  const where = sql`a.tenant_id = ${tenantId}
    ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
    ${f.account ? sql`and a.kind = ${f.account}` : sql``}
    ${rangeSql(sql`t.created_at`, f)}`;
  const txn = sql`join ledger_transactions t on t.id = e.txn_id`;
  const found = await rows<{ total: number; entry: LedgerEntry | null }>(
    db,
    sql`with page as (
      select e.id, e.txn_id, t.kind, a.kind as account, a.name, e.amount, e.balance_after,
        t.memo, t.created_at
      from ledger_entries e join ledger_accounts a on a.id = e.account_id ${txn}
      where ${where} order by e.id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}
    ), counted as (
      select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
      ${onTxn ? txn : sql``} where ${where}
    )
    select counted.n as total, case when p.id is null then null else json_build_object(
      'id', p.id::text, 'txnId', p.txn_id::text, 'kind', p.kind, 'account', p.account,
      'accountName', case when p.account = 'voucher' then p.name end, 'amount', p.amount,
      'balanceAfter', coalesce(p.balance_after, 0), 'memo', p.memo,
      'createdAt', ${isoOf('p.created_at')}) end as entry
    from counted left join page p on true order by p.id desc`,
  );
  return {
    list: found.flatMap((r) => (r.entry ? [r.entry] : [])),
    total: found[0]?.total ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** The consumption list's filters (a report's conditions too). */
export interface ConsumptionFilter {
  from?: string;
  to?: string;
  keyword?: string;
  source?: SpendSource;
  provider?: string;
}

export const consumptionWhere = (tenantId: string, f: ConsumptionFilter) =>
  listWhere(f, {
    tenant: [consumptions.tenantId, tenantId],
    created: consumptions.createdAt,
    equal: [
      [consumptions.source, f.source],
      [consumptions.provider, f.provider],
    ],
    keyword: [consumptions.sourceRef, consumptions.description],
  });

export async function consumptionList(db: DbOrTx, tenantId: string, f: PageIn & ConsumptionFilter) {
  const where = consumptionWhere(tenantId, f);
  const pending = sql<number>`coalesce((select sum(r.amount) from refunds r where r.consumption_id = ${consumptions.id} and r.status = 'submitted'), 0)::bigint`;
  const orderBy = [desc(consumptions.createdAt), desc(consumptions.id)];
  return pageOf(
    db,
    { select: { c: consumptions, pending }, from: consumptions, where, orderBy },
    f,
    ({ c, pending: p }): z.infer<typeof consumptionSchema> => ({
      id: c.id,
      source: c.source as SpendSource,
      sourceRef: c.sourceRef,
      provider: c.provider,
      description: c.description,
      amount: c.amount,
      voucherPart: c.voucherPart,
      allocatedPart: c.allocatedPart,
      cashPart: c.cashPart,
      refunded: c.refunded,
      refundable: Math.max(0, c.amount - c.refunded - Number(p)),
      createdAt: c.createdAt.toISOString(),
    }),
  );
}
