import type { ProviderCode } from '@ecloud/contract';
import type {
  AdapterFactory,
  AdapterOptions,
  CloudAdapter,
  CloudCredentials,
  RenewalCalls,
  ResourceStatus,
} from '../adapter.ts';
import { DEFAULT_TIMEOUT_MS } from './http.ts';
import { regionCheckedAdapter, type Listers } from './region-checked.ts';

export type { Listers, ResourceStatus };

/** What an adapter is built from: the account's keys, the caller's options and the time-out. */
export interface AdapterSetting {
  credentials: CloudCredentials;
  options: AdapterOptions;
  /** Per call, in ms: the caller's, else DEFAULT_TIMEOUT_MS. */
  timeoutMs: number;
}

/** The provider's own calls, which `regionCheckedAdapter` puts behind the region check. */
type AdapterParts = Pick<CloudAdapter, 'verifyCredentials' | 'listRegions' | 'hostAction'> &
  RenewalCalls &
  Partial<Pick<CloudAdapter, 'readMetrics' | 'readQuotas'>> & { lists: Listers };

/** A provider's factory: its parts built per account, served region-checked. */
export function defineAdapter(
  provider: ProviderCode,
  build: (setting: AdapterSetting) => AdapterParts,
): AdapterFactory {
  return (credentials, options = {}) =>
    regionCheckedAdapter(
      provider,
      build({ credentials, options, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS }),
    );
}

/**
 * How an SDK-backed adapter calls: the client's own error becomes our CloudError, named by
 * the action that failed.
 */
export const sdkCaller =
  (toCloudError: (error: unknown, action: string) => Error) =>
  async <T>(action: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toCloudError(error, action);
    }
  };

/** A provider's raw states (names or numbers) in our words. */
export type StatusTable<K extends string | number = string> = Record<K, ResourceStatus>;

/** A state the table does not know, or none at all, is `unknown`. */
export const statusIn = <K extends string | number>(
  table: StatusTable<K>,
  raw: NoInfer<K> | undefined,
): ResourceStatus => (raw === undefined ? 'unknown' : (table[raw] ?? 'unknown'));

/**
 * A resource's state as ours (by the table) and as the provider said it. The key type comes from
 * the table alone (`NoInfer`): TypeScript 7 would otherwise infer it from a raw literal union.
 */
export const stateIn = <K extends string | number>(
  table: StatusTable<K>,
  raw: NoInfer<K> | undefined,
) => ({
  status: statusIn(table, raw),
  rawStatus: String(raw ?? ''),
});

/** The state of what has none at the provider (networks): there, usable. */
export const UNSTATED = { status: 'available', rawStatus: '' } as const;
