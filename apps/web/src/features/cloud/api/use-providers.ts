import { useQuery } from '@tanstack/react-query';
import { calls, cloudOptionsOf } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { session } from '../../../lib/session.ts';
import { cloudKeys } from './keys.ts';

/**
 * The tenant's provider items (v1-1.9). Every fetch also stores the session's cloudOptions
 * (spec section 4's maintenance cloud list), which is what opens the loginFlag 2 guard.
 */
export function useProviders(enabled = true) {
  return useQuery({
    queryKey: cloudKeys.providers(),
    queryFn: async () => {
      const items = await callApi(calls.getCloud, {});
      if (session.loginFlag() === 2) session.setCloudOptions(cloudOptionsOf(items));
      return items;
    },
    enabled,
    staleTime: 30_000,
  });
}
