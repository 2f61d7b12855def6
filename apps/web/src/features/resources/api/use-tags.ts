import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { resourceKeys, type TagListParams } from './keys.ts';

export function useTagList(params: TagListParams) {
  return useQuery({
    queryKey: resourceKeys.tags(params),
    queryFn: () => callApi(calls.tagList, params),
    placeholderData: keepPreviousData,
  });
}

export function useTagOptions() {
  return useQuery({
    queryKey: resourceKeys.tagOptions(),
    queryFn: () => callApi(calls.tagOptions, {}),
    staleTime: 30_000,
  });
}

/** Tags show on resources and resources count on tags: refresh both. */
function useInvalidateResources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });
}

export function useCreateTag() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (input: { key: string; value: string }) => callApi(calls.tagCreate, input),
    onSuccess: invalidate,
  });
}

export function useUpdateTag() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (input: { id: string; key: string; value: string }) =>
      callApi(calls.tagUpdate, input),
    onSuccess: invalidate,
  });
}

export function useDeleteTags() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(calls.tagDelete, { ids }),
    onSuccess: invalidate,
  });
}

export function useBindTags() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (input: { tagIds: string[]; resourceIds: string[]; unbind?: boolean }) =>
      callApi(input.unbind ? calls.tagUnbind : calls.tagBind, {
        tagIds: input.tagIds,
        resourceIds: input.resourceIds,
      }),
    onSuccess: invalidate,
  });
}
