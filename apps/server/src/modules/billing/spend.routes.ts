import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import { spend } from './spend.service.ts';

export function spendRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    spendPost: spend,
  });
}
