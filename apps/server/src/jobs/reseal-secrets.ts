import type { Deps } from '../lib/deps.ts';
import { resealStaleSecrets } from '../cloud/secrets-rotation.ts';

/** At start: secrets sealed under a previous key are re-sealed under the current one. */
export const resealOnStart = async (deps: Deps): Promise<() => Promise<void>> => {
  const n = await resealStaleSecrets(deps.db, deps.keyring);
  if (n > 0) deps.log.info({ resealed: n }, 'cloud secrets re-sealed under the current key');
  return async () => {};
};
