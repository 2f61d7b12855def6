import type { ComponentType } from 'react';
import { matchRoute } from '@ecloud/contract';

export interface PageDef {
  /** A route of the contract's route table (spec section 2), without the /console base. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** The screens the app has. The menus show an entry only when its screen is here. */
export const PAGES: readonly PageDef[] = [
  { path: '/index', load: () => import('../features/home/pages/home-page.tsx') },
  {
    path: '/userCenter/myAccount',
    load: () => import('../features/identity/pages/my-account-page.tsx'),
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
];

export const hasPage = (index: string): boolean => PAGES.some((p) => matchRoute(p.path, index));
