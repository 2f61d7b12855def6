import { ALARM_RULES_CODE } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';
import { ALARM_ROUTES } from './lib/paths.ts';

/** Alarm management (v10-2) and alarm rules (v10-3) with the rule form. */
export const pages: readonly PageDef[] = [
  { path: ALARM_ROUTES.centre, load: () => import('./pages/warning-centre-page.tsx') },
  { path: ALARM_ROUTES.rules, load: () => import('./pages/rule-list-page.tsx') },
  {
    path: ALARM_ROUTES.create,
    load: () => import('./pages/rule-create-page.tsx'),
    access: { code: ALARM_RULES_CODE },
  },
];
