import { desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WorkOrderRelatedKind } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { consumptions, orders, resources } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/sql.ts';

/** What a work order may concern: the tenant's live resources, its orders and its bills. */

const likeOf = (keyword?: string) =>
  keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;

/** The tenant's rows (meeting `more`) that are the one with `id`, or whose `text` is `like`. */
const matching = (
  t: PgTable & { tenantId: PgColumn; id: PgColumn },
  text: PgColumn,
  c: { tenantId: string; id?: string; like?: string },
  ...more: SQL[]
) =>
  ofTenant(
    t,
    c.tenantId,
    ...more,
    c.id ? eq(t.id, c.id) : undefined,
    c.like ? ilike(text, c.like) : undefined,
  );

const resourceLabel = (r: { type: string; name: string; providerId: string }) =>
  `${r.name || r.providerId} (${r.type}, ${r.providerId})`;
const orderLabel = (o: { orderNo: string; type: string; totalFen: number; createdAt: Date }) =>
  `${o.orderNo} ${o.createdAt.toISOString().slice(0, 10)} ¥${(o.totalFen / 100).toFixed(2)}`;
const billLabel = (b: { description: string; amount: number; createdAt: Date }) =>
  `${b.createdAt.toISOString().slice(0, 10)} ${b.description} ¥${(b.amount / 100).toFixed(2)}`;

export async function relatedOptions(
  db: DbOrTx,
  tenantId: string,
  kind: WorkOrderRelatedKind,
  keyword?: string,
  id?: string,
): Promise<{ id: string; label: string }[]> {
  const like = likeOf(keyword);
  const which = { tenantId, id, like };
  if (kind === 'resource') {
    const rows = await db
      .select({
        id: resources.id,
        type: resources.type,
        name: resources.name,
        providerId: resources.providerId,
      })
      .from(resources)
      .where(matching(resources, resources.name, which, isNull(resources.deletedAt)))
      .orderBy(resources.name)
      .limit(50);
    return rows.map((r) => ({ id: r.id, label: resourceLabel(r) }));
  }
  if (kind === 'order') {
    const rows = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        type: orders.type,
        totalFen: orders.totalFen,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(matching(orders, orders.orderNo, which))
      .orderBy(desc(orders.createdAt))
      .limit(50);
    return rows.map((o) => ({ id: o.id, label: orderLabel(o) }));
  }
  const rows = await db
    .select({
      id: consumptions.id,
      description: consumptions.description,
      amount: consumptions.amount,
      createdAt: consumptions.createdAt,
    })
    .from(consumptions)
    .where(matching(consumptions, consumptions.description, which))
    .orderBy(desc(consumptions.createdAt))
    .limit(50);
  return rows.map((b) => ({ id: b.id, label: billLabel(b) }));
}
