import type { ProviderCode } from '@ecloud/contract';
import type { Database } from '../db/client.ts';
import type { cloudAccounts } from '../db/schema/index.ts';
import type { AdapterOptions, CloudAdapter } from './adapter.ts';
import { adapterFor, type CallMode } from './registry.ts';
import { openCredentials, type Keyring } from './secrets.ts';

type AccountRecord = Pick<
  typeof cloudAccounts.$inferSelect,
  'id' | 'provider' | 'simulated' | 'simConfig' | 'credentials' | 'projectId' | 'domainId'
> & {
  /** Said by every caller: the simulated cloud dates its subscriptions from it (none: its epoch). */
  createdAt: Date | undefined;
};

/** The adapter that speaks for a stored cloud account, its secrets opened with the keyring. */
export function adapterForAccount(
  deps: { db: Database; now: () => Date; keyring: Keyring; adapterOptions?: AdapterOptions },
  a: AccountRecord,
  mode: CallMode = 'background',
): CloudAdapter {
  const creds = openCredentials(deps.keyring, a.credentials);
  return adapterFor(
    {
      id: a.id,
      provider: a.provider as ProviderCode,
      simulated: a.simulated,
      simConfig: a.simConfig,
      createdAt: a.createdAt,
      credentials: {
        ...creds,
        projectId: a.projectId ?? undefined,
        domainId: a.domainId ?? undefined,
      },
    },
    deps.db,
    deps.now,
    mode,
    deps.adapterOptions,
  );
}
