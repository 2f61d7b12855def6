import type { z } from 'zod';
import type { quotaListInput, resourceListInput, tagListInput } from '@ecloud/contract';

export type ResourceListParams = z.input<typeof resourceListInput>;
export type TagListParams = z.input<typeof tagListInput>;
export type QuotaListParams = z.input<typeof quotaListInput>;

export const resourceKeys = {
  all: ['resources'] as const,
  list: (path: string, params: ResourceListParams) =>
    [...resourceKeys.all, 'list', path, params] as const,
  detail: (id: string) => [...resourceKeys.all, 'detail', id] as const,
  counts: (provider?: string, accountId?: string) =>
    [...resourceKeys.all, 'counts', provider ?? '', accountId ?? ''] as const,
  regions: (provider?: string, accountId?: string, type?: string) =>
    [...resourceKeys.all, 'regions', provider ?? '', accountId ?? '', type ?? ''] as const,
  tags: (params: TagListParams) => [...resourceKeys.all, 'tags', params] as const,
  tagOptions: () => [...resourceKeys.all, 'tag-options'] as const,
  quota: (params: QuotaListParams) => [...resourceKeys.all, 'quota', params] as const,
  quotaLimits: () => [...resourceKeys.all, 'quota', 'limits'] as const,
};
