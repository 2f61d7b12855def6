/** A unique violation, however the driver or Drizzle wraps it (the code may sit on `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Runs `work`; a unique violation it raises becomes the caller's own error (a named conflict). */
export async function onUnique<T>(work: () => Promise<T>, asError: () => Error): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw isUniqueViolation(err) ? asError() : err;
  }
}
