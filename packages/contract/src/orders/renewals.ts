import { z } from 'zod';
import { anyOf, defineCall } from '../call.ts';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';

/**
 * The platform's operators who settle a renewal the runner could not confirm (the cloud's
 * expiry unreadable after its last try): held by name by a person of a platform tenant, never
 * implied by 'all' (a customer's administrator cannot settle their own renewals).
 */
export const RENEW_SETTLE_CODE = 'renew-settle';
/** Their screen: renewals waiting for a manual check, with the two ways to settle one. */
export const RENEW_CHECK_PATH = '/renewManage/check';

/** Renewal terms offered, in months. */
export const RENEW_TERMS = [1, 3, 6, 12, 24, 36] as const;
/** Days before expiry at which the owner is reminded, once each. */
export const RENEW_REMINDER_DAYS = [30, 15, 7, 1] as const;
export const RENEW_WINDOWS = [7, 15, 30] as const;

/** The resource facts a renewal price depends on. */
export interface RenewableSpec {
  type: string;
  cpu?: number | null;
  memoryMb?: number | null;
  sizeGb?: number | null;
  bandwidthMbps?: number | null;
}

export type RenewPart = 'base' | 'cpu' | 'memory' | 'storage' | 'bandwidth';

/**
 * List price per month in fen, by type and size (our tariff: a base per type, then per vCPU, per
 * GB of memory, per GB of storage, per Mbit/s), part by part so the price can be explained; the
 * same in the browser and on commit.
 */
export function renewMonthlyParts(
  r: RenewableSpec,
): { part: RenewPart; qty: number; fen: number }[] {
  const cpu = r.cpu ?? 0;
  const memGb = Math.ceil((r.memoryMb ?? 0) / 1024);
  const size = r.sizeGb ?? 0;
  const parts = (base: number, ...rest: [RenewPart, number, number][]) => [
    { part: 'base' as const, qty: 1, fen: base },
    ...rest
      .filter(([, qty]) => qty > 0)
      .map(([part, qty, each]) => ({ part, qty, fen: qty * each })),
  ];
  switch (r.type) {
    case 'host':
      return parts(2_000, ['cpu', cpu, 6_000], ['memory', memGb, 2_500]);
    case 'database':
    case 'cache':
      return parts(8_000, ['cpu', cpu, 7_000], ['memory', memGb, 3_000], ['storage', size, 80]);
    case 'disk':
      return parts(500, ['storage', size, 50]);
    case 'eip':
      return parts(1_000, ['bandwidth', r.bandwidthMbps ?? 1, 2_300]);
    default:
      return parts(5_000);
  }
}

export const renewMonthlyFen = (r: RenewableSpec) =>
  renewMonthlyParts(r).reduce((s, p) => s + p.fen, 0);

/** Longer terms cost less per month: a year 15% off, two years 30%, three 50% (basis points). */
export const RENEW_TERM_BP: Record<number, number> = { 12: 1_500, 24: 3_000, 36: 5_000 };

/** The renewal price for `months` of a resource at `monthlyFen`, in whole fen (the cut rounded down). */
export function renewPrice(monthlyFen: number, months: number) {
  const listFen = monthlyFen * months;
  const termBp = RENEW_TERM_BP[months] ?? 0;
  const offFen = Math.floor((listFen * termBp) / 10_000);
  return { monthlyFen, months, listFen, termBp, offFen, finalFen: listFen - offFen };
}

/**
 * A resource's renewal: pending at its cloud, renewed, failed (refunded), or check (the cloud's
 * answer could not be confirmed: an operator settles it).
 */
export const renewStatusSchema = z.enum(['pending', 'renewed', 'failed', 'check']);
export type RenewStatus = z.infer<typeof renewStatusSchema>;

export const renewListInput = pageInput.extend({
  days: z.union([z.literal(7), z.literal(15), z.literal(30)]).optional(),
  provider: z.string().max(32).optional(),
  accountId: idSchema.optional(),
  type: z.string().max(32).optional(),
  name: z.string().max(100).optional(),
});

export const renewRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  providerId: z.string(),
  provider: z.string(),
  accountId: idSchema,
  accountName: z.string(),
  type: z.string(),
  spec: z.string().nullable(),
  region: z.string(),
  expiresAt: z.string(),
  daysLeft: z.number().int(),
  autoRenew: z.boolean(),
  monthlyFen: z.number().int(),
  lastRenewal: z.object({ status: renewStatusSchema, message: z.string() }).nullable(),
});
export type RenewRow = z.infer<typeof renewRowSchema>;

export const renewCommitInput = z.object({
  idempotencyKey: z.string().min(8).max(100),
  ids: z.array(idSchema).min(1).max(100),
  months: z.number().int(),
  /** The total the buyer saw; another total refuses the order with the new one. */
  expectedFen: z.number().int().min(1),
});

export const renewItemSchema = z.object({
  resourceId: idSchema,
  name: z.string(),
  months: z.number().int(),
  priceFen: z.number().int(),
  status: renewStatusSchema,
  message: z.string(),
  expiresAt: z.string().nullable(),
});

export const renewOrderSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  totalFen: z.number().int(),
  /** What the wallet keeps once failed resources are refunded. */
  chargedFen: z.number().int(),
  refundedFen: z.number().int(),
  items: z.array(renewItemSchema),
});
export type RenewOrder = z.infer<typeof renewOrderSchema>;

/** `updated` counts the resources the clouds took; `results` says how each one went. */
export const renewAutoOutput = z.object({
  updated: z.number().int(),
  results: z.array(
    z.object({
      id: idSchema,
      ok: z.boolean(),
      /** The flag the resource has now: the new one, or (refused) its old one. */
      autoRenew: z.boolean(),
      /** The provider's message when it refused, else empty. */
      message: z.string(),
    }),
  ),
});
export type RenewAutoResult = z.infer<typeof renewAutoOutput>;

/** A renewal waiting for a manual check, as the platform's operators see it (any tenant). */
export const renewCheckItemSchema = z.object({
  itemId: idSchema,
  orderId: idSchema,
  orderNo: z.string(),
  tenantName: z.string(),
  resourceName: z.string(),
  providerId: z.string(),
  provider: z.string(),
  accountName: z.string(),
  type: z.string(),
  region: z.string(),
  months: z.number().int(),
  priceFen: z.number().int(),
  /** The cloud's expiry read just before the renew call (a later one means it renewed). */
  expiresBefore: z.string().nullable(),
  /** Why it could not be confirmed: the last read's error. */
  message: z.string(),
  createdAt: z.string(),
});
export type RenewCheckItem = z.infer<typeof renewCheckItemSchema>;

/** Settle one: renewed to an expiry (the cloud's, read back where it answers), or failed and refunded. */
export const renewSettleInput = z
  .object({
    itemId: idSchema,
    outcome: z.enum(['renewed', 'failed']),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((v) => v.outcome !== 'renewed' || v.expiresAt !== undefined, {
    message: 'v.required',
    path: ['expiresAt'],
  });
export const renewSettleOutput = z.object({
  itemId: idSchema,
  status: z.enum(['renewed', 'failed']),
  expiresAt: z.string().nullable(),
  /** True when the expiry is the one the cloud answered, not the one given. */
  readBack: z.boolean(),
});
export type RenewSettleResult = z.infer<typeof renewSettleOutput>;

const SETTLERS = anyOf(RENEW_SETTLE_CODE);

export const renewalCalls = {
  renewList: defineCall({
    method: 'POST',
    path: '/api/v1/renew/list',
    code: 'renew-1',
    pathChosen: true,
    permission: anyOf('v3-4'),
    input: renewListInput,
    output: pageOf(renewRowSchema),
    summary: 'Subscription resources with expiry, days left, auto-renew and monthly price',
  }),
  renewCommit: defineCall({
    method: 'POST',
    path: '/api/v1/renew/commit',
    code: 'renew-2',
    pathChosen: true,
    permission: anyOf('v3-4'),
    input: renewCommitInput,
    output: renewOrderSchema,
    summary: 'Renew resources for a term: one renewal order paid from the wallet (once per key)',
  }),
  renewOrder: defineCall({
    method: 'POST',
    path: '/api/v1/renew/order',
    code: 'renew-3',
    pathChosen: true,
    permission: anyOf('v3-4'),
    input: z.object({ orderId: idSchema }),
    output: renewOrderSchema,
    summary: 'A renewal order with each resource’s outcome and the provider’s message',
  }),
  renewAutoToggle: defineCall({
    method: 'POST',
    path: '/api/v1/renew/auto',
    code: 'renew-4',
    pathChosen: true,
    permission: anyOf('v3-4'),
    input: z.object({ ids: z.array(idSchema).min(1).max(500), autoRenew: z.boolean() }),
    output: renewAutoOutput,
    summary:
      'Turn auto-renew on or off at each resource’s cloud; a resource the cloud refuses keeps its flag and says why',
  }),
  renewCheckList: defineCall({
    method: 'POST',
    path: '/api/v1/renew/check/list',
    code: 'renew-5',
    pathChosen: true,
    permission: SETTLERS,
    input: z.object({}),
    output: z.array(renewCheckItemSchema),
    summary:
      'Renewals of every tenant the runner could not confirm at their cloud, oldest first (platform operators)',
  }),
  renewSettle: defineCall({
    method: 'POST',
    path: '/api/v1/renew/check/settle',
    code: 'renew-6',
    pathChosen: true,
    permission: SETTLERS,
    input: renewSettleInput,
    output: renewSettleOutput,
    summary:
      'Settle an unconfirmed renewal as renewed (to the cloud’s expiry where it answers, else the one given) or as failed and refunded; once',
  }),
};
