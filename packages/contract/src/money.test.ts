import { describe, expect, it } from 'vitest';
import { formatFen } from './money.ts';

describe('formatFen', () => {
  it('formats integer fen as yuan with grouping, without floats', () => {
    expect(formatFen(10_100_000)).toBe('¥101,000.00');
    expect(formatFen(29)).toBe('¥0.29');
    expect(formatFen(-150)).toBe('-¥1.50');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(123456789012345678n)).toBe('¥1,234,567,890,123,456.78');
    expect(formatFen(100, { symbol: '', grouping: false })).toBe('1.00');
  });
});
