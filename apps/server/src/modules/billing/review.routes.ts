import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './review.service.ts';

export function reviewRoutes(app: FastifyInstance): void {
  serve(app, calls.reviewQueue, (ctx, input) => svc.reviewQueue(ctx, input));
  serve(app, calls.tenantOptions, (ctx) => svc.tenantOptions(ctx));
}
