import { describe, expect, it } from 'vitest';
import { lockoutState, refusalFor } from './lockout.ts';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const fails = (ips: string[], start = 0) => ips.map((ip, i) => ({ ip, at: at(start + i) }));

describe('lockoutState', () => {
  it('locks an address after five failures for fifteen minutes from the oldest that counts', () => {
    const state = lockoutState(fails(['a', 'a', 'a', 'a', 'a']));
    expect(state.lockedSources).toEqual([
      { address: 'a', failures: 5, lockedUntil: new Date(at(0).getTime() + 15 * 60_000) },
    ]);
    expect(refusalFor(state, 'a', at(10))).toEqual({ kind: 'locked', minutes: 15 });
    expect(refusalFor(state, 'b', at(10))).toBeNull();
  });

  it('no delay under five failures; 1 s after the fifth, doubling, capped at 60 s', () => {
    expect(lockoutState(fails(['a', 'b', 'c', 'd'])).throttledUntil).toBeNull();
    const delays = [5, 6, 7, 8, 12, 20, 40].map((n) => {
      const state = lockoutState(fails(Array.from({ length: n }, (_, i) => `ip${i}`)));
      return state.throttledUntil!.getTime() - at(n - 1).getTime();
    });
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000]);
  });
});
