import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './recharge.service.ts';

export function rechargeRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    receiptUpload: svc.uploadReceipt,
    receiptGet: svc.getReceipt,
    rechargeSubmit: svc.submitRecharge,
    rechargeList: svc.listRecharges,
    rechargeCancel: svc.cancelRecharge,
    rechargeReview: svc.reviewRecharge,
  });
}
