import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { calls, type keyPairUploadInput } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { cloudKeys, type KeyPairListParams } from './keys.ts';

export function useKeyPairs(params: KeyPairListParams) {
  return useQuery({
    queryKey: cloudKeys.keyPairs(params),
    queryFn: () => callApi(calls.keyPairList, params),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateKeyPairs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...cloudKeys.all, 'key-pairs'] });
}

export function useUploadKeyPair() {
  const invalidate = useInvalidateKeyPairs();
  return useMutation({
    mutationFn: (input: z.input<typeof keyPairUploadInput>) => callApi(calls.keyPairUpload, input),
    onSuccess: invalidate,
  });
}

export function useDeleteKeyPairs() {
  const invalidate = useInvalidateKeyPairs();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(calls.keyPairDelete, { ids }),
    onSuccess: invalidate,
  });
}
