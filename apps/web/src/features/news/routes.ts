import { NEWS_CODE } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';
import { NEWS_ROUTES } from './lib/paths.ts';

/** The news centre (every signed-in user) and, ours, its editors' screens (NEWS_CODE). */
export const pages: readonly PageDef[] = [
  {
    path: NEWS_ROUTES.centre,
    load: () => import('./pages/news-centre-page.tsx'),
    access: 'everyone',
  },
  {
    path: NEWS_ROUTES.detail,
    load: () => import('./pages/news-detail-page.tsx'),
    access: 'everyone',
  },
  {
    // Ours: the spec has no screen for writing news.
    path: NEWS_ROUTES.manage,
    load: () => import('./pages/news-manage-page.tsx'),
    access: { code: NEWS_CODE },
    forbidden: 'news.manage.forbidden',
  },
  {
    path: NEWS_ROUTES.edit,
    load: () => import('./pages/news-edit-page.tsx'),
    access: { code: NEWS_CODE },
    forbidden: 'news.manage.forbidden',
  },
];
