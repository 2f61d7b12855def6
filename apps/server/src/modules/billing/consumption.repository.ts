import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LedgerTxnKind, AccountKind, SpendSource, consumptionSchema } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { consumptions } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import { bound } from './time.ts';
import type { PageIn } from './list-query.ts';
import { likeOf, paged, range } from './list-query.ts';

export async function ledgerHistory(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { from?: string; to?: string; kind?: LedgerTxnKind; account?: AccountKind },
) {
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  const where = sql`a.tenant_id = ${tenantId}
    ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
    ${f.account ? sql`and a.kind = ${f.account}` : sql``}
    ${from ? sql`and t.created_at >= ${from.toISOString()}::timestamptz` : sql``}
    ${to ? sql`and t.created_at < ${to.toISOString()}::timestamptz` : sql``}`;
  // One round trip: the count carries the page (left join: a page past the end still counts).
  const list = await rows<{
    total: number;
    id: string | null;
    txn_id: string;
    kind: LedgerTxnKind;
    account: AccountKind;
    name: string;
    amount: string;
    balance_after: string | null;
    memo: string;
    created_at: Date | string;
  }>(
    db,
    sql`select c.n as total, p.* from (
          select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.txn_id where ${where}
        ) c left join (
          select e.id, e.txn_id, t.kind, a.kind as account, a.name, e.amount, e.balance_after, t.memo, t.created_at
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.txn_id
          where ${where} order by e.id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}
        ) p on true order by p.id desc`,
  );
  const total = list[0]?.total ?? 0;
  return {
    list: list
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: String(r.id),
        txnId: String(r.txn_id),
        kind: r.kind,
        account: r.account,
        accountName: r.account === 'voucher' ? r.name : null,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after ?? 0),
        memo: r.memo,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function consumptionList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & {
    from?: string;
    to?: string;
    keyword?: string;
    source?: SpendSource;
    provider?: string;
  },
) {
  const like = likeOf(f.keyword);
  const where = and(
    eq(consumptions.tenantId, tenantId),
    range(consumptions.createdAt, f),
    f.source ? eq(consumptions.source, f.source) : undefined,
    f.provider ? eq(consumptions.provider, f.provider) : undefined,
    like
      ? or(ilike(consumptions.sourceRef, like), ilike(consumptions.description, like))
      : undefined,
  );
  const pending = sql<number>`coalesce((select sum(r.amount) from refunds r where r.consumption_id = ${consumptions.id} and r.status = 'submitted'), 0)::bigint`;
  return paged(
    db
      .select({ c: consumptions, pending })
      .from(consumptions)
      .where(where)
      .orderBy(desc(consumptions.createdAt), desc(consumptions.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ c, pending: p }): z.infer<typeof consumptionSchema> => ({
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
        })),
      ),
    db.select({ n: count() }).from(consumptions).where(where),
    f,
  );
}
