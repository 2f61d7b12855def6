import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Deps } from '../../lib/deps.ts';
import { JOBS } from '../index.ts';

/** Registration reads only the configuration; nothing runs here. */
const depsWith = (env: Record<string, string>) =>
  ({ config: loadConfig({ DATA_DIR: '.tmp/test-data', ...env }) }) as Deps;
const kindNames = (deps: Deps) => JOBS.flatMap((kinds) => kinds(deps)).map((k) => k.name);

describe('job registrations', () => {
  it('registers every domain kind once, sync included by default', () => {
    const names = kindNames(depsWith({}));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'cloud.resealSecrets',
        'sync.schedule',
        'sync.run',
        'billing.voucherExpiry',
      ]),
    );
  });

  it('leaves sync to other replicas with SYNC_WORKER=0, and keeps the rest', () => {
    const names = kindNames(depsWith({ SYNC_WORKER: '0' }));
    expect(names.filter((n) => n.startsWith('sync.'))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['cloud.resealSecrets', 'billing.voucherExpiry']));
  });
});
