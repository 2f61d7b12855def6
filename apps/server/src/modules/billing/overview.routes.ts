import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './overview.service.ts';

export function overviewRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    billingHome: svc.billingHome,
    billingOverview: svc.billingOverview,
    billingBalances: svc.billingBalances,
    consumptionList: svc.consumptionList,
    customContractList: svc.contracts,
    // Not cached (lib/list-cache.ts): invalidating it would need NOTIFY in every spend.
    ledgerHistory: svc.ledgerHistory,
  });
}
