import type { ProviderCode } from '@ecloud/contract';
import type {
  CloudAdapter,
  CloudResource,
  Page,
  RenewalCalls,
  RenewTarget,
  ResourceType,
} from '../adapter.ts';
import { assertRegion } from './http.ts';

/** One page of one resource type in one region, from the provider's own list call. */
export type Listers = Record<
  ResourceType,
  (region: string, cursor?: string) => Promise<Page<CloudResource>>
>;

/**
 * The adapter every provider returns around its own calls: the region is checked before a list
 * or host action can reach the provider, and acting on no hosts calls nothing.
 */
export function regionCheckedAdapter(
  provider: ProviderCode,
  parts: Pick<CloudAdapter, 'verifyCredentials' | 'listRegions' | 'hostAction'> &
    RenewalCalls &
    Partial<Pick<CloudAdapter, 'readMetrics' | 'readQuotas'>> & { lists: Listers },
): CloudAdapter {
  const checked = (t: RenewTarget) => assertRegion(provider, t.region);
  const { renew, readExpiry, setAutoRenew, readAutoRenew } = parts;
  const { readMetrics, readQuotas } = parts;
  return {
    renew:
      renew &&
      (async (t, months) => {
        checked(t);
        return renew(t, months);
      }),
    readExpiry:
      readExpiry &&
      (async (t) => {
        checked(t);
        return readExpiry(t);
      }),
    setAutoRenew:
      setAutoRenew &&
      (async (t, on, months) => {
        checked(t);
        return setAutoRenew(t, on, months);
      }),
    readAutoRenew:
      readAutoRenew &&
      (async (t) => {
        checked(t);
        return readAutoRenew(t);
      }),
    provider,
    verifyCredentials: () => parts.verifyCredentials(),
    listRegions: () => parts.listRegions(),
    list: async (type, region, cursor) => {
      assertRegion(provider, region);
      return parts.lists[type](region, cursor);
    },
    async hostAction(region, hostIds, action) {
      assertRegion(provider, region);
      if (hostIds.length === 0) return;
      await parts.hostAction(region, hostIds, action);
    },
    ...(readMetrics && {
      readMetrics: async (region, queries, window) => {
        assertRegion(provider, region);
        return queries.length ? readMetrics(region, queries, window) : [];
      },
    }),
    ...(readQuotas && {
      readQuotas: async (region) => {
        assertRegion(provider, region);
        return readQuotas(region);
      },
    }),
  };
}
