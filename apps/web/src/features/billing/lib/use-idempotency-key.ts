import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a money-moving form. One key per intended operation, made in the
 * browser: submitting the same values again (a double submit, a retry after a lost answer)
 * sends the same key, so the server moves the money once. Changed values are a different
 * request and get a new key (the server refuses a key reused for another request); after a
 * success the next submit is a new operation and gets a new key.
 */
export function useIdempotencyKey(): {
  keyFor: (request: unknown) => string;
  done: () => void;
} {
  const current = useRef<{ key: string; request: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (current.current?.request !== text)
      current.current = { key: crypto.randomUUID(), request: text };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
