import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './withdrawal.service.ts';

export function withdrawalRoutes(app: FastifyInstance): void {
  serve(app, calls.withdrawalSubmit, (ctx, input) => svc.submitWithdrawal(ctx, input));
  serve(app, calls.withdrawalList, (ctx, input) => svc.listWithdrawals(ctx, input));
  serve(app, calls.withdrawalCancel, (ctx, input) => svc.cancelWithdrawal(ctx, input));
  serve(app, calls.withdrawalReview, (ctx, input) => svc.reviewWithdrawal(ctx, input));
}
