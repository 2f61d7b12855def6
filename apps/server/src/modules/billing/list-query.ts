import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from './ledger.ts';
import { bound } from './time.ts';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const likeOf = (k: string | undefined) =>
  k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
export const range = (col: PgColumn, f: Span) => {
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  return and(from ? gte(col, from) : undefined, to ? lt(col, to) : undefined);
};
/** The same range for hand-written SQL: `and` clauses on the column, empty when unbounded. */
export const rangeSql = (col: SQL, f: Span) => {
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  return sql`${from ? sql`and ${col} >= ${from.toISOString()}::timestamptz` : sql``}
    ${to ? sql`and ${col} < ${to.toISOString()}::timestamptz` : sql``}`;
};
export type PageIn = { page: number; pageSize: number };
type Span = { from?: string; to?: string };
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

export async function paged<T>(
  list: Promise<T[]>,
  total: Promise<{ n: number }[]>,
  p: PageIn,
): Promise<Page<T>> {
  const [l, [t]] = await Promise.all([list, total]);
  return { list: l, total: t?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

const limitOffset = (f: PageIn) => sql`limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;

/**
 * The filters the lists share, each applied only when given: the tenant (null: every tenant,
 * for the reviewing side), the creation-time range, equalities whose value is set (an empty
 * text is unset, `false` is a value) and the keyword matched against some columns.
 */
export function listWhere(
  f: Span & { keyword?: string },
  w: {
    tenant?: [PgColumn, string | null];
    created?: PgColumn;
    equal?: [PgColumn | SQL, unknown][];
    keyword?: (PgColumn | SQL)[];
    also?: (SQL | undefined)[];
  },
) {
  const like = likeOf(f.keyword);
  return and(
    w.tenant?.[1] ? eq(w.tenant[0], w.tenant[1]) : undefined,
    ...(w.also ?? []),
    w.created ? range(w.created, f) : undefined,
    ...(w.equal ?? []).map(([col, v]) =>
      v === undefined || v === '' ? undefined : eq(col as SQL, v),
    ),
    like && w.keyword ? or(...w.keyword.map((col) => ilike(col, like))) : undefined,
  );
}

// Drizzle's builder types do not resolve for a generic selection; this is the part used here.
interface Query extends PromiseLike<unknown[]> {
  innerJoin(table: PgTable, on: SQL): Query;
  where(where: SQL | undefined): Query;
  orderBy(...by: (PgColumn | SQL)[]): Query;
  limit(n: number): Query;
  offset(n: number): Query;
}

/** A page of a table's rows (inner-joined to one more when asked) and the total under `where`. */
export function pageOf<TSel extends SelectedFields, T>(
  db: DbOrTx,
  q: {
    select: TSel;
    from: PgTable;
    join?: [PgTable, SQL];
    where: SQL | undefined;
    orderBy: (PgColumn | SQL)[];
  },
  f: PageIn,
  map: (row: SelectResult<TSel, 'partial', Record<string, 'not-null'>>) => T,
): Promise<Page<T>> {
  const base = (fields: SelectedFields) => {
    const from = db.select(fields).from(q.from).$dynamic() as unknown as Query;
    return (q.join ? from.innerJoin(...q.join) : from).where(q.where);
  };
  const list = base(q.select)
    .orderBy(...q.orderBy)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return paged(
    Promise.resolve(list).then((l) =>
      (l as SelectResult<TSel, 'partial', Record<string, 'not-null'>>[]).map(map),
    ),
    Promise.resolve(base({ n: count() })) as Promise<{ n: number }[]>,
    f,
  );
}

/** The same for hand-written SQL: `select` is given without its limit, `count` names `n`. */
export async function rawPage<R, T>(
  db: DbOrTx,
  q: { select: SQL; count: SQL },
  f: PageIn,
  map: (row: R) => T,
): Promise<Page<T>> {
  const [list, total] = await Promise.all([
    rows<R>(db, sql`${q.select} ${limitOffset(f)}`),
    rows<{ n: number }>(db, q.count),
  ]);
  return { list: list.map(map), total: total[0]?.n ?? 0, page: f.page, pageSize: f.pageSize };
}

export const userName = (col: PgColumn) =>
  sql<string>`coalesce((select u.name from users u where u.id = ${col}), '')`;
export const tenantName = (col: PgColumn) =>
  sql<string>`coalesce((select t.name from tenants t where t.id = ${col}), '')`;

/** The names a request's list row shows (requestColumns): who asked and who decided. */
export const requestNames = (t: { userId: PgColumn; reviewerId: PgColumn }) => ({
  submittedBy: userName(t.userId),
  reviewedBy: userName(t.reviewerId),
});

type RequestRow = {
  status: string;
  rejectReason: string;
  reviewerId: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
};

/** A request's state and review trail as every reviewed list (recharge, invoice, refund, withdrawal) shows it. */
export const requestTrail = (row: RequestRow, x: { submittedBy: string; reviewedBy: string }) => ({
  status: row.status as 'submitted',
  rejectReason: row.rejectReason,
  submittedBy: x.submittedBy,
  // Without a reviewer the name subquery gives '', and the wire says "not yet" with null.
  reviewedBy: row.reviewerId ? x.reviewedBy : null,
  reviewedAt: iso(row.reviewedAt),
  createdAt: row.createdAt.toISOString(),
});
