import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { identityKeys } from './keys.ts';

export function useRoles() {
  return useQuery({
    queryKey: identityKeys.roles(),
    queryFn: () => callApi(calls.roleFindAll, {}),
    staleTime: 60_000,
  });
}

export function useUserRoles(userId: string | undefined) {
  return useQuery({
    queryKey: identityKeys.userRoles(userId ?? ''),
    queryFn: () => callApi(calls.roleFindUser, { userId: userId! }),
    enabled: !!userId,
  });
}
