import type { Deps } from '../../lib/deps.ts';
import { defineJob, type JobKind } from '../../jobs/index.ts';
import { resealStaleSecrets } from '../../cloud/secrets-rotation.ts';

/** At start: secrets sealed under a previous key are re-sealed under the current one. */
export function cloudJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob({
      name: 'cloud.resealSecrets',
      onStart: true,
      run: async () => {
        const n = await resealStaleSecrets(deps.db, deps.keyring);
        if (n > 0) deps.log.info({ resealed: n }, 'cloud secrets re-sealed under the current key');
      },
    }),
  ];
}
