import type { PageDef } from '../../lib/page-def.ts';
import { REPORT_ROUTES } from './lib/paths.ts';

const editor = () => import('./pages/report-edit-page.tsx');

/**
 * The report centre. Every signed-in user has it: what a report may list is checked per subject
 * by the server (the subject's own list permission).
 */
export const pages: readonly PageDef[] = [
  {
    path: REPORT_ROUTES.home,
    load: () => import('./pages/report-home-page.tsx'),
    access: 'everyone',
  },
  { path: REPORT_ROUTES.create, load: editor, access: 'everyone' },
  { path: REPORT_ROUTES.condition, load: editor, access: 'everyone' },
];
