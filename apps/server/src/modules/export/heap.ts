import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Rows written between two full collections while a long file is written. */
export const ROWS_PER_COLLECTION = 50_000;

let collect: (() => void) | null = null;

/**
 * A full garbage collection, now. A million-row file makes some gigabytes of short-lived rows,
 * cells and buffers; V8 promotes those alive across a batch's awaits and lets the old space
 * grow to several times the live heap before collecting it, so the process's peak memory grew
 * with the row count although the live heap stayed flat (measured: docs/decisions.md, Reports).
 * Collecting every ROWS_PER_COLLECTION rows bounds the peak by what that many rows leave, for
 * about 0.2 s of CPU each. `gc` is V8's own, exposed for this call only.
 */
export function collectGarbage(): void {
  if (!collect) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) collect = exposed;
    else {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as () => void;
      setFlagsFromString('--no-expose-gc');
    }
  }
  collect();
}
