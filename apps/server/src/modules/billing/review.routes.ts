import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './review.service.ts';

export function reviewRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    reviewQueue: svc.reviewQueue,
    tenantOptions: svc.tenantOptions,
  });
}
