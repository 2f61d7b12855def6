import { sql } from 'drizzle-orm';
import {
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
import { users } from './identity.ts';
import { accountRow } from './cloud.ts';

/**
 * Parts of a resource a provider's metrics are keyed by (Huawei CES names an EVS disk by its
 * server and drive letter, and reads DDS per node); the adapters' CloudResource.metricKeys.
 */
export interface MetricKeys {
  /** An attached disk's device on its host (/dev/vda); absent when detached. */
  device?: string;
  /** A database's nodes, each with the kind of group it is in (mongos, shard, replica ...). */
  nodes?: { id: string; kind?: string }[];
}

/** The inventory: every resource of every type, as the last sync saw it. */
export const resources = pgTable(
  'resources',
  {
    ...accountRow(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    providerId: text('provider_id').notNull(),
    region: text('region').notNull(),
    name: text('name').notNull(),
    zone: text('zone'),
    status: text('status').notNull(),
    rawStatus: text('raw_status').notNull(),
    spec: text('spec'),
    cpu: integer('cpu'),
    memoryMb: integer('memory_mb'),
    sizeGb: integer('size_gb'),
    privateIp: text('private_ip'),
    publicIp: text('public_ip'),
    vpcId: text('vpc_id'),
    subnetId: text('subnet_id'),
    hostId: text('host_id'),
    engine: text('engine'),
    engineVersion: text('engine_version'),
    cidr: text('cidr'),
    bandwidthMbps: integer('bandwidth_mbps'),
    chargeType: text('charge_type'),
    providerCreatedAt: ts('provider_created_at'),
    expiresAt: ts('expires_at'),
    providerTags: jsonb('provider_tags').$type<Record<string, string>>().notNull().default({}),
    /** What the provider's metrics name the resource's parts by (a disk's device, a database's nodes). */
    metricKeys: jsonb('metric_keys').$type<MetricKeys>(),
    /** Lower-cased name, provider id and IPs, for the name filter. */
    searchText: text('search_text').notNull().default(''),
    pendingAction: text('pending_action'),
    pendingSince: ts('pending_since'),
    deletedAt: ts('deleted_at'),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    syncedAt: ts('synced_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resources_identity').on(t.accountId, t.type, t.region, t.providerId),
    // List screens: one type of one tenant, live rows, in the default order.
    index('resources_list')
      .on(t.tenantId, t.type, t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Lists across types (tag binding, one provider's page) in their default order.
    index('resources_all_list')
      .on(t.tenantId, t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('resources_filter')
      .on(t.tenantId, t.type, t.provider, t.accountId, t.region, t.status)
      .where(sql`${t.deletedAt} is null`),
    // One provider's resources across types, newest sync first: counted and sorted from the index.
    index('resources_provider_synced')
      .on(t.tenantId, t.provider, t.syncedAt.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('resources_created')
      .on(t.tenantId, t.type, t.providerCreatedAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    ...tenantRow(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [uniqueIndex('tags_tenant_key_value').on(t.tenantId, t.key, t.value)],
);

export const resourceTags = pgTable(
  'resource_tags',
  {
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    tagId: ref('tag_id', () => tags.id, 'cascade'),
    tenantId: tenantRef(),
    createdAt: createdNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.tagId] }),
    index('resource_tags_tag').on(t.tagId, t.resourceId),
  ],
);

export const quotaRequests = pgTable(
  'quota_requests',
  {
    ...accountRow(),
    region: text('region').notNull(),
    item: text('item').notNull(),
    current: integer('current').notNull(),
    requested: integer('requested').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: ref('requested_by', () => users.id),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewComment: text('review_comment'),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdNow(),
  },
  (t) => [index('quota_requests_tenant').on(t.tenantId, t.createdAt.desc())],
);

/**
 * Where each quota the tenant knows of stands (an account, a region, a quota item): the level
 * its usage reached (`ok`, `warning`, `critical`), changed only under a row lock so a level is
 * told once however many evaluations, restarts or replicas see it (quota warnings).
 */
export const quotaAlerts = pgTable(
  'quota_alerts',
  {
    ...accountRow(),
    region: text('region').notNull(),
    item: text('item').notNull(),
    level: text('level').notNull().default('ok'),
    used: integer('used').notNull().default(0),
    quotaLimit: integer('quota_limit').notNull().default(0),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quota_alerts_key').on(t.accountId, t.region, t.item)],
);

/**
 * The limits a provider's quota API reported for an account and region (quota warnings read them
 * before the tenant's own requests). Replaced per account and region at each read.
 */
export const providerQuotas = pgTable(
  'provider_quotas',
  {
    ...accountRow(),
    region: text('region').notNull(),
    item: text('item').notNull(),
    quotaLimit: integer('quota_limit').notNull(),
    readAt: ts('read_at').notNull(),
  },
  (t) => [uniqueIndex('provider_quotas_key').on(t.accountId, t.region, t.item)],
);
