import type { PageDef } from '../../lib/page-def.ts';

/** The resources screens; the app collects every feature's routes.ts. */
export const pages: readonly PageDef[] = [
  {
    path: '/resource/pubCloud/host',
    load: () => import('./pages/host-page.tsx'),
  },
  {
    path: '/resource/pubCloud/disk',
    load: () => import('./pages/disk-page.tsx'),
  },
  {
    path: '/resource/pubCloud/database',
    load: () => import('./pages/database-page.tsx'),
  },
  {
    path: '/resource/pubCloud/redis',
    load: () => import('./pages/redis-page.tsx'),
  },
  {
    path: '/resource/pubCloud/mongo',
    load: () => import('./pages/mongo-page.tsx'),
  },
  {
    path: '/resource/pubCloud/pubIp',
    load: () => import('./pages/pub-ip-page.tsx'),
  },
  {
    path: '/resource/pubCloud/priNet',
    load: () => import('./pages/pri-net-page.tsx'),
  },
  {
    path: '/resource/tabs/index',
    load: () => import('./pages/tag-list-page.tsx'),
  },
  {
    path: '/resource/tabs/resource',
    load: () => import('./pages/tag-binding-page.tsx'),
  },
  {
    path: '/resourceManage/cloudResource/:cloud',
    load: () => import('./pages/cloud-resource-page.tsx'),
    access: { code: 'v8' },
  },
  {
    path: '/resourceManage/quotaApply',
    load: () => import('./pages/quota-apply-page.tsx'),
    access: { code: 'v9' },
  },
];
