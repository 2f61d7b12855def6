import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import { getAttachment, uploadAttachment } from './attachments.service.ts';
import * as svc from './workorders.service.ts';

export function workOrdersRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    workOrderList: svc.listWorkOrders,
    workOrderDetail: svc.workOrderDetail,
    workOrderCreate: svc.createWorkOrder,
    workOrderReply: svc.replyToWorkOrder,
    workOrderAct: svc.actOnWorkOrder,
    workOrderAssign: svc.assignWorkOrder,
    workOrderUnread: svc.workOrderUnread,
    workOrderAttachmentUpload: uploadAttachment,
    workOrderAttachmentGet: getAttachment,
    workOrderRelatedOptions: svc.workOrderRelatedOptions,
    workOrderSupportOptions: svc.workOrderSupportOptions,
  });
}
