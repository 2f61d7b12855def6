import { and, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bound } from './time.ts';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const likeOf = (k: string | undefined) =>
  k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
export const range = (col: PgColumn, f: { from?: string; to?: string }) => {
  const from = bound(f.from, false);
  const to = bound(f.to, true);
  return and(from ? gte(col, from) : undefined, to ? lt(col, to) : undefined);
};
export type PageIn = { page: number; pageSize: number };

export async function paged<T>(
  list: Promise<T[]>,
  total: Promise<{ n: number }[]>,
  p: PageIn,
): Promise<{ list: T[]; total: number; page: number; pageSize: number }> {
  const [l, [t]] = await Promise.all([list, total]);
  return { list: l, total: t?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

export const userName = (col: PgColumn) =>
  sql<string>`coalesce((select u.name from users u where u.id = ${col}), '')`;
export const tenantName = (col: PgColumn) =>
  sql<string>`coalesce((select t.name from tenants t where t.id = ${col}), '')`;
