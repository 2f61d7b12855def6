import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './withdrawal.service.ts';

export function withdrawalRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    withdrawalSubmit: svc.submitWithdrawal,
    withdrawalList: svc.listWithdrawals,
    withdrawalCancel: svc.cancelWithdrawal,
    withdrawalReview: svc.reviewWithdrawal,
  });
}
