import { z } from 'zod';
import { pageInput, pageOf, sortInput, yesNoFilter } from '../common/paging.ts';
import { providerCodeSchema } from '../cloud/schemas.ts';

/** Bills are kept 36 months; one question covers at most 13 of them (a year and its month). */
export const COST_HISTORY_MONTHS = 36;
export const COST_RANGE_DAYS = 400;

export const CHARGE_CATEGORIES = ['Usage', 'Purchase', 'Tax', 'Credit', 'Adjustment'] as const;

const validDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const costDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.costDate' })
  .refine(validDay, { message: 'v.costDate' });
export const costMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'v.costMonth' });

const dayMs = 86_400_000;
/** A date range: both ends or neither (the current month then), in order, at most 13 months. */
const rangeFields = { startDate: costDate.optional(), endDate: costDate.optional() };
const rangeOk = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate ||
  !v.endDate ||
  (v.endDate >= v.startDate &&
    (Date.parse(v.endDate) - Date.parse(v.startDate)) / dayMs <= COST_RANGE_DAYS);
const rangeRule = { message: 'v.costRange', path: ['endDate'] };

/** Text filters (NUL and lone surrogates are refused for every call by the server's guard). */
const filterText = z.string().max(200);

/**
 * A channel partner reading one of its customers' costs (read-only): the customer's tenant id.
 * Absent, every cost call reads the caller's own tenant.
 */
export const customerScope = { customerTenantId: z.uuid().optional() };

export const costFilterFields = {
  ...customerScope,
  ...rangeFields,
  provider: providerCodeSchema.optional(),
  accountId: z.uuid().optional(),
  serviceName: filterText.optional(),
  regionId: filterText.optional(),
  chargeCategory: z.enum(CHARGE_CATEGORIES).optional(),
};

export const findBillProductInput = z.object(costFilterFields).refine(rangeOk, rangeRule);

export const billProductSchema = z.object({
  serviceName: z.string(),
  serviceCategory: z.string(),
  providers: z.array(z.string()),
  /** Fen (CNY). */
  billedCost: z.number().int(),
  rows: z.number().int(),
});
export type BillProduct = z.infer<typeof billProductSchema>;
export const findBillProductOutput = z.object({
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(billProductSchema),
});

const amountBy = <K extends string>(key: K) =>
  z.object({ [key]: z.string(), amount: z.number().int() } as Record<K, z.ZodString> & {
    amount: z.ZodNumber;
  });

export const forecastSchema = z.object({
  /** Fen to the month's end: actual so far plus the forecast of the days left. */
  amount: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  method: z.enum(['runRate', 'leastSquares', 'none']),
  daysWithData: z.number().int(),
});

export const freshnessSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  provider: z.string(),
  /** No bill adapter for this account yet (only simulated accounts have one today). */
  supported: z.boolean(),
  period: z.string().nullable(),
  status: z.enum(['provisional', 'final']).nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed']).nullable(),
  pagesRead: z.number().int(),
  error: z.string().nullable(),
  ingestedAt: z.string().nullable(),
  dataThrough: z.string().nullable(),
});
export type CostFreshness = z.infer<typeof freshnessSchema>;

export const costOverviewSchema = z.object({
  currency: z.string(),
  month: z.string(),
  monthToDate: z.number().int(),
  forecast: forecastSchema,
  lastMonth: z.number().int(),
  /** Last month up to the same day, so month to date compares like with like. */
  lastMonthToDate: z.number().int(),
  sameMonthLastYear: z.number().int(),
  byProvider: z.array(amountBy('provider')),
  byAccount: z.array(
    z.object({
      accountId: z.string(),
      name: z.string(),
      provider: z.string(),
      amount: z.number().int(),
    }),
  ),
  byService: z.array(amountBy('serviceName')),
  byRegion: z.array(amountBy('regionId')),
  daily: z.array(z.object({ date: z.string(), provider: z.string(), amount: z.number().int() })),
  topResources: z.array(
    z.object({
      resourceId: z.string(),
      resourceName: z.string(),
      resourceType: z.string(),
      provider: z.string(),
      serviceName: z.string(),
      amount: z.number().int(),
    }),
  ),
  freshness: z.array(freshnessSchema),
});
export type CostOverview = z.infer<typeof costOverviewSchema>;

export const LINE_SORT_FIELDS = ['chargeDate', 'billedCost'] as const;
export const costLineListInput = pageInput
  .extend(sortInput(LINE_SORT_FIELDS).shape)
  .extend({
    ...costFilterFields,
    resourceId: filterText.optional(),
    keyword: filterText.optional(),
    provisional: yesNoFilter,
  })
  .refine(rangeOk, rangeRule);

export const costLineSchema = z.object({
  id: z.string(),
  chargeDate: z.string(),
  billingPeriod: z.string(),
  provider: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  serviceName: z.string(),
  serviceCategory: z.string(),
  regionId: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  resourceType: z.string(),
  chargeCategory: z.string(),
  chargeClass: z.string().nullable(),
  chargeDescription: z.string(),
  pricingQuantity: z.string().nullable(),
  pricingUnit: z.string().nullable(),
  listCost: z.number().int(),
  billedCost: z.number().int(),
  effectiveCost: z.number().int(),
  currency: z.string(),
  tags: z.record(z.string(), z.string()),
  provisional: z.boolean(),
});
export type CostLine = z.infer<typeof costLineSchema>;
/** `totalIsLowerBound`: the count stopped early; there are more than `total` lines ("more than N"). */
export const costLinePage = pageOf(costLineSchema).extend({
  totalIsLowerBound: z.boolean().optional(),
});

export const costLineIdInput = z.object({ id: z.uuid(), ...customerScope });

export const costOverviewInput = z.object(customerScope);
export const costLineOriginalOutput = z.object({
  original: z.record(z.string(), z.unknown()),
  x: z.record(z.string(), z.string()),
});

export const costIngestInput = z.object({ accountId: z.uuid(), period: costMonth.optional() });
export const costIngestOutput = z.object({ queued: z.boolean(), period: z.string() });

/** What expense analysis groups by; `tag` needs a tag key. */
export const COST_DIMENSIONS = [
  'provider',
  'account',
  'service',
  'serviceCategory',
  'region',
  'resource',
  'chargeCategory',
  'tag',
] as const;
export type CostDimension = (typeof COST_DIMENSIONS)[number];

export const costAnalysisInput = z
  .object({
    ...costFilterFields,
    startDate: costDate,
    endDate: costDate,
    groupBy: z.enum(COST_DIMENSIONS),
    tagKey: z.string().min(1).max(128).optional(),
    grain: z.enum(['day', 'month']).default('day'),
  })
  .refine(rangeOk, rangeRule)
  .refine((v) => v.groupBy !== 'tag' || !!v.tagKey, {
    message: 'v.costTagKey',
    path: ['tagKey'],
  });

/** The key of the group that sums every group after the largest (the analysis, breakdowns). */
export const COST_OTHER_KEY = '__other';

export const costAnalysisOutput = z.object({
  /** The largest groups (at most 10) and, summed as one, the rest (key COST_OTHER_KEY). */
  groups: z.array(z.object({ key: z.string(), label: z.string(), total: z.number().int() })),
  points: z.array(z.object({ period: z.string(), key: z.string(), amount: z.number().int() })),
  total: z.number().int(),
});
export type CostAnalysis = z.infer<typeof costAnalysisOutput>;

/**
 * The analysis as rows (period, group, amount): the chart's own groups, for the export. A
 * group's row carries its key (a provider code, a charge category) and its name.
 */
export const costAnalysisRowsInput = costAnalysisInput.and(pageInput);
export const costAnalysisRowsPage = pageOf(
  z.object({
    period: z.string(),
    groupKey: z.string(),
    group: z.string(),
    amount: z.number().int(),
  }),
);

/** Two ranges to compare, each at most 13 months. */
export const costExplainInput = z
  .object({
    ...customerScope,
    provider: providerCodeSchema.optional(),
    accountId: z.uuid().optional(),
    serviceName: z.string().max(200).optional(),
    baseStart: costDate,
    baseEnd: costDate,
    compareStart: costDate,
    compareEnd: costDate,
  })
  .refine((v) => rangeOk({ startDate: v.baseStart, endDate: v.baseEnd }), {
    ...rangeRule,
    path: ['baseEnd'],
  })
  .refine((v) => rangeOk({ startDate: v.compareStart, endDate: v.compareEnd }), {
    ...rangeRule,
    path: ['compareEnd'],
  });

export const CHANGE_KINDS = ['new', 'removed', 'usage', 'price'] as const;
export const costExplainOutput = z.object({
  base: z.number().int(),
  compare: z.number().int(),
  /** The change split by cause, over every resource (not only the rows listed). */
  byKind: z.record(z.enum(CHANGE_KINDS), z.number().int()),
  rows: z.array(
    z.object({
      resourceId: z.string(),
      resourceName: z.string(),
      provider: z.string(),
      serviceName: z.string(),
      base: z.number().int(),
      compare: z.number().int(),
      /** A new or removed resource's whole change; otherwise usage's part and price's part. */
      usage: z.number().int(),
      price: z.number().int(),
      kind: z.enum(CHANGE_KINDS),
    }),
  ),
});
export type CostExplain = z.infer<typeof costExplainOutput>;

export * from './budget.schemas.ts';

/** A channel partner's customers whose costs it may read (the cost screens' customer picker). */
export const costCustomersOutput = z.object({
  list: z.array(z.object({ tenantId: z.string(), name: z.string() })),
});
