import type { z } from 'zod';
import type { newsListInput, newsManageListInput } from '@ecloud/contract';

export type NewsListParams = z.input<typeof newsListInput>;
export type NewsManageParams = z.input<typeof newsManageListInput>;

export const newsKeys = {
  all: ['news'] as const,
  list: (params: NewsListParams) => [...newsKeys.all, 'list', params] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
  manage: (params: NewsManageParams) => [...newsKeys.all, 'manage', params] as const,
  item: (id: string) => [...newsKeys.all, 'item', id] as const,
};
