import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './refund.service.ts';

export function refundRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    refundRequest: svc.requestRefund,
    refundList: svc.listRefunds,
    refundReview: svc.reviewRefund,
  });
}
