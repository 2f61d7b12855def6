import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { toast } from '../../../lib/toast.ts';

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

/**
 * Auto-renew on or off at each resource's cloud; a resource the cloud refused keeps its flag,
 * and each refusal is shown with the provider's message.
 */
export function useAutoRenewToggle(nameOf: (id: string) => string) {
  const { t } = useTranslation();
  const auto = useAutoRenew();
  const toggle = (ids: string[], autoRenew: boolean) =>
    auto.mutate(
      { ids, autoRenew },
      {
        onSuccess: ({ results }) => {
          for (const f of results.filter((r) => !r.ok)) {
            toast.error(
              t('renewals.autoRefused', { name: nameOf(f.id), message: f.message }),
              8000,
            );
          }
        },
      },
    );
  return { toggle, pending: auto.isPending };
}

/** A renewal order, asked again every second while a resource is still pending at its cloud. */
export const useRenewOrder = (orderId: string | null) =>
  useQuery({
    queryKey: renewKeys.order(orderId ?? ''),
    queryFn: () => callApi(calls.renewOrder, { orderId: orderId! }),
    enabled: !!orderId,
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => i.status === 'pending') ? 1_000 : false,
  });

/** The platform operators' queue of renewals waiting for a manual check, and settling one. */
export const renewCheckKeys = { all: ['renewals', 'check'] as const };

export const useRenewChecks = () =>
  useQuery({ queryKey: renewCheckKeys.all, queryFn: () => callApi(calls.renewCheckList, {}) });

export const useRenewSettle = () => useCallMutation(calls.renewSettle, [renewKeys.all]);
