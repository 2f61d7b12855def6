import type { PageDef } from '../../lib/page-def.ts';

/** The work-order desk: one screen for customers (menu v5) and the platform's support staff. */
export const pages: readonly PageDef[] = [
  {
    path: '/userCenter/workOrderCenter/index',
    load: () => import('./pages/work-order-center-page.tsx'),
  },
];
