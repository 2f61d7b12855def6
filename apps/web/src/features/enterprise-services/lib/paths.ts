import { CONSOLE_BASE_PATH } from '@ecloud/contract';

/** Ours (the spec has no screen for keeping the catalogue): the platform's support staff's. */
export const SERVICE_MANAGE_PATH = '/service/manage';
export const serviceManageHref = () => `${CONSOLE_BASE_PATH}${SERVICE_MANAGE_PATH}`;
export const serviceIndexHref = () => `${CONSOLE_BASE_PATH}/service/index`;
