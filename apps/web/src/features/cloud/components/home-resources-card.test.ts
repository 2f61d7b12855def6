import { describe, expect, it } from 'vitest';
import { providerByCode, type HomeSummary } from '@ecloud/contract';
import { resourcesOption } from './home-resources-card.tsx';

describe('home resources chart', () => {
  it('stacks a series per provider in its chart colours, over the types that have resources', () => {
    const summary = {
      byProviderType: [
        { provider: 'ALI', type: 'host', count: 4 },
        { provider: 'ALI', type: 'disk', count: 6 },
        { provider: 'AWS', type: 'host', count: 2 },
        { provider: 'HUAWEI', type: 'redis', count: 0 },
      ],
    } as HomeSummary;
    const option = resourcesOption(
      summary,
      (x) => x,
      (x) => x,
    ) as {
      xAxis: { data: string[] };
      series: {
        name: string;
        stack: string;
        data: number[];
        itemStyle: { color: { colorStops: { color: string }[] } };
      }[];
    };
    expect(option.xAxis.data).toEqual(['host', 'disk']);
    expect(option.series.map((s) => s.name)).toEqual(['ALI', 'AWS']);
    expect(option.series[0]!.data).toEqual([4, 6]);
    expect(option.series[1]!.data).toEqual([2, 0]);
    const ali = providerByCode('ALI')!.chartColor.gradient;
    expect(option.series[0]!.itemStyle.color.colorStops.map((c) => c.color)).toEqual([
      ali.start,
      ali.end,
    ]);
    expect(new Set(option.series.map((s) => s.stack)).size).toBe(1);
  });
});
