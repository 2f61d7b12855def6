export { monitorHref } from './lib/paths.ts';
