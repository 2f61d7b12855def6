import type { PageDef } from '../../lib/page-def.ts';

/** Enterprise services (menu v12); the detail lights the index's menu entry. */
export const pages: readonly PageDef[] = [
  { path: '/service/index', load: () => import('./pages/service-index-page.tsx') },
  {
    path: '/service/detail',
    load: () => import('./pages/service-detail-page.tsx'),
    access: { code: 'v12' },
  },
];
