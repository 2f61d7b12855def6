export { monitorHref } from './lib/paths.ts';
export { MetricsFreshness } from './components/metrics-freshness.tsx';
