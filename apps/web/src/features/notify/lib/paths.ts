import { CONSOLE_BASE_PATH, type WarningType } from '@ecloud/contract';

/**
 * The warning centre (spec: /userCenter/warningCenter/*) and, ours, its contacts and channels,
 * kept beside it as Alibaba's CloudMonitor keeps alarm contacts under its alarm service.
 */
export const WARNING_ROUTES = {
  index: '/userCenter/warningCenter/index',
  byType: '/userCenter/warningCenter/warning/:warningType',
  messages: '/userCenter/warningCenter/warningMessage',
  contacts: '/userCenter/warningCenter/contacts',
} as const;

export const warningPath = {
  index: () => WARNING_ROUTES.index,
  byType: (type: WarningType) => `/userCenter/warningCenter/warning/${type}`,
  messages: () => WARNING_ROUTES.messages,
  contacts: () => WARNING_ROUTES.contacts,
};
export const warningHref = (path: string) => `${CONSOLE_BASE_PATH}${path}`;
