import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

type Value = string | number | undefined;

/**
 * A screen's list state (page, filters, sort) kept in the address, so a reload or a shared
 * link shows the same list. Numbers stay numbers; defaults and empty values stay out of it.
 */
export function useSearchState<T extends Record<string, Value>>(
  initial: T,
): [T, (patch: Partial<T>) => void] {
  // The defaults are fixed for the life of the screen.
  const [defaults] = useState(initial);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const out: Record<string, Value> = { ...defaults };
    for (const [key, def] of Object.entries(defaults)) {
      const raw = params.get(key);
      if (raw === null || raw === '') continue;
      out[key] = typeof def === 'number' ? (Number.isFinite(Number(raw)) ? Number(raw) : def) : raw;
    }
    return out as T;
  }, [params, defaults]);
  const update = useCallback(
    (patch: Partial<T>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );
  return [state, update];
}
