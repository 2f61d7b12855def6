import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import {
  createQuotaRequest,
  listQuotaLimits,
  listQuotaRequests,
  reviewQuotaRequest,
  withdrawQuotaRequest,
} from './quota.service.ts';

export function quotaRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    quotaList: listQuotaRequests,
    quotaLimits: listQuotaLimits,
    quotaCreate: createQuotaRequest,
    quotaReview: reviewQuotaRequest,
    quotaWithdraw: withdrawQuotaRequest,
  });
}
