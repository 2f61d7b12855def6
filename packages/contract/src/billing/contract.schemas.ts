import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { fen, keyword } from './fields.ts';

/** Contract customers' contracts. */

export const CONTRACT_STATUSES = ['pending', 'active', 'expired', 'terminated'] as const;
export const contractSchema = z.object({
  id: idSchema,
  contractNo: z.string(),
  name: z.string(),
  amount: fen,
  billedAmount: fen,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  signedAt: z.string().nullable(),
  remark: z.string(),
});
export const contractListInput = pageInput.extend({
  ...keyword,
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export const contractPage = pageOf(contractSchema);
