import type { PageDef } from '../../lib/page-def.ts';
import { MONITOR_ROUTES } from './lib/paths.ts';

const VIEW_CODE = { code: 'v10-1' };
const viewForm = () => import('./pages/view-edit-page.tsx');
const groupForm = () => import('./pages/group-edit-page.tsx');

/** Cloud monitoring: the cloud view (v10-1) and its four no-menu editing screens. */
export const pages: readonly PageDef[] = [
  { path: MONITOR_ROUTES.index, load: () => import('./pages/cloud-view-page.tsx') },
  { path: MONITOR_ROUTES.addView, load: viewForm, access: VIEW_CODE },
  { path: MONITOR_ROUTES.editView, load: viewForm, access: VIEW_CODE },
  { path: MONITOR_ROUTES.addGroup, load: groupForm, access: VIEW_CODE },
  { path: MONITOR_ROUTES.editGroup, load: groupForm, access: VIEW_CODE },
];
