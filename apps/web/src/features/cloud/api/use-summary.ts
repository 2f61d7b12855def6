import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { cloudKeys } from './keys.ts';

export function useCloudSummary() {
  return useQuery({
    queryKey: cloudKeys.summary(),
    queryFn: () => callApi(calls.cloudHomeSummary, {}),
    staleTime: 15_000,
  });
}
