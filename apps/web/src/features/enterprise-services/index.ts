export { serviceManageHref } from './lib/paths.ts';
