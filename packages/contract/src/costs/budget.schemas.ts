import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { providerCodeSchema } from '../cloud/schemas.ts';

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export const BUDGET_ALERT_KINDS = ['actual', 'forecast', 'dayJump'] as const;
export const BUDGET_STATES = ['ok', 'atRisk', 'over'] as const;
/** A percent threshold: up to 100 times the budget (10,000%). */
export const BUDGET_PERCENT_MAX = 10_000;
/** At most a trillion yuan in fen: far above any bill, far below 2^53. */
const FEN_MAX = 100_000_000_000_000;

const fen = z.number().int().min(1).max(FEN_MAX);
const dimValue = z.string().trim().min(1).max(128);
const dimList = z.array(dimValue).max(50).optional();

/** What a budget counts; an unknown dimension is refused, not ignored. */
export const budgetScopeSchema = z.strictObject({
  providers: z.array(providerCodeSchema).max(20).optional(),
  accountIds: z.array(idSchema).max(50).optional(),
  serviceNames: dimList,
  regionIds: dimList,
  tags: z
    .array(z.strictObject({ key: z.string().trim().min(1).max(128), value: z.string().max(256) }))
    .max(20)
    .optional(),
});
export type BudgetScope = z.infer<typeof budgetScopeSchema>;

export const budgetAlertRuleSchema = z
  .strictObject({
    kind: z.enum(BUDGET_ALERT_KINDS),
    unit: z.enum(['percent', 'amount']),
    threshold: z.number().int().min(1).max(FEN_MAX),
  })
  .refine((r) => r.unit !== 'percent' || r.threshold <= BUDGET_PERCENT_MAX, {
    message: 'v.budgetPercent',
    path: ['threshold'],
  })
  .refine((r) => r.kind !== 'dayJump' || r.unit === 'percent', {
    message: 'v.budgetJumpPercent',
    path: ['unit'],
  });
export type BudgetAlertRule = z.infer<typeof budgetAlertRuleSchema>;

/** A period's own key: '2026-11', '2026-Q4' or '2026'. */
const periodKey = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/, {
  message: 'v.budgetPeriodKey',
});

/** The form of a period's key for each kind of period: a monthly budget's keys are months. */
export const BUDGET_PERIOD_KEY: Record<(typeof BUDGET_PERIODS)[number], RegExp> = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  quarter: /^\d{4}-Q[1-4]$/,
  year: /^\d{4}$/,
};

const budgetFields = {
  name: z.string().trim().min(1).max(64),
  period: z.enum(BUDGET_PERIODS),
  amount: fen,
  periodAmounts: z.record(periodKey, fen).optional(),
  scope: budgetScopeSchema.default({}),
  alerts: z.array(budgetAlertRuleSchema).max(20).default([]),
};

/** A per-period amount for another kind of period would never apply: refused, not kept. */
const periodAmountsMatch = (
  v: { period: (typeof BUDGET_PERIODS)[number]; periodAmounts?: Record<string, number> },
  ctx: z.RefinementCtx,
) => {
  for (const key of Object.keys(v.periodAmounts ?? {})) {
    if (!BUDGET_PERIOD_KEY[v.period].test(key)) {
      ctx.addIssue({ code: 'custom', message: 'v.budgetPeriodKind', path: ['periodAmounts', key] });
    }
  }
};

export const budgetInput = z.strictObject(budgetFields).superRefine(periodAmountsMatch);
export const budgetUpdateInput = z
  .strictObject({ ...budgetFields, id: idSchema })
  .superRefine(periodAmountsMatch);
export const budgetIdInput = z.object({ id: idSchema });

/** A budget with its current period's figures (fen, CNY). */
export const budgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.enum(BUDGET_PERIODS),
  amount: z.number().int(),
  periodAmounts: z.record(z.string(), z.number().int()),
  scope: budgetScopeSchema,
  alerts: z.array(budgetAlertRuleSchema),
  current: z.object({
    periodKey: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    amount: z.number().int(),
    actual: z.number().int(),
    forecast: z.number().int(),
    forecastMethod: z.enum(['runRate', 'leastSquares', 'none']),
    state: z.enum(BUDGET_STATES),
  }),
  updatedAt: z.string(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetListInput = pageInput.extend({
  state: z.enum(BUDGET_STATES).optional(),
  keyword: z.string().max(64).optional(),
});
export const budgetPage = pageOf(budgetSchema);

/** Budget against actual, day by day, in the current period: cumulative fen. */
export const budgetSeriesOutput = z.object({
  periodKey: z.string(),
  amount: z.number().int(),
  days: z.array(
    z.object({ date: z.string(), daily: z.number().int(), cumulative: z.number().int() }),
  ),
  forecast: z.number().int(),
});

export const budgetAlertSchema = z.object({
  id: z.string(),
  budgetId: z.string(),
  budgetName: z.string(),
  kind: z.enum(BUDGET_ALERT_KINDS),
  unit: z.enum(['percent', 'amount']),
  threshold: z.number().int(),
  periodKey: z.string(),
  value: z.number().int(),
  budgetAmount: z.number().int(),
  firedAt: z.string(),
});
export type BudgetAlert = z.infer<typeof budgetAlertSchema>;
export const budgetAlertListInput = pageInput.extend({ budgetId: idSchema.optional() });
export const budgetAlertPage = pageOf(budgetAlertSchema);
