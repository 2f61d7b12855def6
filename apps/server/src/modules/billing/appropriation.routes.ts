import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './appropriation.service.ts';

export function appropriationRoutes(app: FastifyInstance): void {
  serve(app, calls.subAccountList, (ctx) => svc.listSubAccounts(ctx));
  serve(app, calls.appropriate, (ctx, input) => svc.appropriate(ctx, input));
  serve(app, calls.recover, (ctx, input) => svc.recover(ctx, input));
  serve(app, calls.appropriationList, (ctx, input) => svc.listAppropriations(ctx, input));
}
