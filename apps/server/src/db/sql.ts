import { and, eq, getTableColumns, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * A column always written as "table"."column". Drizzle leaves columns unqualified in
 * single-table queries, which inside a correlated subquery would bind to the inner table.
 */
export function qualified(table: PgTable, column: Column): SQL {
  return sql`${sql.identifier(getTableConfig(table).name)}.${sql.identifier(column.name)}`;
}

/** A table whose rows each belong to one tenant. */
type Tenanted = PgTable & { tenantId: PgColumn };

/** A tenant-scoped table: every row has its id and its owning tenant. */
type Owned = Tenanted & { id: PgColumn };

/** The tenant's rows that also meet every one of `more`: the scope no query may leave out. */
export const ofTenant = (t: Tenanted, tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(t.tenantId, tenantId), ...more);

/** The tenant's row with that id: another tenant's id finds nothing. */
export const ownedId = (t: Owned, tenantId: string, id: string) =>
  and(eq(t.tenantId, tenantId), eq(t.id, id));

/** The tenant's rows among `ids` (a batch call's rows). */
export const ownedIds = (t: Owned, tenantId: string, ids: string[]) =>
  and(eq(t.tenantId, tenantId), inArray(t.id, ids));

/** Deletes the tenant's rows among `ids`; how many there were. */
export async function deleteOwned(
  db: DbOrTx,
  t: Owned,
  tenantId: string,
  ids: string[],
): Promise<number> {
  if (!ids.length) return 0;
  const gone = await db
    .delete(t)
    .where(ownedIds(t, tenantId, ids))
    .returning({ id: t.id });
  return gone.length;
}

/** The tenant's row with that id, if there is one. */
export async function findOwned<T extends Owned>(
  db: DbOrTx,
  t: T,
  tenantId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const table: Owned = t;
  const [row] = await db
    .select()
    .from(table)
    .where(ownedId(t, tenantId, id));
  return row as T['$inferSelect'] | undefined;
}

/** Is there a row of the tenant with that id? */
export async function ownsRow(db: DbOrTx, t: Owned, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(ownedId(t, tenantId, id));
  return !!row;
}

/** A repository's `(db, tenantId, id)` lookup of one of the tenant's rows of `t`. */
export const ownedFinder =
  <T extends Owned>(t: T) =>
  (db: DbOrTx, tenantId: string, id: string) =>
    findOwned(db, t, tenantId, id);

/** A repository's `(db, tenantId, id)` check that the row of `t` is the tenant's. */
export const ownedCheck = (t: Owned) => (db: DbOrTx, tenantId: string, id: string) =>
  ownsRow(db, t, tenantId, id);

/** Is there a row of the tenant meeting every one of `more` (a duplicate, an open request)? */
export async function tenantHas(
  db: DbOrTx,
  t: Owned,
  tenantId: string,
  ...more: (SQL | undefined)[]
): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(ofTenant(t, tenantId, ...more));
  return !!row;
}

/**
 * Changes the tenant's row with that id only while `guard` still holds, in one statement, so of
 * two people racing to move a request out of a state only the first wins; how many rows changed.
 */
export async function updateOwnedWhile<T extends Owned>(
  db: DbOrTx,
  t: T,
  tenantId: string,
  id: string,
  guard: SQL,
  changes: Partial<T['$inferInsert']>,
): Promise<number> {
  const table: Owned = t;
  const rows = await db
    .update(table)
    .set(changes)
    .where(and(ownedId(t, tenantId, id), guard))
    .returning({ id: t.id });
  return rows.length;
}

/**
 * A hand-written select list of a table's columns (all, or `keys`) under their Drizzle names,
 * read from `from`. Timestamps come as epoch milliseconds, a number on both drivers
 * (node-postgres would give text, PGlite a Date); `reviveTimes` makes them Dates again. For hot
 * lists, where Drizzle's select builder and row mapping cost more than the query itself.
 */
export function selectList(table: PgTable, from: string, keys?: readonly string[]) {
  const cols = Object.entries(getTableColumns(table)).filter(([k]) => !keys || keys.includes(k));
  const timeKeys = cols.filter(([, c]) => c.columnType === 'PgTimestamp').map(([k]) => k);
  const text = cols
    .map(([key, c]) =>
      c.columnType === 'PgTimestamp'
        ? `(extract(epoch from ${from}."${c.name}") * 1000)::float8 as "${key}"`
        : `${from}."${c.name}" as "${key}"`,
    )
    .join(', ');
  return { text, timeKeys };
}

/** Turns the epoch milliseconds of `selectList` back into Dates, in place. */
export function reviveTimes<T>(row: Record<string, unknown>, timeKeys: readonly string[]): T {
  for (const k of timeKeys) if (row[k] !== null) row[k] = new Date(row[k] as number);
  return row as T;
}

/** Inserts one row and answers the id the database gave it. */
export async function insertId<T extends PgTable & { id: PgColumn }>(
  db: DbOrTx,
  t: T,
  values: T['$inferInsert'],
): Promise<string> {
  const table: PgTable & { id: PgColumn } = t;
  // The generic table's insert type does not resolve; `values` is typed by the signature above.
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return row!.id as string;
}

/** What one attempt at a queued delivery (an e-mail, a notice) leaves on its row. */
export interface DeliveryAttempt {
  status: string;
  attempts: number;
  lastError: string;
  sentAt: Date | null;
}

/** Records an attempt on the delivery row with that id (the job sending it acts for no tenant). */
export async function recordDeliveryAttempt(
  db: DbOrTx,
  t: PgTable & { id: PgColumn },
  id: string,
  fields: DeliveryAttempt,
  now: Date,
): Promise<void> {
  const table: PgTable & { id: PgColumn } = t;
  // The generic table's update type does not resolve; every delivery table has these columns.
  await db
    .update(table)
    .set({ ...fields, updatedAt: now } as never)
    .where(eq(table.id, id));
}
