import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './appropriation.service.ts';

export function appropriationRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    subAccountList: svc.listSubAccounts,
    appropriate: svc.appropriate,
    recover: svc.recover,
    appropriationList: svc.listAppropriations,
  });
}
