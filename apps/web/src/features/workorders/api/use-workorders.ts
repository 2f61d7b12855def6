import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS, calls, type WorkOrderRelatedKind } from '@ecloud/contract';
import { useCallMutation, useDetailCall, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { workOrderKeys, type WorkOrderListParams } from './keys.ts';

/** Every change refreshes the lists, the open order and the badge. */
const ALL = [workOrderKeys.all];

export const useWorkOrderList = (params: WorkOrderListParams) =>
  useListCall(calls.workOrderList, workOrderKeys.list(params), params);

/** Opening an order reads its replies, so the lists' and the badge's counts are refreshed. */
export const useWorkOrderDetail = (id: string | undefined) =>
  useDetailCall(calls.workOrderDetail, workOrderKeys.detail, id);

/** Replies from the other side not read yet, polled like the message badge. */
export const useWorkOrderUnread = (enabled = true) =>
  useQuery({
    queryKey: workOrderKeys.unread(),
    queryFn: () => callApi(calls.workOrderUnread, {}, { silent: true }),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    enabled,
  });

export const useRelatedOptions = (kind: WorkOrderRelatedKind | undefined, keyword: string) =>
  useQuery({
    queryKey: workOrderKeys.related(kind ?? 'resource', keyword),
    queryFn: () =>
      callApi(calls.workOrderRelatedOptions, { kind: kind!, keyword: keyword || undefined }),
    enabled: !!kind,
  });

export const useSupportOptions = (enabled: boolean) =>
  useQuery({
    queryKey: workOrderKeys.supportOptions(),
    queryFn: () => callApi(calls.workOrderSupportOptions, {}),
    enabled,
  });

export const useCreateWorkOrder = () => useCallMutation(calls.workOrderCreate, ALL);
export const useReplyWorkOrder = () => useCallMutation(calls.workOrderReply, ALL);
export const useActOnWorkOrder = () => useCallMutation(calls.workOrderAct, ALL);
export const useAssignWorkOrder = () => useCallMutation(calls.workOrderAssign, ALL);
