import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './costs.service.ts';
import * as current from './current-bill.service.ts';
import { budgetsRoutes } from './budgets.routes.ts';
import { costViewsRoutes } from './cost-views.routes.ts';

export function costsRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    findBillProduct: svc.findBillProduct,
    costOverview: svc.costOverview,
    costAnalysis: svc.costAnalysis,
    costAnalysisRows: svc.costAnalysisRows,
    costExplain: svc.costExplain,
    costLineList: svc.costLineList,
    costLineOriginal: svc.costLineOriginal,
    costIngest: svc.costIngest,
    costCustomers: svc.costCustomers,
    currentBillList: current.currentBillList,
    resourceCost: current.resourceCost,
    accountIngests: current.accountIngests,
  });
  budgetsRoutes(app);
  costViewsRoutes(app);
}
