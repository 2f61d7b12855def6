import type { z } from 'zod';
import type { accountListInput, keyPairListInput } from '@ecloud/contract';

export type AccountListParams = z.input<typeof accountListInput>;
export type KeyPairListParams = z.input<typeof keyPairListInput>;

/** Everything under `cloud` changes when an account changes (health, counts, summary). */
export const cloudKeys = {
  all: ['cloud'] as const,
  providers: () => [...cloudKeys.all, 'providers'] as const,
  accounts: (params: AccountListParams) => [...cloudKeys.all, 'accounts', params] as const,
  account: (id: string) => [...cloudKeys.all, 'account', id] as const,
  options: () => [...cloudKeys.all, 'options'] as const,
  regions: (provider: string, accountId?: string) =>
    [...cloudKeys.all, 'regions', provider, accountId ?? ''] as const,
  syncStatus: () => [...cloudKeys.all, 'sync-status'] as const,
  summary: () => [...cloudKeys.all, 'summary'] as const,
  keyPairs: (params: KeyPairListParams) => [...cloudKeys.all, 'key-pairs', params] as const,
};
