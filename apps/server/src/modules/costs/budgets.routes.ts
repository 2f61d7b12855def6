import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './budgets.service.ts';

export function budgetsRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    budgetList: svc.budgetList,
    budgetCreate: svc.budgetCreate,
    budgetUpdate: svc.budgetUpdate,
    budgetDelete: svc.budgetDelete,
    budgetSeries: svc.budgetSeries,
    budgetAlertList: svc.budgetAlertList,
  });
}
