import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './recharge.service.ts';

export function rechargeRoutes(app: FastifyInstance): void {
  serve(app, calls.receiptUpload, (ctx, input) => svc.uploadReceipt(ctx, input));
  serve(app, calls.receiptGet, (ctx, input) => svc.getReceipt(ctx, input));
  serve(app, calls.rechargeSubmit, (ctx, input) => svc.submitRecharge(ctx, input));
  serve(app, calls.rechargeList, (ctx, input) => svc.listRecharges(ctx, input));
  serve(app, calls.rechargeCancel, (ctx, input) => svc.cancelRecharge(ctx, input));
  serve(app, calls.rechargeReview, (ctx, input) => svc.reviewRecharge(ctx, input));
}
