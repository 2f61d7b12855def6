import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';
import { metricNameSchema } from './metrics.schemas.ts';

/**
 * Alarm rules (v10-3), one meaning on every cloud: the engine is ours, evaluating the points
 * the poller stored (docs/decisions.md, Alarms).
 */
export const RULE_TARGET_KINDS = ['resources', 'group', 'view', 'type'] as const;
export const RULE_STATISTICS = ['avg', 'max', 'min', 'sum', 'p95'] as const;
export const RULE_COMPARISONS = ['>', '>=', '<', '<='] as const;
export const ALARM_LEVELS = ['critical', 'warning', 'info'] as const;
export type AlarmLevel = (typeof ALARM_LEVELS)[number];
/** Periods offered (seconds): a minute (the raw points), 5 minutes, an hour. */
export const RULE_PERIODS = [60, 300, 3600] as const;
export const NO_DATA_ACTIONS = ['keep', 'alarm', 'ok'] as const;
/** Types a rule may target: those the poller reads metrics of. */
export const RULE_RESOURCE_TYPES = ['host', 'disk', 'database', 'redis', 'mongo', 'eip'] as const;

const finite = (field: string) =>
  wireNumber(z.number().refine(Number.isFinite, { message: `${field} must be a finite number` }));
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM');

export const ruleLevelSchema = z.object({
  level: z.enum(ALARM_LEVELS),
  threshold: finite('threshold'),
});

export const ruleWindowSchema = z.object({
  /** ISO weekdays, 1 (Monday) to 7. */
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  from: hhmm,
  to: hhmm,
  timeZone: z.string().refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'unknown time zone' },
  ),
});
export type RuleWindow = z.infer<typeof ruleWindowSchema>;

export const ruleTargetSchema = z.object({
  kind: z.enum(RULE_TARGET_KINDS),
  /** Resource ids (kind resources), one group id (group) or one view id (view). */
  ids: z.array(idSchema).max(500).default([]),
  /** Kind type: every resource of this type in this cloud account. */
  resourceType: z.enum(RULE_RESOURCE_TYPES).optional(),
  accountId: idSchema.optional(),
});

export const ruleFields = z
  .object({
    name: z.string().trim().min(1).max(64),
    target: ruleTargetSchema,
    metric: metricNameSchema,
    statistic: z.enum(RULE_STATISTICS),
    comparison: z.enum(RULE_COMPARISONS),
    levels: z.array(ruleLevelSchema).min(1).max(3),
    period: wireNumber(z.number().int()).refine(
      (p) => (RULE_PERIODS as readonly number[]).includes(p),
      { message: `period must be one of ${RULE_PERIODS.join(', ')} seconds` },
    ),
    /** Fire when M of the last N consecutive periods breach. */
    m: wireNumber(z.number().int().min(1).max(60)),
    n: wireNumber(z.number().int().min(1).max(60)),
    window: ruleWindowSchema.nullable().default(null),
    /** Seconds between repeated notices while an alarm lasts; 0 sends one notice. */
    silence: wireNumber(
      z
        .number()
        .int()
        .min(0)
        .max(7 * 86_400),
    ).default(3600),
    noData: z.enum(NO_DATA_ACTIONS).default('keep'),
    notifyRecovery: z.boolean().default(true),
    enabled: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.m > r.n) ctx.addIssue({ code: 'custom', path: ['m'], message: 'm must not exceed n' });
    const lv = r.levels.map((l) => l.level);
    if (new Set(lv).size !== lv.length)
      ctx.addIssue({ code: 'custom', path: ['levels'], message: 'each level at most once' });
    const t = r.target;
    if (t.kind === 'type' && (!t.resourceType || !t.accountId))
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'give resourceType and accountId',
      });
    if (t.kind !== 'type' && !t.ids.length)
      ctx.addIssue({ code: 'custom', path: ['target', 'ids'], message: 'pick the target' });
    if ((t.kind === 'group' || t.kind === 'view') && t.ids.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['target', 'ids'], message: 'exactly one id' });
  });
export type RuleFields = z.infer<typeof ruleFields>;

export const alarmRuleSchema = z.object({
  id: idSchema,
  name: z.string(),
  target: ruleTargetSchema,
  metric: metricNameSchema,
  statistic: z.enum(RULE_STATISTICS),
  comparison: z.enum(RULE_COMPARISONS),
  levels: z.array(ruleLevelSchema),
  period: z.number().int(),
  m: z.number().int(),
  n: z.number().int(),
  window: ruleWindowSchema.nullable(),
  silence: z.number().int(),
  noData: z.enum(NO_DATA_ACTIONS),
  notifyRecovery: z.boolean(),
  enabled: z.boolean(),
  /** Resources alarming now under this rule. */
  firing: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlarmRule = z.infer<typeof alarmRuleSchema>;

export const ruleListInput = pageInput.extend({
  keyword: z.string().trim().max(64).optional(),
  metric: metricNameSchema.optional(),
  enabled: z.boolean().optional(),
});
export const ruleListOutput = pageOf(alarmRuleSchema);
export const ruleUpdateInput = z.object({ id: idSchema, rule: ruleFields });
export const ruleIdsInput = z.object({ ids: z.array(idSchema).min(1).max(200) });
export const ruleEnableInput = ruleIdsInput.extend({ enabled: z.boolean() });
export const ruleIdInput = z.object({ id: idSchema });
