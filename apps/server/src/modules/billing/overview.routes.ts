import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './overview.service.ts';

export function overviewRoutes(app: FastifyInstance): void {
  serve(app, calls.billingHome, (ctx) => svc.billingHome(ctx));
  serve(app, calls.billingOverview, (ctx) => svc.billingOverview(ctx));
  serve(app, calls.billingBalances, (ctx) => svc.billingBalances(ctx));
  serve(app, calls.ledgerHistory, (ctx, input) => svc.ledgerHistory(ctx, input));
  serve(app, calls.consumptionList, (ctx, input) => svc.consumptionList(ctx, input));
  serve(app, calls.customContractList, (ctx, input) => svc.contracts(ctx, input));
}
