import { ALARM_CENTRE_CODE } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';
import { WARNING_ROUTES } from './lib/paths.ts';

/** The warning centre (v10-2, reached from alarm management), its notices and its contacts. */
const access = { code: ALARM_CENTRE_CODE };
export const pages: readonly PageDef[] = [
  { path: WARNING_ROUTES.index, load: () => import('./pages/warning-index-page.tsx'), access },
  { path: WARNING_ROUTES.byType, load: () => import('./pages/warning-type-page.tsx'), access },
  { path: WARNING_ROUTES.messages, load: () => import('./pages/warning-message-page.tsx'), access },
  { path: WARNING_ROUTES.contacts, load: () => import('./pages/contacts-page.tsx'), access },
];
