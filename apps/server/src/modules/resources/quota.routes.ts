import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import {
  createQuotaRequest,
  listQuotaRequests,
  reviewQuotaRequest,
  withdrawQuotaRequest,
} from './quota.service.ts';

export function quotaRoutes(app: FastifyInstance): void {
  serve(app, calls.quotaList, (ctx, input) => listQuotaRequests(ctx, input));
  serve(app, calls.quotaCreate, (ctx, input) => createQuotaRequest(ctx, input));
  serve(app, calls.quotaReview, (ctx, input) => reviewQuotaRequest(ctx, input));
  serve(app, calls.quotaWithdraw, (ctx, input) => withdrawQuotaRequest(ctx, input));
}
