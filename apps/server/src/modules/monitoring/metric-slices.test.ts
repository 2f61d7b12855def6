import { describe, expect, it } from 'vitest';
import { slicesByResource, type PointBatch } from './metrics.repository.ts';

/** `n` points for each resource, two metrics. */
function batchOf(resources: string[], n: number): PointBatch {
  const b: PointBatch = { resourceIds: [], metrics: [], ats: [], values: [] };
  for (let i = 0; i < n; i++) {
    for (const r of resources) {
      b.resourceIds.push(r);
      b.metrics.push(i % 2 ? 'cpu' : 'mem');
      b.ats.push(i * 60_000);
      b.values.push(i);
    }
  }
  return b;
}

describe('a poll’s points in slices of whole resources', () => {
  it('keeps every point, each resource in one slice, slices near the size asked', () => {
    const b = batchOf(['a', 'b', 'c', 'd', 'e'], 300);
    const slices = slicesByResource(b, 700);
    expect(slices.reduce((s, x) => s + x.values.length, 0)).toBe(b.values.length);
    const seen = new Map<string, number>();
    for (const [i, s] of slices.entries()) {
      expect(s.values.length).toBeLessThanOrEqual(700);
      for (const r of new Set(s.resourceIds)) {
        expect(seen.has(r), r).toBe(false);
        seen.set(r, i);
      }
      expect(s.ats.length).toBe(s.values.length);
      expect(s.metrics.length).toBe(s.values.length);
    }
    expect(slices.map((s) => s.values.length)).toEqual([600, 600, 300]);
  });

  it('gives a resource larger than a slice a slice of its own', () => {
    const slices = slicesByResource(batchOf(['a', 'b'], 900), 500);
    expect(slices.map((s) => [...new Set(s.resourceIds)])).toEqual([['a'], ['b']]);
  });

  it('has no slice for no points', () => {
    expect(slicesByResource(batchOf([], 10))).toEqual([]);
  });
});
