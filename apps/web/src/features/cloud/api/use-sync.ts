import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { cloudKeys } from './keys.ts';
import { useInvalidateCloud } from './use-accounts.ts';

/** How often the console asks how a running sync is doing. */
export const SYNC_POLL_MS = 1500;

/**
 * The latest sync of every account, polled while one is queued or running. When the last one
 * ends, everything cloud-shaped is refreshed (counts, health, the provider list and the guard).
 */
export function useSyncStatus() {
  const invalidate = useInvalidateCloud();
  const query = useQuery({
    queryKey: cloudKeys.syncStatus(),
    queryFn: () => callApi(calls.syncStatus, {}, { silent: true }),
    refetchInterval: (q) => (q.state.data?.active ? SYNC_POLL_MS : false),
  });
  const wasActive = useRef(false);
  const active = !!query.data?.active;
  useEffect(() => {
    if (wasActive.current && !active) void invalidate();
    wasActive.current = active;
  }, [active, invalidate]);
  return query;
}

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(calls.syncNow, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudKeys.all }),
  });
}
