import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './cost-views.service.ts';

export function costViewsRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    costViewList: svc.costViewList,
    costViewSave: svc.costViewSave,
    costViewDelete: svc.costViewDelete,
  });
}
