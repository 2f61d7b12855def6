import type { z } from 'zod';
import type { costLineListInput, findBillProductInput } from '@ecloud/contract';

export type CostLineParams = z.input<typeof costLineListInput>;
export type BillProductParams = z.input<typeof findBillProductInput>;

export const costKeys = {
  all: ['costs'] as const,
  overview: () => [...costKeys.all, 'overview'] as const,
  lines: (params: CostLineParams) => [...costKeys.all, 'lines', params] as const,
  products: (params: BillProductParams) => [...costKeys.all, 'products', params] as const,
  original: (id: string) => [...costKeys.all, 'original', id] as const,
};
