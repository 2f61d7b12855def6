import type { CloudResourceType } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';

/** The inventory entries of the resource menu (/resource/pubCloud/<entry>) and the types each lists. */
export const RESOURCE_MENU = {
  host: ['host'],
  disk: ['disk'],
  database: ['database'],
  redis: ['redis'],
  mongo: ['mongo'],
  pubIp: ['eip'],
  priNet: ['vpc', 'subnet'],
} as const satisfies Record<string, readonly CloudResourceType[]>;

/** The resources screens; the app collects every feature's routes.ts. */
export const pages: readonly PageDef[] = [
  ...Object.entries(RESOURCE_MENU).map(([entry, types]) => ({
    path: `/resource/pubCloud/${entry}`,
    load: () =>
      import('./pages/resource-type-page.tsx').then((m) => ({
        default: m.resourceTypePage(entry as keyof typeof RESOURCE_MENU, types),
      })),
  })),
  { path: '/resource/tabs/index', load: () => import('./pages/tag-list-page.tsx') },
  { path: '/resource/tabs/resource', load: () => import('./pages/tag-binding-page.tsx') },
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
