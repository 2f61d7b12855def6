import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { useReducedMotion } from '../../lib/reduced-motion.ts';

// Only the chart kinds the console draws are registered, to keep the lazily loaded chunk small.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export type ChartOption = EChartsCoreOption;

export interface ChartProps {
  option: ChartOption;
  height?: number;
  /** Accessible name: charts are pictures to a screen reader. */
  label: string;
  testId?: string;
}

/**
 * An ECharts chart that follows its container's width, without animation when the system asks
 * for reduced motion. A wrapper of our own because
 * echarts-for-react's CommonJS entry breaks the Vite 8 build (see stack.md).
 */
export default function Chart({ option, height = 280, label, testId }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // No growing bars or drawn-out lines for people who asked their system for less motion.
    chart.current?.setOption(reducedMotion ? { ...option, animation: false } : option, {
      notMerge: true,
    });
  }, [option, reducedMotion]);

  return (
    <div
      ref={host}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ height, width: '100%' }}
    />
  );
}
