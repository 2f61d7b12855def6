import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIdempotencyKey } from './use-idempotency-key.ts';

describe('useIdempotencyKey (a money form moves money once)', () => {
  it('sends the same key for the same request until it succeeds', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amountFen: 100 });
    rerender();
    expect(result.current.keyFor({ amountFen: 100 })).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a new key when the request changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amountFen: 100 });
    const second = result.current.keyFor({ amountFen: 200 });
    expect(second).not.toBe(first);
  });

  it('makes a new key for the next operation after a success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amountFen: 100 });
    result.current.done();
    expect(result.current.keyFor({ amountFen: 100 })).not.toBe(first);
  });
});
