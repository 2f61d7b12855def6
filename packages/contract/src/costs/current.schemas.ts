import { z } from 'zod';
import { pageInput, pageOf, sortInput } from '../common/paging.ts';
import { providerCodeSchema } from '../cloud/schemas.ts';

/** Networks (VPC, subnet) cost nothing by themselves: the real-time bill lists the rest. */
export const BILLED_RESOURCE_TYPES = ['host', 'disk', 'database', 'redis', 'mongo', 'eip'] as const;

export const CURRENT_BILL_SORT_FIELDS = ['todayCost', 'monthCost', 'difference'] as const;

export const currentBillListInput = pageInput
  .extend(sortInput(CURRENT_BILL_SORT_FIELDS).shape)
  .extend({
    provider: providerCodeSchema.optional(),
    accountId: z.uuid().optional(),
    resourceType: z.enum(BILLED_RESOURCE_TYPES).optional(),
    /** Name, provider id or address (as the inventory searches). */
    keyword: z.string().max(200).optional(),
  });

/**
 * One resource's cost this month: each day the provider's bill has arrived for is the bill,
 * every other day the stored estimate (inventory x price). All money in fen (CNY).
 */
export const currentBillRowSchema = z.object({
  /** The inventory's id (the resource drawer's). */
  id: z.string(),
  providerId: z.string(),
  name: z.string(),
  type: z.string(),
  provider: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  region: z.string(),
  /** False: we know no price for this resource (a real provider's), only its bill. */
  estimated: z.boolean(),
  /** Today so far: null when there is no estimate and no bill. */
  todayCost: z.number().int().nullable(),
  /** This month so far: billed days plus estimated days (null when neither is known). */
  monthCost: z.number().int().nullable(),
  /** The part of the month the provider's bill covers, and what we had estimated for it. */
  billedCost: z.number().int(),
  estimateOfBilled: z.number().int().nullable(),
  /** billedCost - estimateOfBilled: positive when the bill came out higher. */
  difference: z.number().int().nullable(),
  /** The part of the month still estimated (the days no bill covers yet). */
  estimatedCost: z.number().int().nullable(),
  /** The last day the provider's bill covers for this account (YYYY-MM-DD), if any. */
  billedThrough: z.string().nullable(),
  estimatedAt: z.string().nullable(),
});
export type CurrentBillRow = z.infer<typeof currentBillRowSchema>;

export const currentBillTotalsSchema = z.object({
  todayCost: z.number().int(),
  monthCost: z.number().int(),
  billedCost: z.number().int(),
  estimateOfBilled: z.number().int(),
  difference: z.number().int(),
  estimatedCost: z.number().int(),
  /** Resources listed without an estimate (no price known). */
  withoutEstimate: z.number().int(),
});
export type CurrentBillTotals = z.infer<typeof currentBillTotalsSchema>;

export const currentBillPage = pageOf(currentBillRowSchema).extend({
  currency: z.string(),
  /** YYYY-MM and YYYY-MM-DD (the providers' billing day, UTC+8). */
  month: z.string(),
  today: z.string(),
  totals: currentBillTotalsSchema,
  /** When the estimate job last ran for this tenant. */
  estimatedAt: z.string().nullable(),
});

export const resourceCostInput = z.object({ id: z.uuid() });
export const resourceCostOutput = z.object({
  currency: z.string(),
  /** What the bill detail filters on: the provider's resource id. */
  providerId: z.string(),
  accountId: z.string(),
  month: z.string(),
  thisMonth: z.number().int(),
  lastMonth: z.number().int(),
  /** The last 30 days, oldest first, each day present (0 when nothing was billed). */
  daily: z.array(z.object({ date: z.string(), amount: z.number().int() })),
});
export type ResourceCost = z.infer<typeof resourceCostOutput>;

export const accountIngestsInput = z.object({ accountId: z.uuid() });
export const accountIngestSchema = z.object({
  period: z.string(),
  status: z.enum(['provisional', 'final']),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  pagesRead: z.number().int(),
  rows: z.number().int(),
  billedTotal: z.number().int(),
  error: z.string().nullable(),
  ingestedAt: z.string().nullable(),
  dataThrough: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AccountIngest = z.infer<typeof accountIngestSchema>;
export const accountIngestsOutput = z.object({
  /** False: no bill adapter reads this account's bills yet. */
  supported: z.boolean(),
  lastIngestAt: z.string().nullable(),
  counts: z.object({
    done: z.number().int(),
    running: z.number().int(),
    queued: z.number().int(),
    failed: z.number().int(),
    final: z.number().int(),
    provisional: z.number().int(),
  }),
  /** Newest period first. */
  list: z.array(accountIngestSchema),
});
