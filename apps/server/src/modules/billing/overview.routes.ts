import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './overview.service.ts';

export function overviewRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    billingHome: svc.billingHome,
    billingOverview: svc.billingOverview,
    billingBalances: svc.billingBalances,
    ledgerHistory: svc.ledgerHistory,
    consumptionList: svc.consumptionList,
    customContractList: svc.contracts,
  });
}
