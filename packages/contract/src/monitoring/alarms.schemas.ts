import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { ALARM_LEVELS } from './rules.schemas.ts';
import { PROVIDER_CODES } from '../providers.ts';
import { timeRange } from '../billing/fields.ts';
import { REPORT_MAX_RANGE_YEARS } from '../reports/schemas.ts';

const YEAR_MS = 365.25 * 86_400_000;

/** What happened to an alarm: each is one event, keyed so a replay never doubles it. */
export const ALARM_EVENT_KINDS = ['firing', 'recovered', 'acknowledged', 'silenced'] as const;
export type AlarmEventKind = (typeof ALARM_EVENT_KINDS)[number];

export const alarmEventSchema = z.object({
  id: idSchema,
  kind: z.enum(ALARM_EVENT_KINDS),
  ruleId: idSchema,
  ruleName: z.string(),
  resourceId: idSchema,
  resourceName: z.string(),
  metric: z.string(),
  level: z.enum(ALARM_LEVELS).nullable(),
  value: z.number().nullable(),
  threshold: z.number().nullable(),
  /** When the alarm began, and how long it lasted (to now while it fires), in seconds. */
  startedAt: z.string(),
  duration: z.number().int(),
  at: z.string(),
  /** Whether the alarm this event belongs to is still firing. */
  active: z.boolean(),
  acknowledged: z.boolean(),
});
export type AlarmEvent = z.infer<typeof alarmEventSchema>;

export const alarmEventListInput = pageInput
  .extend({
    kind: z.enum(ALARM_EVENT_KINDS).optional(),
    level: z.enum(ALARM_LEVELS).optional(),
    ruleId: idSchema.optional(),
    resourceId: idSchema.optional(),
    /** Only alarms firing now. */
    active: z.boolean().optional(),
    /** Events that happened from `from`, before `to` (a day: the whole day, platform time). */
    ...timeRange,
    /** Of resources of one provider or one cloud account. */
    provider: z.enum(PROVIDER_CODES).optional(),
    accountId: idSchema.optional(),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) >= Date.parse(v.from), {
    message: 'v.reportRangeOrder',
    path: ['to'],
  })
  // A range is read from an index, but ten years of events is a dump, not a question.
  .refine(
    (v) =>
      !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= REPORT_MAX_RANGE_YEARS * YEAR_MS,
    { message: 'v.reportRangeMax', path: ['to'] },
  );
export const alarmEventListOutput = pageOf(alarmEventSchema);

export const alarmAckInput = z.object({ ids: z.array(idSchema).min(1).max(200) });

/** Mute a resource or a rule: always until a set time, at most 30 days on. */
export const alarmMuteInput = z
  .object({
    ruleId: idSchema.optional(),
    resourceId: idSchema.optional(),
    until: z.iso.datetime({ offset: true }),
  })
  .refine((v) => !!v.ruleId !== !!v.resourceId, {
    message: 'give either ruleId or resourceId',
    path: ['ruleId'],
  });
export const alarmMuteSchema = z.object({
  id: idSchema,
  ruleId: idSchema.nullable(),
  resourceId: idSchema.nullable(),
  name: z.string(),
  until: z.string(),
});
export const alarmMuteListOutput = z.array(alarmMuteSchema);
