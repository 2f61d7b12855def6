import { calls } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { resourceKeys, type QuotaListParams } from './keys.ts';

export const useQuotaList = (params: QuotaListParams) =>
  useListCall(calls.quotaList, resourceKeys.quota(params), params);

const QUOTA = [[...resourceKeys.all, 'quota']];

export const useCreateQuota = () => useCallMutation(calls.quotaCreate, QUOTA);
export const useReviewQuota = () => useCallMutation(calls.quotaReview, QUOTA);
export const useWithdrawQuota = () =>
  useCallMutation(calls.quotaWithdraw, QUOTA, (id: string) => ({ id }));
