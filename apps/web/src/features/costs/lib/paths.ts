import { CONSOLE_BASE_PATH } from '@ecloud/contract';

/** The cost analysis screens (spec section 2). */
export const COST_ROUTES = {
  overview: '/assetsView/businessView/assetsViewIndex',
  billDetail: '/assetsView/businessView/billDetail',
  analysis: '/assetsView/businessView/costAnalysisIndex',
  budgets: '/assetsView/businessView/budgetIndex',
} as const;

export const costHref = {
  overview: () => `${CONSOLE_BASE_PATH}${COST_ROUTES.overview}`,
  billDetail: () => `${CONSOLE_BASE_PATH}${COST_ROUTES.billDetail}`,
  budgets: () => `${CONSOLE_BASE_PATH}${COST_ROUTES.budgets}`,
};
