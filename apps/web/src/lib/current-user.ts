import { useQuery } from '@tanstack/react-query';
import { calls, type UserInfo } from '@ecloud/contract';
import { callApi } from './request.ts';
import { session } from './session.ts';

export const currentUserKey = ['identity', 'current-user'] as const;

/** The current-user fetch of spec section 4, run at start; later reads come from the cache. */
export function useCurrentUserQuery() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async () => {
      const user = await callApi(calls.currentUser, {});
      session.setUserInfo(user);
      return user;
    },
    staleTime: 60_000,
    // Without a token the gate sends the browser to logout; asking anyway would meet a 407
    // whose own redirect could land after the user has moved on.
    enabled: !!session.token(),
  });
}

/** The signed-in user, once the console gate has fetched them. */
export function useCurrentUser(): UserInfo | null {
  const { data } = useCurrentUserQuery();
  return data ?? session.userInfo();
}
