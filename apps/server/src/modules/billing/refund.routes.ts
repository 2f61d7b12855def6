import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './refund.service.ts';

export function refundRoutes(app: FastifyInstance): void {
  serve(app, calls.refundRequest, (ctx, input) => svc.requestRefund(ctx, input));
  serve(app, calls.refundList, (ctx, input) => svc.listRefunds(ctx, input));
  serve(app, calls.refundReview, (ctx, input) => svc.reviewRefund(ctx, input));
}
