import { describe, expect, it } from 'vitest';
import { collectGarbage } from './heap.ts';

describe('collectGarbage', () => {
  it('collects the old space now, without the process started with --expose-gc', () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    // Garbage kept alive long enough to leave the young generation.
    const kept: string[][] = [];
    for (let i = 0; i < 200; i++) kept.push(Array.from({ length: 2_000 }, (_, j) => `${i}:${j}`));
    const before = process.memoryUsage().heapUsed;
    kept.length = 0;
    collectGarbage();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 10_000_000);
    // Exposed for that call only.
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
