import { CONSOLE_BASE_PATH } from '@ecloud/contract';

/** The cost analysis screens (spec section 2). */
export const COST_ROUTES = {
  overview: '/assetsView/businessView/assetsViewIndex',
  billDetail: '/assetsView/businessView/billDetail',
  analysis: '/assetsView/businessView/costAnalysisIndex',
  budgets: '/assetsView/businessView/budgetIndex',
  currentBill: '/resourceManage/cloudResource/tx/currentBill',
} as const;

export const costHref = {
  overview: () => `${CONSOLE_BASE_PATH}${COST_ROUTES.overview}`,
  /** Bill detail, of a partner's customer when one is named. */
  billDetail: (customer?: string) =>
    `${CONSOLE_BASE_PATH}${COST_ROUTES.billDetail}${customer ? `?${new URLSearchParams({ customer })}` : ''}`,
  /** Bill detail filtered to one resource (its provider id) over a range. */
  resourceBill: (resourceId: string, startDate: string, endDate: string) =>
    `${CONSOLE_BASE_PATH}${COST_ROUTES.billDetail}?${new URLSearchParams({ resourceId, startDate, endDate })}`,
  currentBill: () => `${CONSOLE_BASE_PATH}${COST_ROUTES.currentBill}`,
  budgets: () => `${CONSOLE_BASE_PATH}${COST_ROUTES.budgets}`,
};
