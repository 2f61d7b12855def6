import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import {
  createQuotaRequest,
  listQuotaRequests,
  reviewQuotaRequest,
  withdrawQuotaRequest,
} from './quota.service.ts';

export function quotaRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    quotaList: listQuotaRequests,
    quotaCreate: createQuotaRequest,
    quotaReview: reviewQuotaRequest,
    quotaWithdraw: withdrawQuotaRequest,
  });
}
