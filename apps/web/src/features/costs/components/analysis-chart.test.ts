import { describe, expect, it } from 'vitest';
import { COST_OTHER_KEY, type CostAnalysis } from '@ecloud/contract';
import { OTHER_COLOR, providerItemStyle } from '../../../components/chart/index.ts';
import { analysisOption } from './analysis-chart.tsx';

const analysis = (keys: string[]): CostAnalysis => ({
  groups: keys.map((key, i) => ({ key, label: key, total: 1000 - i })),
  points: keys.map((key) => ({ period: '2026-11-01', key, amount: 100 })),
  total: keys.length * 100,
});
type Series = { name: string; itemStyle: { color?: unknown } };
const seriesOf = (a: CostAnalysis, byProvider = false) =>
  analysisOption(a, 'bar', byProvider, (k) => k).series as Series[];

describe('the expense analysis chart colours', () => {
  it('gives the ten largest groups ten colours and the rest grey, none twice', () => {
    const keys = [...Array.from({ length: 10 }, (_, i) => `res-${i}`), COST_OTHER_KEY];
    const series = seriesOf(analysis(keys));
    const colors = series.map((s) => s.itemStyle.color);
    expect(new Set(colors).size).toBe(11);
    expect(series.at(-1)).toMatchObject({
      name: COST_OTHER_KEY,
      itemStyle: { color: OTHER_COLOR },
    });
  });

  it('keeps the providers in their own colours, and the rest grey beside them', () => {
    const series = seriesOf(analysis(['ALI', 'HUAWEI', COST_OTHER_KEY]), true);
    expect(series[0]!.itemStyle).toEqual(providerItemStyle('ALI'));
    expect(series[1]!.itemStyle).toEqual(providerItemStyle('HUAWEI'));
    expect(series[2]!.itemStyle).toEqual({ color: OTHER_COLOR });
  });
});
