import { inject } from 'vitest';

/** The built server this worker's files use (the worker's pool id picks one of the servers). */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}
