import type { z } from 'zod';
import type { groupResourcesInput, seriesInput } from '@ecloud/contract';

export type GroupResourcesParams = z.input<typeof groupResourcesInput>;

export const monitorKeys = {
  all: ['monitoring'] as const,
  views: () => [...monitorKeys.all, 'views'] as const,
  groupResources: (params: GroupResourcesParams) =>
    [...monitorKeys.all, 'group-resources', params] as const,
};

export type SeriesParams = z.input<typeof seriesInput>;
export const metricKeys = {
  series: (params: SeriesParams) => [...monitorKeys.all, 'series', params] as const,
  latest: (groupId: string) => [...monitorKeys.all, 'latest', groupId] as const,
  freshness: () => [...monitorKeys.all, 'freshness'] as const,
};
