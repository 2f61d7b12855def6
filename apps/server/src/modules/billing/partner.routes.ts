import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './partner.service.ts';

export function partnerRoutes(app: FastifyInstance): void {
  serve(app, calls.rebateSummary, (ctx) => svc.rebateSummary(ctx));
  serve(app, calls.rebateList, (ctx, input) => svc.rebateList(ctx, input));
  serve(app, calls.agentCustomerList, (ctx, input) => svc.agentCustomers(ctx, input));
  serve(app, calls.partnerRateSet, (ctx, input) => svc.setPartnerRate(ctx, input));
}
