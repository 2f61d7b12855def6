export { Chart } from './lazy-chart.tsx';
export type { ChartOption, ChartProps } from './chart.tsx';
export { providerItemStyle, hasProviderPattern } from './provider-style.ts';
export { OTHER_COLOR, groupColor } from './series-colors.ts';
export { yuanAsMoney } from './money-value.ts';
