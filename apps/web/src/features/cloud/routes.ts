import type { PageDef } from '../../lib/page-def.ts';

/** The cloud screens; the app collects every feature's routes.ts. */
export const pages: readonly PageDef[] = [
  {
    path: '/cloudAccount/index',
    load: () => import('./pages/cloud-account-page.tsx'),
  },
  {
    path: '/resourceManage/cloudResource/tx/uploadkey',
    load: () => import('./pages/upload-key-page.tsx'),
    access: { code: 'v9' },
  },
];
