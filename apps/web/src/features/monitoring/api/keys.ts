import type { z } from 'zod';
import type { groupResourcesInput } from '@ecloud/contract';

export type GroupResourcesParams = z.input<typeof groupResourcesInput>;

export const monitorKeys = {
  all: ['monitoring'] as const,
  views: () => [...monitorKeys.all, 'views'] as const,
  groupResources: (params: GroupResourcesParams) =>
    [...monitorKeys.all, 'group-resources', params] as const,
};
