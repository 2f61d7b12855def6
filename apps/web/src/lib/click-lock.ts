import { useCallback, useEffect, useRef, useState } from 'react';
import { CLICK_LOCK_MS } from '@ecloud/contract';

/**
 * The click lock of spec section 4: after a click the control is disabled for 1000 ms by
 * default, or the time given, so a double click cannot send an action twice.
 */
export function useClickLock<A extends unknown[]>(
  handler: ((...args: A) => void) | undefined,
  ms: number = CLICK_LOCK_MS,
): { locked: boolean; onClick: (...args: A) => void } {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = useCallback(
    (...args: A) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      timer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, ms);
      handler?.(...args);
    },
    [handler, ms],
  );
  return { locked, onClick };
}
