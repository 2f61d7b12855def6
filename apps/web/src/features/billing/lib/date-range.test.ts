import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeInstants, rangePresets, toDays } from './date-range.ts';

describe('list time filters', () => {
  it('include the whole last day', () => {
    const { from, to } = rangeInstants({ from: '2026-03-01', to: '2026-03-31' });
    expect(dayjs(from).format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 00:00');
    expect(dayjs(to).format('YYYY-MM-DD HH:mm')).toBe('2026-04-01 00:00');
  });

  it('leave out an open or broken end', () => {
    expect(rangeInstants({})).toEqual({ from: undefined, to: undefined });
    expect(rangeInstants({ from: 'junk' }).from).toBeUndefined();
  });

  it('offer last month as its first to its last day', () => {
    const now = dayjs('2026-03-15T10:00:00');
    const last = rangePresets(now).find((p) => p.key === 'lastMonth')!.value;
    expect(toDays(last)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
