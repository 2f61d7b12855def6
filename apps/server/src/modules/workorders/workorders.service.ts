import {
  WORK_ORDER_SLA,
  WORK_ORDER_TRANSITIONS,
  actionsFor,
  replyMoves,
  type WorkOrderCategory,
  type WorkOrderRow,
  type WorkOrderSeverity,
  type WorkOrderSide,
  type WorkOrderStatus,
  type calls,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, CallOut, ServiceOf } from '../../lib/call-types.ts';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { localizeStored, translate, type MessageKey } from '../../lib/i18n.ts';
import { viewerOf } from './access.ts';
import { attachOwn, groupAttachments } from './attachments.service.ts';
import { attachmentsOf } from './attachments.repository.ts';
import { tellOtherSide } from './notify-workorders.ts';
import { relatedOptions } from './related.repository.ts';
import * as repo from './workorders.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const statusWord = (ctx: ServiceContext, s: string) =>
  translate(ctx.lang, `workOrder.status.${s}` as MessageKey);

function shapeRow(ctx: ServiceContext, r: repo.WorkOrderListRow): WorkOrderRow {
  const w = r.w;
  return {
    id: w.id,
    number: w.number,
    title: localizeStored(ctx.lang, w.title),
    category: w.category as WorkOrderRow['category'],
    severity: w.severity as WorkOrderRow['severity'],
    status: w.status as WorkOrderStatus,
    tenantId: w.tenantId,
    tenantName: r.tenantName,
    createdBy: r.createdBy,
    assigneeId: w.assigneeId,
    assignee: r.assignee,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    firstResponseDue: w.firstResponseDue.toISOString(),
    resolutionDue: w.resolutionDue.toISOString(),
    firstResponseBreached: r.firstResponseBreached,
    resolutionBreached: r.resolutionBreached,
    unread: r.unread,
    rating: w.rating,
  };
}

export const listWorkOrders: ServiceOf<typeof calls.workOrderList> = async (ctx, input) => {
  const { side, scope } = await viewerOf(ctx);
  const { page, pageSize, sortField, sortOrder, ...filter } = input;
  // A customer's list is their tenant's whatever they ask; the tenant filter is support's.
  if (side === 'customer') delete filter.tenantId;
  const { rows, total } = await repo.listWorkOrders(
    ctx.deps.db,
    scope,
    side,
    filter,
    { page, pageSize, sortField, sortOrder },
    ctx.deps.now(),
  );
  return { list: rows.map((r) => shapeRow(ctx, r)), total, page, pageSize };
};

export async function workOrderDetail(
  ctx: ServiceContext,
  input: { id: string },
): Promise<CallOut<typeof calls.workOrderDetail>> {
  const { side, scope } = await viewerOf(ctx);
  const db = ctx.deps.db;
  const now = ctx.deps.now();
  const row = await repo.workOrderRow(db, scope, side, input.id, now);
  if (!row) throw notFound('workOrder.notFound');
  const [replies, files] = await Promise.all([
    repo.repliesOf(db, row.w.id),
    attachmentsOf(db, row.w.id),
  ]);
  // Opening the order reads the other side's replies (the badge counts what was not opened).
  await repo.updateWorkOrder(
    db,
    row.w.id,
    side === 'customer' ? { customerReadAt: now } : { supportReadAt: now },
  );
  const byReply = groupAttachments(files);
  const w = row.w;
  const status = w.status as WorkOrderStatus;
  return {
    ...shapeRow(ctx, row),
    unread: 0,
    description: w.description,
    related: (w.related as CallOut<typeof calls.workOrderDetail>['related']) ?? null,
    quotaRequestId: w.quotaRequestId,
    firstRespondedAt: iso(w.firstRespondedAt),
    resolvedAt: iso(w.resolvedAt),
    closedAt: iso(w.closedAt),
    ratingComment: w.ratingComment,
    side,
    actions: actionsFor(side, status),
    canReply: replyMoves(side, status) !== null,
    attachments: byReply.get(null) ?? [],
    replies: replies.map(({ r, author }) => ({
      id: r.id,
      side: r.side as 'customer' | 'support',
      author,
      body: r.body,
      status: (r.status as WorkOrderStatus | null) ?? null,
      createdAt: r.createdAt.toISOString(),
      attachments: byReply.get(r.id) ?? [],
    })),
  };
}

export interface OpenWorkOrder {
  category: WorkOrderCategory;
  severity: WorkOrderSeverity;
  title: string;
  description: string;
  related?: { kind: string; id: string; label: string };
  quotaRequestId?: string;
  attachmentIds?: string[];
}

/**
 * Opens an order for the acting customer inside the caller's transaction (the quota and
 * service requests open theirs this way, so request and order exist together or not at all).
 */
export async function openWorkOrder(
  ctx: ServiceContext,
  tx: DbOrTx,
  o: OpenWorkOrder,
): Promise<{ id: string; number: number }> {
  const now = ctx.deps.now();
  const sla = WORK_ORDER_SLA[o.severity];
  const { tenantId, id: userId } = ctx.auth.user;
  const created = await repo.insertWorkOrder(tx, {
    tenantId,
    category: o.category,
    severity: o.severity,
    title: o.title,
    description: o.description,
    related: o.related ?? null,
    quotaRequestId: o.quotaRequestId ?? null,
    status: 'submitted',
    createdBy: userId,
    firstResponseDue: new Date(now.getTime() + sla.firstResponseMs),
    resolutionDue: new Date(now.getTime() + sla.resolutionMs),
    customerReadAt: now,
    supportReadAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await attachOwn(tx, userId, o.attachmentIds ?? [], { tenantId, workOrderId: created.id });
  await tellOtherSide(
    tx,
    { ...created, tenantId, createdBy: userId, assigneeId: null },
    { side: 'customer', userId },
    { kind: 'opened' },
    now,
  );
  return created;
}

export const createWorkOrder: ServiceOf<typeof calls.workOrderCreate> = async (ctx, input) => {
  const { side } = await viewerOf(ctx);
  if (side === 'support') throw forbidden('workOrder.customersOpen');
  let related: OpenWorkOrder['related'];
  if (input.related) {
    const [found] = await relatedOptions(
      ctx.deps.db,
      ctx.auth.user.tenantId,
      input.related.kind,
      undefined,
      input.related.id,
    );
    if (!found) throw badInput('workOrder.relatedUnknown', { kind: input.related.kind });
    related = { kind: input.related.kind, ...found };
  }
  const { id } = await ctx.deps.db.transaction((tx) =>
    openWorkOrder(ctx, tx, { ...input, related }),
  );
  return { id };
};

/**
 * Runs a change on the caller's order, locked, in one transaction; another tenant's id answers
 * 404 as for one that never existed. Who the caller is is read first, outside the transaction
 * (PGlite has one connection, which the transaction holds).
 */
async function changeVisible<T>(
  ctx: ServiceContext,
  id: string,
  work: (tx: DbOrTx, side: WorkOrderSide, order: repo.WorkOrderRecord) => Promise<T>,
): Promise<T> {
  const { side, scope } = await viewerOf(ctx);
  return ctx.deps.db.transaction(async (tx) => {
    const order = await repo.lockWorkOrder(tx, scope, id);
    if (!order) throw notFound('workOrder.notFound');
    return work(tx, side, order);
  });
}

export const replyToWorkOrder: ServiceOf<typeof calls.workOrderReply> = async (ctx, input) => {
  const now = ctx.deps.now();
  const userId = ctx.auth.user.id;
  return changeVisible(ctx, input.id, async (tx, side, order) => {
    const status = order.status as WorkOrderStatus;
    const next = replyMoves(side, status);
    if (!next) throw conflict('workOrder.noReply', { status: statusWord(ctx, status) });
    const replyId = await repo.insertReply(tx, {
      tenantId: order.tenantId,
      workOrderId: order.id,
      authorId: userId,
      side,
      body: input.body,
      status: next === status ? null : next,
      createdAt: now,
    });
    await attachOwn(tx, userId, input.attachmentIds, {
      tenantId: order.tenantId,
      workOrderId: order.id,
      replyId,
    });
    const support = side === 'support';
    await repo.updateWorkOrder(tx, order.id, {
      status: next,
      updatedAt: now,
      ...(support
        ? {
            supportReadAt: now,
            firstRespondedAt: order.firstRespondedAt ?? now,
            assigneeId: order.assigneeId ?? userId,
          }
        : { customerReadAt: now }),
    });
    await tellOtherSide(tx, order, { side, userId }, { kind: 'replied' }, now);
    return { id: replyId };
  });
};

export const actOnWorkOrder: ServiceOf<typeof calls.workOrderAct> = async (ctx, input) => {
  const now = ctx.deps.now();
  const userId = ctx.auth.user.id;
  const rule = WORK_ORDER_TRANSITIONS[input.action];
  return changeVisible(ctx, input.id, async (tx, side, order) => {
    if (rule.by !== side) throw forbidden('workOrder.notYourAction');
    const status = order.status as WorkOrderStatus;
    if (!(rule.from as readonly string[]).includes(status)) {
      throw conflict('workOrder.badTransition', {
        action: translate(ctx.lang, `workOrder.action.${input.action}` as MessageKey),
        status: statusWord(ctx, status),
      });
    }
    const to: WorkOrderStatus = rule.to;
    const sla = WORK_ORDER_SLA[order.severity as WorkOrderSeverity];
    await repo.updateWorkOrder(tx, order.id, {
      status: to,
      updatedAt: now,
      ...(input.action === 'accept' ? { assigneeId: order.assigneeId ?? userId } : {}),
      ...(to === 'resolved' ? { resolvedAt: now } : {}),
      ...(to === 'closed' ? { closedAt: now } : {}),
      ...(input.action === 'confirm'
        ? { rating: input.rating ?? null, ratingComment: input.comment ?? null }
        : {}),
      // A reopened order is a fresh problem: it gets a fresh resolution time.
      ...(to === 'reopened'
        ? {
            resolvedAt: null,
            closedAt: null,
            resolutionDue: new Date(now.getTime() + sla.resolutionMs),
          }
        : {}),
      ...(side === 'support' ? { firstRespondedAt: order.firstRespondedAt ?? now } : {}),
    });
    await repo.insertReply(tx, {
      tenantId: order.tenantId,
      workOrderId: order.id,
      authorId: userId,
      side,
      body: input.comment ?? '',
      status: to,
      createdAt: now,
    });
    await tellOtherSide(tx, order, { side, userId }, { kind: 'status', status: to }, now);
    return { id: order.id };
  });
};

export const assignWorkOrder: ServiceOf<typeof calls.workOrderAssign> = async (ctx, input) => {
  const now = ctx.deps.now();
  return changeVisible(ctx, input.id, async (tx, side, order) => {
    if (side !== 'support') throw forbidden('workOrder.notYourAction');
    const staff = await repo.supportStaff(tx);
    if (!staff.some((s) => s.id === input.assigneeId)) throw badInput('workOrder.notSupport');
    await repo.updateWorkOrder(tx, order.id, { assigneeId: input.assigneeId, updatedAt: now });
    await tellOtherSide(
      tx,
      { ...order, assigneeId: input.assigneeId },
      { side, userId: ctx.auth.user.id },
      { kind: 'assigned' },
      now,
    );
    return { id: order.id };
  });
};

export async function workOrderUnread(ctx: ServiceContext): Promise<number> {
  const { side, scope } = await viewerOf(ctx);
  return repo.unreadCount(ctx.deps.db, scope, side);
}

export async function workOrderRelatedOptions(
  ctx: ServiceContext,
  input: CallIn<typeof calls.workOrderRelatedOptions>,
) {
  return relatedOptions(ctx.deps.db, ctx.auth.user.tenantId, input.kind, input.keyword);
}

export async function workOrderSupportOptions(ctx: ServiceContext) {
  const { side } = await viewerOf(ctx);
  if (side !== 'support') throw forbidden('workOrder.supportOnly');
  const [tenants, staff] = await Promise.all([
    repo.tenantsWithOrders(ctx.deps.db),
    repo.supportStaff(ctx.deps.db),
  ]);
  return { tenants, assignees: staff.map(({ id, label }) => ({ id, label })) };
}
