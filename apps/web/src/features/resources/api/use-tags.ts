import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { byIds, useCallMutation, useInvalidate, useListCall } from '../../../lib/call-hooks.ts';
import { resourceKeys, type TagListParams } from './keys.ts';

export const useTagList = (params: TagListParams) =>
  useListCall(calls.tagList, resourceKeys.tags(params), params);

export function useTagOptions() {
  return useQuery({
    queryKey: resourceKeys.tagOptions(),
    queryFn: () => callApi(calls.tagOptions, {}),
    staleTime: 30_000,
  });
}

/** Tags show on resources and resources count on tags: refresh both. */
const RESOURCES = [resourceKeys.all];

export const useCreateTag = () => useCallMutation(calls.tagCreate, RESOURCES);
export const useUpdateTag = () => useCallMutation(calls.tagUpdate, RESOURCES);
export const useDeleteTags = () => useCallMutation(calls.tagDelete, RESOURCES, byIds);

export function useBindTags() {
  const refresh = useInvalidate(RESOURCES);
  return useMutation({
    mutationFn: (input: { tagIds: string[]; resourceIds: string[]; unbind?: boolean }) =>
      callApi(input.unbind ? calls.tagUnbind : calls.tagBind, {
        tagIds: input.tagIds,
        resourceIds: input.resourceIds,
      }),
    onSuccess: refresh,
  });
}
