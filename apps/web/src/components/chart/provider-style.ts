import { providerByCode } from '@ecloud/contract';

/**
 * Six providers share three colour families (Zhongjin and Tencent blue, Huawei and JD red,
 * Alibaba and AWS orange), so side by side their series look alike. Each keeps its chartColor;
 * the second of each family also carries a light pattern, and every segment a white border.
 */
const DECALS: Record<string, object | undefined> = {
  TENGXUN: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [3, 4], rotation: Math.PI / 4 },
  JINGDONG: { symbol: 'circle', symbolSize: 0.6, dashArrayX: [[6, 6]], dashArrayY: [6, 0] },
  AWS: { symbol: 'rect', dashArrayX: [[4, 4]], dashArrayY: [4, 4] },
};

/** The ECharts item style of one provider's series: gradient, separating border, pattern. */
export function providerItemStyle(code: string): Record<string, unknown> {
  const p = providerByCode(code);
  const decal = DECALS[code];
  return {
    color: p
      ? {
          type: 'linear',
          x: 0,
          y: 0,
          x2: 0,
          y2: 1,
          colorStops: [
            { offset: 0, color: p.chartColor.gradient.start },
            { offset: 1, color: p.chartColor.gradient.end },
          ],
        }
      : undefined,
    borderColor: '#fff',
    borderWidth: 1,
    ...(decal ? { decal: { color: 'rgba(255, 255, 255, 0.55)', ...decal } } : {}),
  };
}

/** Whether a provider's series carries a pattern (tests and legends read it). */
export const hasProviderPattern = (code: string): boolean => DECALS[code] !== undefined;
