import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { resourceKeys, type QuotaListParams } from './keys.ts';

export const useQuotaList = (params: QuotaListParams) =>
  useListCall(calls.quotaList, resourceKeys.quota(params), params);

const QUOTA = [[...resourceKeys.all, 'quota']];

export const useCreateQuota = () => useCallMutation(calls.quotaCreate, QUOTA);
export const useReviewQuota = () => useCallMutation(calls.quotaReview, QUOTA);
export const useWithdrawQuota = () =>
  useCallMutation(calls.quotaWithdraw, QUOTA, (id: string) => ({ id }));

/** The quotas the warnings watch, each limit with its source (under the quota keys: a review refreshes it). */
export const useQuotaLimits = () =>
  useQuery({
    queryKey: resourceKeys.quotaLimits(),
    queryFn: () => callApi(calls.quotaLimits, {}),
  });
