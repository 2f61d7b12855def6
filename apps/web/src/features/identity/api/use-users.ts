import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { calls, type userCreateInput, type UserModifyInput } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { identityKeys, type UserListParams } from './keys.ts';

export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: identityKeys.users(params),
    queryFn: () => callApi(calls.userFind, params),
    placeholderData: keepPreviousData,
  });
}

/** A user's details; yourself when no id is given. */
export function useUser(id?: string) {
  return useQuery({
    queryKey: identityKeys.user(id),
    queryFn: () => callApi(calls.userGet, id ? { id } : {}),
  });
}

/** Asked while typing a new username; quiet, because "taken" is shown beside the field. */
export const checkUsername = (username: string) =>
  callApi(calls.userCheckExist, { username }, { silent: true });

function useInvalidateIdentity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: identityKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateIdentity();
  return useMutation({
    mutationFn: (input: z.input<typeof userCreateInput>) => callApi(calls.userCreate, input),
    onSuccess: invalidate,
  });
}

export function useModifyUser() {
  const invalidate = useInvalidateIdentity();
  return useMutation({
    mutationFn: (input: UserModifyInput) => callApi(calls.userModify, input),
    onSuccess: invalidate,
  });
}

export function useDeleteUsers() {
  const invalidate = useInvalidateIdentity();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(calls.userDelete, { ids }),
    onSuccess: invalidate,
  });
}
