import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SUPPORT_CODE,
  type WorkOrderCategory,
  type WorkOrderSeverity,
  type WorkOrderSide,
  type WorkOrderStatus,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/sql.ts';
import {
  platformTenants,
  roles,
  tenants,
  userRoles,
  users,
  workOrderReplies,
  workOrders,
} from '../../db/schema/index.ts';

const assignees = alias(users, 'assignees');
export type NewWorkOrder = typeof workOrders.$inferInsert;
export type WorkOrderRecord = typeof workOrders.$inferSelect;

/** Which tenant's orders a query may touch: one tenant's, or (support) every tenant's. */
export type Scope = { tenantId: string } | { allTenants: true };
const scoped = (scope: Scope): SQL | undefined =>
  'tenantId' in scope ? eq(workOrders.tenantId, scope.tenantId) : undefined;

export interface WorkOrderFilter {
  status?: WorkOrderStatus;
  category?: WorkOrderCategory;
  severity?: WorkOrderSeverity;
  breached?: boolean;
  tenantId?: string;
  assigneeId?: string;
  keyword?: string;
}
export interface WorkOrderPaging {
  page: number;
  pageSize: number;
  sortField?: 'createdAt' | 'updatedAt' | 'resolutionDue' | 'number';
  sortOrder?: 'ascend' | 'descend';
}

/** Past a due time: answered late, or not answered and the due time has passed (also for resolution). */
export const firstResponseBreached = (now: Date) =>
  sql<boolean>`coalesce(${workOrders.firstRespondedAt}, ${now.toISOString()}::timestamptz) > ${workOrders.firstResponseDue}`;
export const resolutionBreached = (now: Date) =>
  sql<boolean>`coalesce(${workOrders.resolvedAt}, ${workOrders.closedAt}, ${now.toISOString()}::timestamptz) > ${workOrders.resolutionDue}`;

/** Replies of the other side after the viewing side last read the order. */
const unreadFor = (side: WorkOrderSide) => {
  const other = side === 'customer' ? 'support' : 'customer';
  const readAt = side === 'customer' ? workOrders.customerReadAt : workOrders.supportReadAt;
  return sql<number>`(select count(*)::int from ${workOrderReplies} r where r.work_order_id = ${qualified(workOrders, workOrders.id)} and r.side = ${other} and r.created_at > ${qualified(workOrders, readAt)})`;
};

const rowColumns = (side: WorkOrderSide, now: Date) => ({
  w: workOrders,
  tenantName: tenants.name,
  createdBy: users.name,
  assignee: assignees.name,
  firstResponseBreached: firstResponseBreached(now),
  resolutionBreached: resolutionBreached(now),
  unread: unreadFor(side),
});

export async function listWorkOrders(
  db: DbOrTx,
  scope: Scope,
  side: WorkOrderSide,
  f: WorkOrderFilter,
  p: WorkOrderPaging,
  now: Date,
) {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    scoped(scope),
    f.status ? eq(workOrders.status, f.status) : undefined,
    f.category ? eq(workOrders.category, f.category) : undefined,
    f.severity ? eq(workOrders.severity, f.severity) : undefined,
    f.tenantId ? eq(workOrders.tenantId, f.tenantId) : undefined,
    f.assigneeId ? eq(workOrders.assigneeId, f.assigneeId) : undefined,
    f.breached === undefined
      ? undefined
      : f.breached
        ? or(firstResponseBreached(now), resolutionBreached(now))
        : and(sql`not ${firstResponseBreached(now)}`, sql`not ${resolutionBreached(now)}`),
    like
      ? or(ilike(workOrders.title, like), sql`${workOrders.number}::text = ${f.keyword}`)
      : undefined,
  );
  const col = {
    createdAt: workOrders.createdAt,
    updatedAt: workOrders.updatedAt,
    resolutionDue: workOrders.resolutionDue,
    number: workOrders.number,
  }[p.sortField ?? 'createdAt'];
  const dir = (p.sortOrder ?? (p.sortField ? 'ascend' : 'descend')) === 'ascend' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns(side, now))
      .from(workOrders)
      .innerJoin(tenants, eq(tenants.id, workOrders.tenantId))
      .innerJoin(users, eq(users.id, workOrders.createdBy))
      .leftJoin(assignees, eq(assignees.id, workOrders.assigneeId))
      .where(where)
      .orderBy(dir(col), desc(workOrders.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(workOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type WorkOrderListRow = Awaited<ReturnType<typeof listWorkOrders>>['rows'][number];

export async function workOrderRow(
  db: DbOrTx,
  scope: Scope,
  side: WorkOrderSide,
  id: string,
  now: Date,
) {
  const [row] = await db
    .select(rowColumns(side, now))
    .from(workOrders)
    .innerJoin(tenants, eq(tenants.id, workOrders.tenantId))
    .innerJoin(users, eq(users.id, workOrders.createdBy))
    .leftJoin(assignees, eq(assignees.id, workOrders.assigneeId))
    .where(and(scoped(scope), eq(workOrders.id, id)));
  return row;
}

/** The order, locked for a change (two people acting at once see each other's result). */
export async function lockWorkOrder(db: DbOrTx, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(workOrders)
    .where(and(scoped(scope), eq(workOrders.id, id)))
    .for('update');
  return row;
}

export async function insertWorkOrder(db: DbOrTx, values: NewWorkOrder) {
  const [row] = await db
    .insert(workOrders)
    .values(values)
    .returning({ id: workOrders.id, number: workOrders.number });
  return row!;
}

export async function updateWorkOrder(db: DbOrTx, id: string, changes: Partial<NewWorkOrder>) {
  await db.update(workOrders).set(changes).where(eq(workOrders.id, id));
}

export async function insertReply(db: DbOrTx, values: typeof workOrderReplies.$inferInsert) {
  const [row] = await db
    .insert(workOrderReplies)
    .values(values)
    .returning({ id: workOrderReplies.id });
  return row!.id;
}

export async function repliesOf(db: DbOrTx, workOrderId: string) {
  return db
    .select({ r: workOrderReplies, author: users.name })
    .from(workOrderReplies)
    .innerJoin(users, eq(users.id, workOrderReplies.authorId))
    .where(eq(workOrderReplies.workOrderId, workOrderId))
    .orderBy(asc(workOrderReplies.createdAt), asc(workOrderReplies.id));
}

/** Unread replies over the orders a side sees: a tenant's for customers, all for support. */
export async function unreadCount(db: DbOrTx, scope: Scope, side: WorkOrderSide) {
  const other = side === 'customer' ? 'support' : 'customer';
  const readAt = side === 'customer' ? workOrders.customerReadAt : workOrders.supportReadAt;
  const [row] = await db
    .select({ n: count() })
    .from(workOrderReplies)
    .innerJoin(workOrders, eq(workOrders.id, workOrderReplies.workOrderId))
    .where(
      and(scoped(scope), eq(workOrderReplies.side, other), gt(workOrderReplies.createdAt, readAt)),
    );
  return row?.n ?? 0;
}

/** Tenants that have work orders (support's tenant filter). */
export async function tenantsWithOrders(db: DbOrTx) {
  return db
    .selectDistinct({ id: tenants.id, label: tenants.name })
    .from(workOrders)
    .innerJoin(tenants, eq(tenants.id, workOrders.tenantId))
    .orderBy(tenants.name);
}

/** Enabled people of the platform's tenants holding the support code by name: the support staff. */
export async function supportStaff(db: DbOrTx) {
  return db
    .select({ id: users.id, label: users.name, tenantId: users.tenantId })
    .from(users)
    .where(
      and(
        sql`${users.tenantId} in (select tenant_id from ${platformTenants})`,
        sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${qualified(users, users.id)} and ${SUPPORT_CODE} = any(r.permissions))`,
        isNull(users.deletedAt),
        eq(users.status, 1),
      ),
    )
    .orderBy(users.name);
}
