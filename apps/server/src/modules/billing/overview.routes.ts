import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './overview.service.ts';

export function overviewRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    billingHome: svc.billingHome,
    billingOverview: svc.billingOverview,
    billingBalances: svc.billingBalances,
    consumptionList: svc.consumptionList,
    customContractList: svc.contracts,
  });
  // Cached per tenant and checked against the ledger's version at every request: invalidating
  // by NOTIFY would put its commit lock into every spend (lib/list-cache.ts, answerStamped).
  serve(app, calls.ledgerHistory, svc.ledgerHistory, {
    scope: (ctx) => ctx.auth.user.tenantId,
    stamp: svc.ledgerHistoryStamp,
  });
}
