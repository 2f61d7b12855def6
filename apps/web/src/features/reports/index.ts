export { reportHref } from './lib/paths.ts';
