import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { monitorKeys, type GroupResourcesParams } from './keys.ts';

/** Every view of the tenant with its groups: small (a board, not a list), read whole. */
export const useViews = () =>
  useQuery({ queryKey: monitorKeys.views(), queryFn: () => callApi(calls.monitorViewList, {}) });

export const useGroupResources = (params: GroupResourcesParams) =>
  useListCall(calls.monitorGroupResources, monitorKeys.groupResources(params), params);

const ALL = [monitorKeys.all];

export const useCreateView = () => useCallMutation(calls.monitorViewCreate, ALL);
export const useUpdateView = () => useCallMutation(calls.monitorViewUpdate, ALL);
export const useDeleteView = () => useCallMutation(calls.monitorViewDelete, ALL);
export const useCreateGroup = () => useCallMutation(calls.monitorGroupCreate, ALL);
export const useUpdateGroup = () => useCallMutation(calls.monitorGroupUpdate, ALL);
export const useDeleteGroup = () => useCallMutation(calls.monitorGroupDelete, ALL);
export const useAssignResources = () => useCallMutation(calls.monitorGroupAssign, ALL);
