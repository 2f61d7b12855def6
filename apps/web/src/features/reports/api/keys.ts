import type { z } from 'zod';
import type { reportFileListInput, reportListInput } from '@ecloud/contract';

export type ReportListParams = z.input<typeof reportListInput>;
export type ReportFileParams = z.input<typeof reportFileListInput>;

export const reportKeys = {
  all: ['reports'] as const,
  list: (params: ReportListParams) => [...reportKeys.all, 'list', params] as const,
  detail: (id: string) => [...reportKeys.all, 'detail', id] as const,
  options: () => [...reportKeys.all, 'options'] as const,
  files: (params: ReportFileParams) => [...reportKeys.all, 'files', params] as const,
};
