import { LOGIN_FLAG, type LoginFlag } from './constants.ts';

/** The route table of spec section 2 (paths relative to the console base path). */
export interface RouteDef {
  path: string;
  /** Main area only, no left menu. */
  noLeft?: boolean;
}

export const CONSOLE_ROUTES: readonly RouteDef[] = [
  { path: '/index' },
  { path: '/businessView/addView/:cloudId/:cloudCode/:businessType', noLeft: true },
  {
    path: '/businessView/updataView/:cloudId/:viewId/:viewName/:viewSort/:cloudCode/:businessType',
    noLeft: true,
  },
  { path: '/businessView/updataView1/:cloudId/:viewId/:projectId', noLeft: true },
  { path: '/businessView/addGroup/:viewId/:cloudId', noLeft: true },
  { path: '/renewManage' },
  { path: '/reportformCenter/index' },
  { path: '/reportformCenter/create' },
  { path: '/reportformCenter/condition' },
  { path: '/resourceManage/cloudResource/:cloud' },
  { path: '/resourceManage/cloudResource/tx/uploadkey' },
  { path: '/resourceManage/cloudResource/tx/currentBill' },
  { path: '/resourceManage/quotaApply' },
  { path: '/userCenter/myAccount' },
  { path: '/userCenter/accountManage' },
  { path: '/userCenter/roleManage' },
  { path: '/userCenter/agentManage' },
  { path: '/userCenter/publicAccountManagement/index' },
  ...[
    'index',
    'bankManagement',
    'cloudTicket',
    'recharge',
    'rechargeRecord',
    'cosumeDetail',
    'returnManagement',
    'cashWithdrawal',
    'cashWithdrawalRecord',
    'appropriate',
    'appropriateRecord',
    'invoice',
    'askforInvoice',
    'refundManagemen',
    'refundOperateion',
  ].map((p) => ({ path: `/userCenter/costCenter/${p}` })),
  { path: '/userCenter/warningCenter/index' },
  { path: '/userCenter/warningCenter/warning/:warningType' },
  { path: '/userCenter/warningCenter/warningMessage' },
  // Ours: the warning centre's contacts, groups and channels (docs/decisions.md, Notifications).
  { path: '/userCenter/warningCenter/contacts' },
  { path: '/userCenter/workOrderCenter/index' },
  { path: '/userCenter/messageCenter/index' },
  { path: '/newsCenter/news/:type' },
  { path: '/newsCenter/newsDetail/:id' },
  { path: '/addedService/product' },
  { path: '/addedService/bioengineering' },
  { path: '/addedService/product/calculator/:code' },
  { path: '/addedService/shoppingCar' },
  { path: '/addedService/myOrder' },
  { path: '/addedService/order/detail/:type/:id' },
  ...['host', 'disk', 'database', 'redis', 'mongo', 'pubIp', 'priNet'].map((p) => ({
    path: `/resource/pubCloud/${p}`,
  })),
  { path: '/resource/tabs/index' },
  { path: '/resource/tabs/resource' },
  { path: '/cloudView/businessView/index' },
  { path: '/cloudView/businessView/warningIndex' },
  { path: '/cloudView/warningRule/index' },
  { path: '/cloudView/warningRule/create' },
  { path: '/cloudAccount/index' },
  { path: '/assetsView/businessView/assetsViewIndex' },
  { path: '/assetsView/businessView/billDetail' },
  { path: '/assetsView/businessView/costAnalysisIndex' },
  { path: '/assetsView/businessView/budgetIndex' },
  { path: '/service/index' },
  { path: '/service/detail' },
];

export const HOME_PATH = '/index';
export const CLOUD_ACCOUNT_PATH = '/cloudAccount/index';
export const MY_ACCOUNT_PATH = '/userCenter/myAccount';

/** What a maintenance user may open before any usable cloud option is stored (spec section 2). */
export const MAINTENANCE_OPEN_PATHS: readonly string[] = [
  CLOUD_ACCOUNT_PATH,
  HOME_PATH,
  MY_ACCOUNT_PATH,
];

/**
 * The navigation guard. Returns the path to send the user to instead, or null to let them in.
 */
export function guardRedirect(
  loginFlag: LoginFlag,
  path: string,
  cloudOptionCount: number,
): string | null {
  if (loginFlag !== LOGIN_FLAG.maintenance) return null;
  if (cloudOptionCount > 0) return null;
  const normalised = path.replace(/\/+$/, '') || '/';
  return MAINTENANCE_OPEN_PATHS.includes(normalised) ? null : CLOUD_ACCOUNT_PATH;
}

/** Matches a concrete path against a route pattern with :params. */
export function matchRoute(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.replace(/\/+$/, '').split('/');
  return (
    a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? !!b[i] : seg === b[i]))
  );
}

export const isNoLeft = (path: string): boolean =>
  CONSOLE_ROUTES.some((r) => r.noLeft && matchRoute(r.path, path));
