import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdNow, ref, ts, updatedNow } from './columns.ts';
import { cloudAccounts } from './cloud.ts';
import { tenantRef, tenantRow } from './tenant-columns.ts';
import { resources } from './resources.ts';

/**
 * A business view (spec: /cloudView/businessView): a named, ordered board of one cloud (its
 * provider code) and one business type, or of every cloud (cloud code ALL: a business that
 * runs on several).
 */
export const monitorViews = pgTable(
  'monitor_views',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The provider code (the spec's cloudCode), or ALL for a view over every cloud. */
    cloudCode: text('cloud_code').notNull(),
    businessType: smallint('business_type').notNull(),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [index('monitor_views_tenant').on(t.tenantId, t.sort, t.createdAt)],
);

/** A group (the spec's project) of a view: the resources it shows together. */
export const monitorGroups = pgTable(
  'monitor_groups',
  {
    ...tenantRow(),
    viewId: ref('view_id', () => monitorViews.id, 'cascade'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [
    index('monitor_groups_view').on(t.viewId, t.sort),
    check('monitor_groups_name', sql`length(${t.name}) > 0`),
  ],
);

/** Which resources a group holds; a resource may sit in several groups. */
export const monitorGroupResources = pgTable(
  'monitor_group_resources',
  {
    tenantId: tenantRef(),
    groupId: ref('group_id', () => monitorGroups.id, 'cascade'),
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    createdAt: createdNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.resourceId] }),
    index('monitor_group_resources_resource').on(t.resourceId),
  ],
);

/**
 * Metric points as the poller read them (one a minute per resource and metric), kept 7 days.
 * No tenant column: every read goes through a resource the caller's tenant owns.
 */
export const metricPoints = pgTable(
  'metric_points',
  {
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    metric: text('metric').notNull(),
    at: ts('at').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.metric, t.at] }),
    index('metric_points_at').on(t.at),
  ],
);

/**
 * Rollups of the points: grain 300 (5 minutes, kept 31 days) and 3600 (an hour, kept 13 months),
 * recomputed for the buckets a poll touched.
 */
export const metricRollups = pgTable(
  'metric_rollups',
  {
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    metric: text('metric').notNull(),
    grain: integer('grain').notNull(),
    bucket: ts('bucket').notNull(),
    avg: doublePrecision('avg').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.metric, t.grain, t.bucket] }),
    index('metric_rollups_age').on(t.grain, t.bucket),
    // Charts read (resource, metric, grain, range) -> avg from this index alone, in order: the
    // rows of one line lie scattered over the table (each poll writes every resource's).
    index('metric_rollups_chart').on(t.resourceId, t.metric, t.grain, t.bucket, t.avg),
  ],
);

/** Per account: when its metrics were last read, how current they are, and what went wrong. */
export const metricPollState = pgTable('metric_poll_state', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => cloudAccounts.id, { onDelete: 'cascade' }),
  tenantId: tenantRef(),
  lastPolledAt: ts('last_polled_at'),
  newestPointAt: ts('newest_point_at'),
  nextPollAt: ts('next_poll_at'),
  lastError: text('last_error'),
  callsLastPoll: integer('calls_last_poll').notNull().default(0),
});
