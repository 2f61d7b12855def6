import type { ComponentType } from 'react';
import {
  AUDIT_CODES,
  BILLING_CODES,
  effectiveAuthCodes,
  hasPermission,
  matchRoute,
  addressAllows,
  type LoginFlag,
  type UserInfo,
} from '@ecloud/contract';

export interface PageDef {
  /** A route of the contract's route table (spec section 2), without the /console base. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Who may open it. By default the console's menu rules decide (a page that is not in the
   * console's menu is closed); 'everyone' for pages every signed-in user has (home, their own
   * account); a code for pages outside the menu (checked against the user's effective grants).
   */
  access?: 'everyone' | { code: string };
}

/** The cost centre's screens (issue #4). Off-menu ones name the code that opens them. */
const cc = (page: string) => `/userCenter/costCenter/${page}`;
const BILLING_PAGES: readonly PageDef[] = [
  { path: cc('index'), load: () => import('../features/billing/pages/overview-page.tsx') },
  {
    path: cc('cosumeDetail'),
    load: () => import('../features/billing/pages/consume-detail-page.tsx'),
  },
  { path: cc('recharge'), load: () => import('../features/billing/pages/recharge-page.tsx') },
  {
    path: cc('rechargeRecord'),
    load: () => import('../features/billing/pages/recharge-record-page.tsx'),
  },
  { path: cc('appropriate'), load: () => import('../features/billing/pages/appropriate-page.tsx') },
  {
    path: cc('appropriateRecord'),
    load: () => import('../features/billing/pages/appropriate-record-page.tsx'),
  },
  {
    path: cc('cloudTicket'),
    load: () => import('../features/billing/pages/cloud-ticket-page.tsx'),
  },
  {
    path: cc('askforInvoice'),
    load: () => import('../features/billing/pages/ask-invoice-page.tsx'),
  },
  { path: cc('invoice'), load: () => import('../features/billing/pages/invoice-page.tsx') },
  {
    path: cc('refundOperateion'),
    load: () => import('../features/billing/pages/refund-operation-page.tsx'),
  },
  {
    path: cc('refundManagemen'),
    load: () => import('../features/billing/pages/refund-record-page.tsx'),
  },
  {
    path: cc('returnManagement'),
    load: () => import('../features/billing/pages/return-management-page.tsx'),
  },
  {
    path: cc('cashWithdrawal'),
    load: () => import('../features/billing/pages/cash-withdrawal-page.tsx'),
    access: { code: BILLING_CODES.returnManagement },
  },
  {
    path: cc('cashWithdrawalRecord'),
    load: () => import('../features/billing/pages/cash-withdrawal-record-page.tsx'),
  },
  {
    path: cc('bankManagement'),
    load: () => import('../features/billing/pages/bank-management-page.tsx'),
  },
  {
    path: '/userCenter/agentManage',
    load: () => import('../features/billing/pages/agent-manage-page.tsx'),
    access: { code: BILLING_CODES.returnManagement },
  },
  {
    path: '/userCenter/publicAccountManagement/index',
    load: () => import('../features/billing/pages/public-account-page.tsx'),
    access: { code: AUDIT_CODES.publicAccounts },
  },
  {
    // Ours: the spec has no route for the platform's reviewing side.
    path: cc('review'),
    load: () => import('../features/billing/pages/review-page.tsx'),
    access: { code: AUDIT_CODES.queue },
  },
];

/** The screens the app has. The menus show an entry only when its screen is here. */
export const PAGES: readonly PageDef[] = [
  {
    path: '/index',
    load: () => import('../features/home/pages/home-page.tsx'),
    access: 'everyone',
  },
  {
    path: '/userCenter/myAccount',
    load: () => import('../features/identity/pages/my-account-page.tsx'),
    access: 'everyone',
  },
  {
    path: '/userCenter/accountManage',
    load: () => import('../features/identity/pages/account-manage-page.tsx'),
  },
  {
    path: '/userCenter/roleManage',
    load: () => import('../features/identity/pages/role-manage-page.tsx'),
  },
  {
    path: '/userCenter/messageCenter/index',
    load: () => import('../features/messages/pages/message-center-page.tsx'),
  },
  {
    path: '/cloudAccount/index',
    load: () => import('../features/cloud/pages/cloud-account-page.tsx'),
  },
  {
    path: '/resource/pubCloud/host',
    load: () => import('../features/resources/pages/host-page.tsx'),
  },
  {
    path: '/resource/pubCloud/disk',
    load: () => import('../features/resources/pages/disk-page.tsx'),
  },
  {
    path: '/resource/pubCloud/database',
    load: () => import('../features/resources/pages/database-page.tsx'),
  },
  {
    path: '/resource/pubCloud/redis',
    load: () => import('../features/resources/pages/redis-page.tsx'),
  },
  {
    path: '/resource/pubCloud/mongo',
    load: () => import('../features/resources/pages/mongo-page.tsx'),
  },
  {
    path: '/resource/pubCloud/pubIp',
    load: () => import('../features/resources/pages/pub-ip-page.tsx'),
  },
  {
    path: '/resource/pubCloud/priNet',
    load: () => import('../features/resources/pages/pri-net-page.tsx'),
  },
  {
    path: '/resource/tabs/index',
    load: () => import('../features/resources/pages/tag-list-page.tsx'),
  },
  {
    path: '/resource/tabs/resource',
    load: () => import('../features/resources/pages/tag-binding-page.tsx'),
  },
  {
    path: '/resourceManage/cloudResource/:cloud',
    load: () => import('../features/resources/pages/cloud-resource-page.tsx'),
    access: { code: 'v8' },
  },
  {
    path: '/resourceManage/cloudResource/tx/uploadkey',
    load: () => import('../features/cloud/pages/upload-key-page.tsx'),
    access: { code: 'v9' },
  },
  {
    path: '/resourceManage/quotaApply',
    load: () => import('../features/resources/pages/quota-apply-page.tsx'),
    access: { code: 'v9' },
  },
  ...BILLING_PAGES,
];

export const hasPage = (index: string): boolean => PAGES.some((p) => matchRoute(p.path, index));

/** Whether the user may open a page of this console by its address (not just from the menu). */
export function pageAllowed(
  page: PageDef,
  loginFlag: LoginFlag,
  user: Pick<UserInfo, 'authCodes' | 'customType'>,
  path: string,
): boolean {
  if (page.access === 'everyone') return true;
  const byMenu = addressAllows(loginFlag, user, path);
  if (byMenu !== undefined) return byMenu;
  return page.access ? hasPermission(effectiveAuthCodes(user.authCodes), page.access.code) : false;
}
