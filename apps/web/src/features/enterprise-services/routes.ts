import { SUPPORT_CODE } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';
import { SERVICE_MANAGE_PATH } from './lib/paths.ts';

/** Enterprise services (menu v12); the detail lights the index's menu entry. */
export const pages: readonly PageDef[] = [
  { path: '/service/index', load: () => import('./pages/service-index-page.tsx') },
  {
    path: '/service/detail',
    load: () => import('./pages/service-detail-page.tsx'),
    access: { code: 'v12' },
  },
  {
    // Ours: the platform's support staff keep the catalogue, reached from their work-order desk.
    path: SERVICE_MANAGE_PATH,
    load: () => import('./pages/service-manage-page.tsx'),
    access: { code: SUPPORT_CODE },
    forbidden: 'services.manage.forbidden',
  },
];
