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
  // The busiest billing list: a page of the tenant's ledger, kept until the ledger changes.
  serve(app, calls.ledgerHistory, svc.ledgerHistory, {
    tables: ['ledger_entries', 'ledger_accounts', 'ledger_transactions'],
    scope: (ctx) => ctx.auth.user.tenantId,
  });
}
