export { reportHref } from './lib/paths.ts';
export { ReportsLink } from './components/reports-link.tsx';
