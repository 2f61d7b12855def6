import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as check from './renewals-check.service.ts';
import * as svc from './renewals.service.ts';

/** Renewals of subscription resources (/renewManage, issue 13 section 4). */
export function renewalsRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    renewList: svc.listRenewable,
    renewCommit: svc.commitRenewal,
    renewOrder: svc.renewalOrder,
    renewAutoToggle: svc.toggleAutoRenew,
    renewCheckList: check.renewalsToCheck,
    renewSettle: check.settleRenewal,
  });
}
