import { conflict } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** A unique violation, however the driver or Drizzle wraps it (the code may sit on `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Runs `work`; a unique violation it raises means the name is taken (the tenant's names are
 * unique per table), answered as the caller's conflict `key` naming it.
 */
export async function onNameTaken<T>(
  key: MessageKey,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(key, { name }) : err;
  }
}
