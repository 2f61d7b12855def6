import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

import type { PageIn } from './list-query.ts';
import { likeOf, rangeSql, rawPage } from './list-query.ts';

// Every source names its columns: a union takes its names from its first select, and a queue
// filtered to one kind has only that one.
const REVIEW_SOURCES: Record<string, (pendingOnly: boolean) => SQL> = {
  recharge: (p) =>
    sql`select 'recharge' as kind, id, tenant_id, amount, payer_name || ' · ' || transfer_ref as summary, status, user_id, created_at
        from recharges ${p ? sql`where status = 'submitted'` : sql``}`,
  invoice: (p) =>
    sql`select 'invoice' as kind, id, tenant_id, amount, title || ' · ' || tax_no as summary, status, user_id, created_at
        from invoices ${p ? sql`where status in ('submitted', 'approved')` : sql``}`,
  refund: (p) =>
    sql`select 'refund' as kind, id, tenant_id, amount, kind || ' · ' || reason as summary, status, user_id, created_at
        from refunds ${p ? sql`where status = 'submitted'` : sql``}`,
  withdrawal: (p) =>
    sql`select 'withdrawal' as kind, w.id, w.tenant_id, w.amount, b.bank_name || ' **** ' || right(b.account_no, 4) as summary, w.status, w.user_id, w.created_at
        from withdrawals w join bank_accounts b on b.id = w.bank_account_id ${p ? sql`where w.status = 'submitted'` : sql``}`,
  bankAccount: (p) =>
    sql`select 'bankAccount' as kind, id, tenant_id, 0::bigint as amount, account_name || ' · ' || bank_name || ' ' || account_no as summary, status, null::uuid as user_id, created_at
        from bank_accounts where deleted_at is null ${p ? sql`and status = 'unverified'` : sql``}`,
};

export async function reviewQueue(
  db: DbOrTx,
  f: PageIn & {
    from?: string;
    to?: string;
    keyword?: string;
    kind?: string;
    pendingOnly: boolean;
  },
) {
  const kinds = f.kind ? [f.kind] : Object.keys(REVIEW_SOURCES);
  const union = sql.join(
    kinds.map((k) => REVIEW_SOURCES[k]!(f.pendingOnly)),
    sql` union all `,
  );
  const like = likeOf(f.keyword);
  const where = sql`true
    ${rangeSql(sql`q.created_at`, f)}
    ${like ? sql`and (q.summary ilike ${like} or t.name ilike ${like})` : sql``}`;
  const base = sql`from (${union}) q join tenants t on t.id = q.tenant_id where ${where}`;
  return rawPage(
    db,
    {
      select: sql`select q.kind, q.id, q.tenant_id, t.name as tenant_name, q.amount, q.summary, q.status,
            (select u.name from users u where u.id = q.user_id) as submitted_by, q.created_at
          ${base} order by q.created_at desc, q.id`,
      count: sql`select count(*)::int as n ${base}`,
    },
    f,
    (r: {
      kind: string;
      id: string;
      tenant_id: string;
      tenant_name: string;
      amount: string;
      summary: string;
      status: string;
      submitted_by: string | null;
      created_at: string | Date;
    }) => ({
      kind: r.kind as 'recharge',
      id: r.id,
      tenantId: r.tenant_id,
      tenantName: r.tenant_name,
      amount: Number(r.amount),
      summary: r.summary,
      status: r.status,
      submittedBy: r.submitted_by ?? '',
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}
