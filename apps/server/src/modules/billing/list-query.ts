import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bound } from './time.ts';

// The paged-list pieces live in db/page.ts for every module; billing's lists import them from here.
export { paged, pageOf, rawPage, type PageIn } from '../../db/page.ts';

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
type Span = { from?: string; to?: string };

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
