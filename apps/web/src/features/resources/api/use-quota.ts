import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { calls, type quotaCreateInput, type quotaReviewInput } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { resourceKeys, type QuotaListParams } from './keys.ts';

export function useQuotaList(params: QuotaListParams) {
  return useQuery({
    queryKey: resourceKeys.quota(params),
    queryFn: () => callApi(calls.quotaList, params),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateQuota() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...resourceKeys.all, 'quota'] });
}

export function useCreateQuota() {
  const invalidate = useInvalidateQuota();
  return useMutation({
    mutationFn: (input: z.input<typeof quotaCreateInput>) => callApi(calls.quotaCreate, input),
    onSuccess: invalidate,
  });
}

export function useReviewQuota() {
  const invalidate = useInvalidateQuota();
  return useMutation({
    mutationFn: (input: z.input<typeof quotaReviewInput>) => callApi(calls.quotaReview, input),
    onSuccess: invalidate,
  });
}

export function useWithdrawQuota() {
  const invalidate = useInvalidateQuota();
  return useMutation({
    mutationFn: (id: string) => callApi(calls.quotaWithdraw, { id }),
    onSuccess: invalidate,
  });
}
