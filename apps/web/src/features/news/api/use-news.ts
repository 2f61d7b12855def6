import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { byIds, useCallMutation, useDetailCall, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { newsKeys, type NewsListParams, type NewsManageParams } from './keys.ts';

export const useNewsList = (params: NewsListParams) =>
  useListCall(calls.newsList, newsKeys.list(params), params);

/** Opening an item marks it read on the server, so the lists' unread marks are refreshed. */
export function useNewsDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: newsKeys.detail(id),
    queryFn: async () => {
      const article = await callApi(calls.newsDetail, { id }, { silent: true });
      void queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
      return article;
    },
    retry: false,
  });
}

export const useNewsManageList = (params: NewsManageParams) =>
  useListCall(calls.newsManageList, newsKeys.manage(params), params);

export const useNewsItem = (id: string | undefined) =>
  useDetailCall(calls.newsItem, newsKeys.item, id);

/** Every change of an item shows in the editors' list and the readers' lists alike. */
const NEWS = [newsKeys.all];

export const useCreateNews = () => useCallMutation(calls.newsCreate, NEWS);
export const useUpdateNews = () => useCallMutation(calls.newsUpdate, NEWS);
export const usePublishNews = () => useCallMutation(calls.newsPublish, NEWS);
export const useUnpublishNews = () => useCallMutation(calls.newsUnpublish, NEWS);
export const usePinNews = () => useCallMutation(calls.newsPin, NEWS);
export const useDeleteNews = () => useCallMutation(calls.newsDelete, NEWS, byIds);
