import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { spend } from './spend.service.ts';

export function spendRoutes(app: FastifyInstance): void {
  serve(app, calls.spendPost, (ctx, input) => spend(ctx, input));
}
