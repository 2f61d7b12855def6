import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from './request.ts';

/** What the portal is configured with: demo accounts, the business-view address. */
export function usePortalConfig() {
  return useQuery({
    queryKey: ['portal', 'config'],
    queryFn: () => callApi(calls.portalConfig, {}, { silent: true }),
    staleTime: Infinity,
  });
}
