import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './partner.service.ts';

export function partnerRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    rebateSummary: svc.rebateSummary,
    rebateList: svc.rebateList,
    agentCustomerList: svc.agentCustomers,
    partnerRateSet: svc.setPartnerRate,
  });
}
