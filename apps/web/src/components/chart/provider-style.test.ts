import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '@ecloud/contract';
import { providerItemStyle } from './provider-style.ts';

const hue = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};

describe('provider series styles', () => {
  it('keeps each chartColor and tells apart providers whose colours are alike', () => {
    for (const a of PROVIDERS) {
      const style = providerItemStyle(a.code) as {
        color: { colorStops: { color: string }[] };
        borderWidth: number;
        decal?: unknown;
      };
      expect(style.color.colorStops.map((c) => c.color)).toEqual([
        a.chartColor.gradient.start,
        a.chartColor.gradient.end,
      ]);
      expect(style.borderWidth).toBeGreaterThan(0);
      for (const b of PROVIDERS) {
        if (a.code >= b.code) continue;
        const apart = Math.abs(hue(a.chartColor.color) - hue(b.chartColor.color));
        if (Math.min(apart, 360 - apart) >= 30) continue;
        const other = providerItemStyle(b.code) as { decal?: unknown };
        expect(JSON.stringify(style.decal ?? null), `${a.code} vs ${b.code}`).not.toBe(
          JSON.stringify(other.decal ?? null),
        );
      }
    }
  });
});
