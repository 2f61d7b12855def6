import type { WorkOrderSide, WorkOrderStatus } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { notifyMany, type Notification } from '../messages/notify.ts';
import { notifySubject } from '../notify/index.ts';
import type { MessageTemplate } from '../messages/templates.ts';
import { supportStaff, type WorkOrderRecord } from './workorders.repository.ts';

export type WorkOrderEvent =
  | { kind: 'opened' }
  | { kind: 'replied' }
  | { kind: 'status'; status: WorkOrderStatus }
  | { kind: 'assigned' };

const TEMPLATES: Record<WorkOrderEvent['kind'], MessageTemplate> = {
  opened: 'msg.workOrderOpened',
  replied: 'msg.workOrderReplied',
  status: 'msg.workOrderStatus',
  assigned: 'msg.workOrderAssigned',
};

const link = (id: string) => `/userCenter/workOrderCenter/index?id=${id}`;

/**
 * Tells the other side about a change: the customer who opened the order, or support (its
 * assignee, or every member of support while nobody has it). The actor is never told.
 */
export async function tellOtherSide(
  db: DbOrTx,
  order: Pick<WorkOrderRecord, 'id' | 'number' | 'tenantId' | 'createdBy' | 'assigneeId'>,
  actor: { side: WorkOrderSide; userId: string },
  event: WorkOrderEvent,
  now: Date,
): Promise<void> {
  const params = {
    ticket: `#${order.number}`,
    ...(event.kind === 'status'
      ? { status: { term: `workOrder.status.${event.status}` as MessageKey } }
      : {}),
  };
  const base = {
    type: 'workOrder' as const,
    template: TEMPLATES[event.kind],
    params,
    link: link(order.id),
  };
  let to: { tenantId: string; userId: string }[];
  if (event.kind === 'assigned') {
    const staff = (await supportStaff(db)).find((s) => s.id === order.assigneeId);
    to = staff ? [{ tenantId: staff.tenantId, userId: staff.id }] : [];
  } else if (actor.side === 'support') {
    to = [{ tenantId: order.tenantId, userId: order.createdBy }];
  } else {
    const staff = await supportStaff(db);
    const mine = staff.filter((s) => s.id === order.assigneeId);
    to = (mine.length ? mine : staff).map((s) => ({ tenantId: s.tenantId, userId: s.id }));
  }
  const list: Notification[] = to
    .filter((p) => p.userId !== actor.userId)
    .map((p) => ({ ...base, ...p }));
  await notifyMany(db, list, now);
  // And the told side's own channels (a support group's robot, a customer's on-call mailbox),
  // if its warning centre names work-order recipients: once per organisation, not per person.
  for (const tenantId of new Set(list.map((n) => n.tenantId))) {
    await notifySubject(
      db,
      'workOrder',
      undefined,
      { tenantId, warningType: 'workOrder', template: base.template, params },
      now,
    );
  }
}
