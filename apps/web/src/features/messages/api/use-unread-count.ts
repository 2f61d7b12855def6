import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS, calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { messageKeys } from './keys.ts';

/** The unread count, polled every 10 s (spec section 4). A failed poll is only logged. */
export function useUnreadCount() {
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: () => callApi(calls.unreadCount, {}, { silent: true }),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
