import type { ComponentType } from 'react';
import {
  effectiveAuthCodes,
  hasPermission,
  matchRoute,
  menuAllows,
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
  const byMenu = menuAllows(loginFlag, user, path);
  if (byMenu !== undefined) return byMenu;
  return page.access ? hasPermission(effectiveAuthCodes(user.authCodes), page.access.code) : false;
}
