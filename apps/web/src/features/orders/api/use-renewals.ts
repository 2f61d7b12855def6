import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';

export const renewKeys = {
  all: ['renewals'] as const,
  list: (input: object) => ['renewals', 'list', input] as const,
  order: (id: string) => ['renewals', 'order', id] as const,
};

export const useRenewList = (input: Record<string, unknown>) =>
  useListCall(calls.renewList, renewKeys.list(input), input as never);

export const useRenewCommit = () =>
  useCallMutation(calls.renewCommit, [renewKeys.all, ['orders', 'list'], ['billing']]);

export const useAutoRenew = () => useCallMutation(calls.renewAutoToggle, [renewKeys.all]);

/** A renewal order, asked again every second while a resource is still pending at its cloud. */
export const useRenewOrder = (orderId: string | null) =>
  useQuery({
    queryKey: renewKeys.order(orderId ?? ''),
    queryFn: () => callApi(calls.renewOrder, { orderId: orderId! }),
    enabled: !!orderId,
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => i.status === 'pending') ? 1_000 : false,
  });
