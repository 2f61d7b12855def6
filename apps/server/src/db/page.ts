import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';

/** Paged lists for any module: a page of rows and the total under the same filter. */

export type PageIn = { page: number; pageSize: number };
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
/** A table joined on a condition. */
export type Join = [PgTable, SQL];

/** Rows of a raw statement, whichever driver (node-postgres or PGlite) ran it. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function paged<T>(
  list: Promise<T[]>,
  total: Promise<{ n: number }[]>,
  p: PageIn,
): Promise<Page<T>> {
  const [l, [t]] = await Promise.all([list, total]);
  return { list: l, total: t?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

const limitOffset = (f: PageIn) => sql`limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;

// Drizzle's builder types do not resolve for a generic selection; this is the part used here.
interface Query extends PromiseLike<unknown[]> {
  innerJoin(table: PgTable, on: SQL): Query;
  leftJoin(table: PgTable, on: SQL): Query;
  where(where: SQL | undefined): Query;
  orderBy(...by: (PgColumn | SQL)[]): Query;
  limit(n: number): Query;
  offset(n: number): Query;
}

/**
 * A page of a table's rows and the total under `where`. `join` tables are inner-joined for the
 * page and the count (a filter may name them); `lookup` tables are left-joined for the page only,
 * as they add names to a row and never change how many there are. With `countUpTo` the count
 * stops after `rows` (a `LIMIT` subquery read in the order `by`, so along an index rather than
 * by a scan of the table from its start) and the page says `totalIsLowerBound` when it did.
 */
export async function pageOf<TSel extends SelectedFields, T>(
  db: DbOrTx,
  q: {
    select: TSel;
    from: PgTable;
    join?: Join[];
    lookup?: Join[];
    where: SQL | undefined;
    orderBy: (PgColumn | SQL)[];
  },
  f: PageIn,
  map: (row: SelectResult<TSel, 'partial', Record<string, 'not-null'>>) => T,
  countUpTo?: { rows: number; by: (PgColumn | SQL)[] },
): Promise<Page<T> & { totalIsLowerBound?: boolean }> {
  const base = (fields: SelectedFields, lookup: Join[]) => {
    let from = db.select(fields).from(q.from).$dynamic() as unknown as Query;
    for (const j of q.join ?? []) from = from.innerJoin(...j);
    for (const j of lookup) from = from.leftJoin(...j);
    return from.where(q.where);
  };
  const list = base(q.select, q.lookup ?? [])
    .orderBy(...q.orderBy)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const mapped = Promise.resolve(list).then((l) =>
    (l as SelectResult<TSel, 'partial', Record<string, 'not-null'>>[]).map(map),
  );
  if (countUpTo === undefined)
    return paged(mapped, Promise.resolve(base({ n: count() }, [])) as Promise<{ n: number }[]>, f);
  const upTo = (
    base({ one: sql`1` }, [])
      .orderBy(...countUpTo.by)
      .limit(countUpTo.rows + 1) as unknown as {
      as(alias: string): PgTable;
    }
  ).as('up_to');
  const counted = db.select({ n: count() }).from(upTo) as unknown as Promise<{ n: number }[]>;
  const page = await paged(mapped, counted, f);
  return page.total > countUpTo.rows
    ? { ...page, total: countUpTo.rows, totalIsLowerBound: true }
    : { ...page, totalIsLowerBound: false };
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
