import type { PageDef } from '../../lib/page-def.ts';

/** The messages screens; the app collects every feature's routes.ts. */
export const pages: readonly PageDef[] = [
  {
    path: '/userCenter/messageCenter/index',
    load: () => import('./pages/message-center-page.tsx'),
  },
];
