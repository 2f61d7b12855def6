import { lazy } from 'react';

/** The chart component, loaded on first use so ECharts stays out of the shell's bundle. */
export const Chart = lazy(() => import('./chart.tsx'));
export type { ChartOption, ChartProps } from './chart.tsx';
export { providerItemStyle, hasProviderPattern } from './provider-style.ts';
export { OTHER_COLOR, groupColor } from './series-colors.ts';
