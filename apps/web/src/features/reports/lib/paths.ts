import { CONSOLE_BASE_PATH } from '@ecloud/contract';

/** The spec's report screens: home, create, and condition (ours: editing a definition). */
export const REPORT_ROUTES = {
  home: '/reportformCenter/index',
  create: '/reportformCenter/create',
  condition: '/reportformCenter/condition',
} as const;

export const reportHref = {
  home: () => `${CONSOLE_BASE_PATH}${REPORT_ROUTES.home}`,
  create: () => `${CONSOLE_BASE_PATH}${REPORT_ROUTES.create}`,
  condition: (id: string) => `${CONSOLE_BASE_PATH}${REPORT_ROUTES.condition}?id=${id}`,
};
