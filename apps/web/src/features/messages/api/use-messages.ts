import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { messageKeys, type MessageListParams } from './keys.ts';

export function useMessageList(params: MessageListParams) {
  return useQuery({
    queryKey: messageKeys.list(params),
    queryFn: () => callApi(calls.messageList, params),
    placeholderData: keepPreviousData,
  });
}

/** Reading or deleting changes the list and the badge alike. */
function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
}

export function useMarkRead() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (target: { ids: string[] } | { all: true }) =>
      callApi(calls.messageReadFlag, target),
    onSuccess: invalidate,
  });
}

export function useDeleteMessages() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(calls.messageDelete, { ids }),
    onSuccess: invalidate,
  });
}
