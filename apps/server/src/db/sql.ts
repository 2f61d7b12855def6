import { sql, type Column, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A column always written as "table"."column". Drizzle leaves columns unqualified in
 * single-table queries, which inside a correlated subquery would bind to the inner table.
 */
export function qualified(table: PgTable, column: Column): SQL {
  return sql`${sql.identifier(getTableConfig(table).name)}.${sql.identifier(column.name)}`;
}
