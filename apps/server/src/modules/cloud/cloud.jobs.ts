import type { Deps } from '../../lib/deps.ts';
import { defineSweep, type JobKind } from '../../jobs/index.ts';
import { resealStaleSecrets } from '../../cloud/secrets-rotation.ts';

/** At start: secrets sealed under a previous key are re-sealed under the current one. */
export function cloudJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineSweep(deps.log, {
      name: 'cloud.resealSecrets',
      onStart: true,
      sweep: () => resealStaleSecrets(deps.db, deps.keyring),
      counted: 'resealed',
      message: 'cloud secrets re-sealed under the current key',
    }),
  ];
}
