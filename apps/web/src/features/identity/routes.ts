import type { PageDef } from '../../lib/page-def.ts';

/** The identity screens; the app collects every feature's routes.ts. */
export const pages: readonly PageDef[] = [
  {
    path: '/userCenter/myAccount',
    load: () => import('./pages/my-account-page.tsx'),
    access: 'everyone',
  },
  {
    path: '/userCenter/accountManage',
    load: () => import('./pages/account-manage-page.tsx'),
  },
  {
    path: '/userCenter/roleManage',
    load: () => import('./pages/role-manage-page.tsx'),
  },
];
