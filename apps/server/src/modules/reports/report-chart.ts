import { formatFen, type ExportColumn } from '@ecloud/contract';
import type { Row } from '../export/export-file.ts';
import { valueAt } from '../export/export-file.ts';

/** Groups drawn as bars; the rest are summed as one (as expense analysis does). */
const TOP_GROUPS = 10;

export interface ChartSummary {
  /** The text column the rows are grouped by, and the money column summed (or none: a count). */
  group: ExportColumn;
  value: ExportColumn | null;
  bars: { label: string; value: number }[];
}

/**
 * What a report's chart shows, chosen from its own columns: rows grouped by the text column with
 * the fewest distinct values (type, provider, source: a useful grouping, never names or IPs),
 * summing its first money column, or counting rows when it has none. None without a text column.
 * A grouped report names its columns (`pick`): its groups, summing the measure chosen.
 */
export function summarise(
  columns: ExportColumn[],
  rows: Row[],
  other: string,
  pick?: { group: string; value: string },
): ChartSummary | null {
  const shown = (c: ExportColumn, row: Row) => {
    const v = valueAt(row, c.key);
    const s = v === null || v === undefined ? '' : String(v);
    return c.values?.[s] ?? s;
  };
  const picked = pick && {
    group: columns.find((c) => c.key === pick.group),
    value: columns.find((c) => c.key === pick.value),
  };
  const texts = columns.filter((c) => (c.kind ?? 'text') === 'text');
  if (texts.length === 0 && !picked?.group) return null;
  const distinct = texts.map((c) => new Set(rows.map((r) => shown(c, r))).size);
  const group = picked?.group ?? texts[distinct.indexOf(Math.min(...distinct))]!;
  const value = picked?.value ?? columns.find((c) => c.kind === 'money') ?? null;
  // Money is summed in fen (integers, exact) and drawn in yuan.
  const sums = new Map<string, number>();
  for (const row of rows) {
    const v = value ? Number(valueAt(row, value.key) ?? 0) : 1;
    const key = shown(group, row) || '-';
    sums.set(key, (sums.get(key) ?? 0) + (Number.isFinite(v) ? v : 0));
  }
  const sorted = [...sums].sort((a, b) => b[1] - a[1]);
  const top = sorted.slice(0, TOP_GROUPS);
  const rest = sorted.slice(TOP_GROUPS).reduce((n, [, v]) => n + v, 0);
  if (sorted.length > TOP_GROUPS) top.push([other, rest]);
  const toShown = (v: number) =>
    value?.kind === 'money' ? Number(formatFen(v, { symbol: '', grouping: false })) : v;
  return { group, value, bars: top.map(([label, v]) => ({ label, value: toShown(v) })) };
}

/**
 * The summary as a bar chart in SVG, drawn by ECharts' server-side renderer (no browser).
 * ECharts loads with the first PDF, not at start (about 0.4 s of a start that should take under
 * 2 s).
 */
export async function chartSvg(
  s: ChartSummary,
  width: number,
  height: number,
  font: string,
): Promise<string> {
  const echarts = await import('echarts');
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  chart.setOption({
    animation: false,
    textStyle: { fontFamily: font },
    grid: { left: 60, right: 20, top: 20, bottom: 70 },
    xAxis: {
      type: 'category',
      data: s.bars.map((b) => b.label),
      axisLabel: { interval: 0, rotate: s.bars.length > 5 ? 30 : 0, fontSize: 10 },
    },
    yAxis: { type: 'value', axisLabel: { fontSize: 10 } },
    series: [{ type: 'bar', data: s.bars.map((b) => b.value), itemStyle: { color: '#1677ff' } }],
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}
