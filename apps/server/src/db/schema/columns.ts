import { bigint, customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders every table shares, so one definition holds each convention. Builders, not
 * shared column objects: drizzle binds a column object to the one table it is placed in.
 */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in integer fen. JavaScript numbers hold every fen amount below 2^53 exactly. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A random uuid primary key named `id`. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written; the services pass their clock's time where it must match it. */
export const createdAt = () => ts('created_at').notNull();

/** When the row was written, by the database's clock. */
export const createdNow = () => createdAt().defaultNow();

export const updatedNow = () => ts('updated_at').notNull().defaultNow();

/** A required reference to another table's row; `cascade`: deleted with that row. */
export const ref = <N extends string>(name: N, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : undefined);

/** Binary content kept in the row (receipts, report files). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
