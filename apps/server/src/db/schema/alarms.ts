import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdNow, ref, ts, updatedNow } from './columns.ts';
import { tenantRef, tenantRow } from './tenant-columns.ts';
import { resources } from './resources.ts';

/** An alarm rule (v10-3): the contract's RuleFields, target and levels kept as written. */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    target: jsonb('target')
      .$type<{ kind: string; ids: string[]; resourceType?: string; accountId?: string }>()
      .notNull(),
    metric: text('metric').notNull(),
    statistic: text('statistic').notNull(),
    comparison: text('comparison').notNull(),
    levels: jsonb('levels').$type<{ level: string; threshold: number }[]>().notNull(),
    period: integer('period').notNull(),
    m: integer('m').notNull(),
    n: integer('n').notNull(),
    window: jsonb('window').$type<{
      days: number[];
      from: string;
      to: string;
      timeZone: string;
    } | null>(),
    silence: integer('silence').notNull(),
    noData: text('no_data').notNull(),
    notifyRecovery: boolean('notify_recovery').notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [index('alarm_rules_tenant').on(t.tenantId, t.createdAt)],
);

/**
 * Where each rule stands for each resource. Changed only under a row lock, and only for a
 * period after `evaluatedTo`: an evaluation replayed (a restart, a second replica) changes
 * nothing twice.
 */
export const alarmStates = pgTable(
  'alarm_states',
  {
    ruleId: ref('rule_id', () => alarmRules.id, 'cascade'),
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    tenantId: tenantRef(),
    /** ok or firing. */
    status: text('status').notNull(),
    level: text('level'),
    evaluatedTo: ts('evaluated_to'),
    startedAt: ts('started_at'),
    lastNoticeAt: ts('last_notice_at'),
    acknowledgedAt: ts('acknowledged_at'),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.resourceId] })],
);

/** Alarm events; (rule, resource, kind, at) is unique, so a replayed evaluation adds nothing. */
export const alarmEvents = pgTable(
  'alarm_events',
  {
    ...tenantRow(),
    ruleId: ref('rule_id', () => alarmRules.id, 'cascade'),
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    kind: text('kind').notNull(),
    level: text('level'),
    value: doublePrecision('value'),
    threshold: doublePrecision('threshold'),
    startedAt: ts('started_at').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('alarm_events_key').on(t.ruleId, t.resourceId, t.kind, t.at),
    index('alarm_events_tenant').on(t.tenantId, t.at),
  ],
);

/** A mute of a rule or a resource, always with an end. */
export const alarmMutes = pgTable(
  'alarm_mutes',
  {
    ...tenantRow(),
    ruleId: uuid('rule_id').references(() => alarmRules.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    until: ts('until').notNull(),
    createdAt: createdNow(),
  },
  (t) => [index('alarm_mutes_tenant').on(t.tenantId, t.until)],
);
