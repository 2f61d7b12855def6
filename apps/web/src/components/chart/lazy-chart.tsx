import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { ChartProps } from './chart.tsx';

// Loaded on first use so ECharts stays out of the shell's bundle.
const LoadedChart = lazy(() => import('./chart.tsx'));

/** The chart, with a skeleton in its place until ECharts has loaded. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
