import type { PageDef } from '../../lib/page-def.ts';
import { COST_ROUTES } from './lib/paths.ts';

/** Cost analysis (menu v4). Bill detail is reached from the overview, with its code. */
export const pages: readonly PageDef[] = [
  { path: COST_ROUTES.overview, load: () => import('./pages/cost-overview-page.tsx') },
  { path: COST_ROUTES.analysis, load: () => import('./pages/cost-analysis-page.tsx') },
  { path: COST_ROUTES.budgets, load: () => import('./pages/budget-page.tsx') },
  { path: COST_ROUTES.currentBill, load: () => import('./pages/current-bill-page.tsx') },
  {
    path: COST_ROUTES.billDetail,
    load: () => import('./pages/bill-detail-page.tsx'),
    access: { code: 'v4-1' },
  },
];
