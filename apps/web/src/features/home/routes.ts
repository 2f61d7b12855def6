import type { PageDef } from '../../lib/page-def.ts';

/** The home screens; the app collects every feature's routes.ts. */
export const pages: readonly PageDef[] = [
  {
    path: '/index',
    load: () => import('./pages/home-page.tsx'),
    access: 'everyone',
  },
];
