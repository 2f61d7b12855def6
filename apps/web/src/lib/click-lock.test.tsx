import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useClickLock } from './click-lock.ts';

describe('click lock (spec section 4)', () => {
  it('ignores clicks for 1000 ms by default', () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const { result } = renderHook(() => useClickLock(handler));
    act(() => result.current.onClick());
    act(() => result.current.onClick());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.locked).toBe(false);
    act(() => result.current.onClick());
    expect(handler).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
