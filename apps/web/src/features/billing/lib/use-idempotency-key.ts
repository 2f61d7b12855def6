import { useCallback, useRef } from 'react';

/** A call's input without its key: what the form decides. */
export type Unkeyed<C> = Omit<C, 'idempotencyKey'>;

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
  /** Sends the request with its key; the key is let go only once the call has succeeded. */
  send: <C extends { idempotencyKey: string }>(
    request: Unkeyed<C>,
    call: (input: C) => Promise<unknown>,
  ) => Promise<void>;
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
  const send = useCallback(
    async <C extends { idempotencyKey: string }>(
      request: Unkeyed<C>,
      call: (input: C) => Promise<unknown>,
    ) => {
      // The request is C less its key; put back, it is C again.
      await call({ ...request, idempotencyKey: keyFor(request) } as C);
      done();
    },
    [keyFor, done],
  );
  return { keyFor, done, send };
}
