import type { z } from 'zod';
import type {
  costLineListInput,
  currentBillListInput,
  findBillProductInput,
} from '@ecloud/contract';

export type CostLineParams = z.input<typeof costLineListInput>;
export type BillProductParams = z.input<typeof findBillProductInput>;
export type CurrentBillParams = z.input<typeof currentBillListInput>;

export const costKeys = {
  all: ['costs'] as const,
  overview: (customerTenantId?: string) =>
    [...costKeys.all, 'overview', customerTenantId ?? ''] as const,
  customers: () => [...costKeys.all, 'customers'] as const,
  lines: (params: CostLineParams) => [...costKeys.all, 'lines', params] as const,
  products: (params: BillProductParams) => [...costKeys.all, 'products', params] as const,
  original: (id: string) => [...costKeys.all, 'original', id] as const,
  current: (params: CurrentBillParams) => [...costKeys.all, 'current', params] as const,
  resource: (id: string) => [...costKeys.all, 'resource', id] as const,
  ingests: (id: string) => [...costKeys.all, 'ingests', id] as const,
};
