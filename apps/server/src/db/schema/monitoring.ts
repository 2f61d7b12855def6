import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdNow, ref, updatedNow } from './columns.ts';
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
