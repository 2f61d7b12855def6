import type { z } from 'zod';
import type { WorkOrderRelatedKind, workOrderListInput } from '@ecloud/contract';

export type WorkOrderListParams = z.input<typeof workOrderListInput>;

export const workOrderKeys = {
  all: ['workOrders'] as const,
  list: (params: WorkOrderListParams) => [...workOrderKeys.all, 'list', params] as const,
  detail: (id: string) => [...workOrderKeys.all, 'detail', id] as const,
  unread: () => [...workOrderKeys.all, 'unread'] as const,
  related: (kind: WorkOrderRelatedKind, keyword: string) =>
    [...workOrderKeys.all, 'related', kind, keyword] as const,
  supportOptions: () => [...workOrderKeys.all, 'support-options'] as const,
};
