import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { byIds, useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { identityKeys, type UserListParams } from './keys.ts';

export const useUserList = (params: UserListParams) =>
  useListCall(calls.userFind, identityKeys.users(params), params);

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

const IDENTITY = [identityKeys.all];

export const useCreateUser = () => useCallMutation(calls.userCreate, IDENTITY);
export const useModifyUser = () => useCallMutation(calls.userModify, IDENTITY);
export const useDeleteUsers = () => useCallMutation(calls.userDelete, IDENTITY, byIds);
