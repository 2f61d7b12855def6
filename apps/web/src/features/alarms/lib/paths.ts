import { CONSOLE_BASE_PATH } from '@ecloud/contract';

/** The alarm screens: the warning centre (v10-2) and the rules (v10-3) with their form. */
export const ALARM_ROUTES = {
  centre: '/cloudView/businessView/warningIndex',
  rules: '/cloudView/warningRule/index',
  create: '/cloudView/warningRule/create',
} as const;

export const alarmHref = {
  centre: () => `${CONSOLE_BASE_PATH}${ALARM_ROUTES.centre}`,
  rules: () => `${CONSOLE_BASE_PATH}${ALARM_ROUTES.rules}`,
  create: () => `${CONSOLE_BASE_PATH}${ALARM_ROUTES.create}`,
  /** The rule form, opened on one rule. */
  edit: (id: string) => `${CONSOLE_BASE_PATH}${ALARM_ROUTES.create}?id=${encodeURIComponent(id)}`,
};
