import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useDetailCall, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { costKeys, type CurrentBillParams } from './keys.ts';

export const useCurrentBill = (params: CurrentBillParams) =>
  useListCall(calls.currentBillList, costKeys.current(params), params);

/** A resource's cost for its drawer; nothing is asked without the cost screens' permission. */
export const useResourceCost = (id: string | null, allowed: boolean) =>
  useDetailCall(calls.resourceCost, costKeys.resource, allowed ? id : null);

/** An account's bill ingests; polled while one is queued or running, so progress shows. */
export const useAccountIngests = (accountId: string | null) =>
  useQuery({
    queryKey: costKeys.ingests(accountId ?? ''),
    queryFn: () => callApi(calls.accountIngests, { accountId: accountId! }),
    enabled: !!accountId,
    refetchInterval: (q) => {
      const c = q.state.data?.counts;
      return c && c.queued + c.running > 0 ? 3_000 : false;
    },
  });
