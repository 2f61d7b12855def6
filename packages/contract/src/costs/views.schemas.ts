import { z } from 'zod';
import { idSchema } from '../common/paging.ts';

/** The expense analysis's settings a saved view keeps (the screen's own address parameters). */
export const COST_VIEW_KEYS = [
  'startDate',
  'endDate',
  'groupBy',
  'tagKey',
  'grain',
  'chart',
  'provider',
] as const;
/** Views one person may keep. */
export const COST_VIEWS_MAX = 50;

export const costViewSchema = z.object({
  id: idSchema,
  name: z.string(),
  settings: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type CostView = z.infer<typeof costViewSchema>;

export const costViewSaveInput = z.object({
  name: z.string().trim().min(1).max(64),
  settings: z
    .partialRecord(z.enum(COST_VIEW_KEYS), z.string().max(128))
    .refine((s) => Object.keys(s).length > 0, { message: 'v.required' }),
});
export const costViewIdInput = z.object({ id: idSchema });
