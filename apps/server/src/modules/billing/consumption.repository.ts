import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LedgerTxnKind, AccountKind, SpendSource, consumptionSchema } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/page.ts';
import { consumptions } from '../../db/schema/index.ts';
import type { Stamp } from '../../lib/list-cache.ts';
import type { PageIn } from './list-query.ts';
import { rangeSql, listWhere, pageOf, rawPage } from './list-query.ts';

/**
 * The ledger history's version, for its cached pages (migration 0031): raised by every change
 * to the tables it reads before that change commits; `settled` when no such change was still
 * running just after the version was read. Called outside any transaction (on the pool).
 */
export async function ledgerStamp(db: DbOrTx): Promise<Stamp> {
  const [stamp] = await rows<Stamp>(db, sql`select version, settled from ledger_list_stamp()`);
  return stamp!;
}

export async function ledgerHistory(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { from?: string; to?: string; kind?: LedgerTxnKind; account?: AccountKind },
) {
  const where = sql`a.tenant_id = ${tenantId}
    ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
    ${f.account ? sql`and a.kind = ${f.account}` : sql``}
    ${rangeSql(sql`t.created_at`, f)}`;
  const from = sql`from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.txn_id where ${where}`;
  return rawPage(
    db,
    {
      select: sql`select e.id, e.txn_id, t.kind, a.kind as account, a.name, e.amount, e.balance_after, t.memo, t.created_at
          ${from} order by e.id desc`,
      count: sql`select count(*)::int as n ${from}`,
    },
    f,
    (r: {
      id: string;
      txn_id: string;
      kind: LedgerTxnKind;
      account: AccountKind;
      name: string;
      amount: string;
      balance_after: string | null;
      memo: string;
      created_at: Date | string;
    }) => ({
      id: String(r.id),
      txnId: String(r.txn_id),
      kind: r.kind,
      account: r.account,
      accountName: r.account === 'voucher' ? r.name : null,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after ?? 0),
      memo: r.memo,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
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
