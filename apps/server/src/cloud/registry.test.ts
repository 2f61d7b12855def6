import { describe, expect, it } from 'vitest';
import { PROVIDER_CODES } from '@ecloud/contract';
import type { Database } from '../db/client.ts';
import { adapterFor } from './registry.ts';
import { SimulatedAdapter } from './simulated/adapter.ts';

const target = (provider: (typeof PROVIDER_CODES)[number], simulated: boolean) => ({
  id: '00000000-0000-4000-8000-000000000001',
  provider,
  simulated,
  simConfig: {},
  credentials: { accessKeyId: 'AKIDEXAMPLE', secret: 'secret-example' },
});

describe('account -> adapter', () => {
  it('answers simulated accounts from the simulated cloud, shaped like their provider', () => {
    for (const p of PROVIDER_CODES) {
      const a = adapterFor(target(p, true), {} as Database, () => new Date());
      expect(a).toBeInstanceOf(SimulatedAdapter);
      expect(a.provider).toBe(p);
    }
  });

  it('gives every other account its provider’s real adapter behind the call policy', () => {
    for (const p of PROVIDER_CODES) {
      const a = adapterFor(target(p, false), {} as Database, () => new Date(), 'interactive');
      expect(a).not.toBeInstanceOf(SimulatedAdapter);
      expect(a.provider).toBe(p);
    }
  });
});
