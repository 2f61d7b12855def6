import { cny } from '../lib/format.ts';

/**
 * A small bar chart of daily amounts drawn as SVG: the resource drawer opens on inventory
 * screens, which should not load ECharts for thirty bars. Each bar names its day and amount.
 */
export function CostSparkline({
  days,
  label,
  width = 300,
  height = 48,
}: {
  days: { date: string; amount: number }[];
  label: string;
  width?: number;
  height?: number;
}) {
  const max = Math.max(1, ...days.map((d) => d.amount));
  const step = width / Math.max(1, days.length);
  const bar = Math.max(1, step - 2);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-testid="cost-sparkline"
    >
      {days.map((d, i) => {
        const h = d.amount > 0 ? Math.max(2, (d.amount / max) * (height - 2)) : 1;
        return (
          <rect
            key={d.date}
            x={i * step + 1}
            y={height - h}
            width={bar}
            height={h}
            rx={1}
            fill={d.amount > 0 ? 'var(--ant-color-primary, #1677ff)' : 'rgba(0,0,0,0.12)'}
          >
            <title>{`${d.date}: ${cny(d.amount)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
