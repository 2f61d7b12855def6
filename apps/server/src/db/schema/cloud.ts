import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdNow, ref, ts, updatedNow } from './columns.ts';
import { tenantRow } from './tenant-columns.ts';
import { users } from './identity.ts';

export interface TypeCheckJson {
  type: string;
  readable: boolean;
  message: string | null;
  providerCode: string | null;
  requestId: string | null;
}
export interface TypeStateJson {
  count: number;
  error: string | null;
  providerCode: string | null;
  requestId: string | null;
  failedRegions: string[];
  syncedAt: string | null;
}

/**
 * What the simulated cloud is told to do for one account (tests, benches): fail or slow
 * down per type or region, hide resources (they vanish at the next sync), or scale up.
 */
export interface SimConfigJson {
  /** Resources per type and region (default: a size seeded by the account). */
  perRegion?: number;
  failTypes?: string[];
  failRegions?: string[];
  failKind?: 'auth' | 'permission' | 'throttled' | 'timeout' | 'provider';
  /** Added to every call. */
  delayMs?: number;
  hidden?: string[];
  /** Reject verifyCredentials (a revoked key). */
  revoked?: boolean;
  /** Metric values the simulated monitoring service reports instead (cloud/simulated/metrics.ts). */
  metricSpikes?: { providerId?: string; metric: string; from: string; to: string; value: number }[];
  /** Limits the simulated quota service reports instead of its own (quota item -> limit). */
  quotas?: Record<string, number>;
}

export const cloudAccounts = pgTable(
  'cloud_accounts',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    /** AES-256-GCM sealed JSON {accessKeyId, secret} (cloud/secrets.ts). Never sent back. */
    credentials: text('credentials').notNull(),
    accessKeyMasked: text('access_key_masked').notNull(),
    projectId: text('project_id'),
    domainId: text('domain_id'),
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    syncIntervalMin: integer('sync_interval_min').notNull().default(60),
    simulated: boolean('simulated').notNull().default(false),
    simConfig: jsonb('sim_config').$type<SimConfigJson>().notNull().default({}),
    status: smallint('status').notNull().default(1),
    health: text('health').notNull().default('unchecked'),
    healthMessage: text('health_message'),
    healthProviderCode: text('health_provider_code'),
    healthRequestId: text('health_request_id'),
    providerAccountId: text('provider_account_id'),
    lastCheck: jsonb('last_check').$type<TypeCheckJson[]>().notNull().default([]),
    typeState: jsonb('type_state').$type<Record<string, TypeStateJson>>().notNull().default({}),
    lastSyncAt: ts('last_sync_at'),
    lastSyncStatus: text('last_sync_status'),
    nextSyncAt: ts('next_sync_at'),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [
    uniqueIndex('cloud_accounts_tenant_name').on(t.tenantId, t.name),
    index('cloud_accounts_tenant_provider').on(t.tenantId, t.provider),
    // The scheduler looks for enabled accounts whose interval is due.
    index('cloud_accounts_next_sync')
      .on(t.nextSyncAt)
      .where(sql`${t.status} = 1 and ${t.syncIntervalMin} > 0`),
  ],
);

/** A row held under one of the tenant's cloud accounts, gone with the account. */
export const accountRow = () => ({
  ...tenantRow(),
  accountId: ref('account_id', () => cloudAccounts.id, 'cascade'),
});

/**
 * Durable sync jobs. A worker claims one with FOR UPDATE SKIP LOCKED and holds a lease it
 * renews while running; a job whose lease lapsed (its replica died) is claimed again and
 * resumes after its completed steps (modules/sync/sync-queue.repository.ts).
 */
export const syncJobs = pgTable(
  'sync_jobs',
  {
    ...accountRow(),
    trigger: text('trigger').notNull(),
    state: text('state').notNull().default('queued'),
    /** Types or type:region steps to refresh only (a host action); empty means everything. */
    scope: jsonb('scope').$type<string[]>().notNull().default([]),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    current: text('current'),
    upserted: integer('upserted').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    error: text('error'),
    /** Steps finished (type:region), so a job taken over after a crash resumes. */
    completed: jsonb('completed').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    runAfter: ts('run_after').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: ts('lease_until'),
    queuedAt: ts('queued_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    // One waiting and one running job per account at most: a click, the interval and a host
    // action's refresh merge into the waiting one; two replicas can never run one account twice.
    uniqueIndex('sync_jobs_one_queued')
      .on(t.accountId)
      .where(sql`${t.state} = 'queued'`),
    uniqueIndex('sync_jobs_one_running')
      .on(t.accountId)
      .where(sql`${t.state} = 'running'`),
    index('sync_jobs_claim')
      .on(t.runAfter)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('sync_jobs_account_queued').on(t.accountId, t.queuedAt.desc()),
  ],
);

/** The simulated cloud's own state: what a host became after an action (survives restarts). */
export const simHostState = pgTable(
  'sim_host_state',
  {
    accountId: ref('account_id', () => cloudAccounts.id, 'cascade'),
    region: text('region').notNull(),
    providerId: text('provider_id').notNull(),
    /** Where the host is heading (running | stopped) and when it gets there. */
    target: text('target').notNull(),
    transition: text('transition'),
    settlesAt: ts('settles_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.region, t.providerId] })],
);

export const keyPairs = pgTable(
  'key_pairs',
  {
    ...accountRow(),
    name: text('name').notNull(),
    keyType: text('key_type').notNull(),
    bits: integer('bits'),
    fingerprint: text('fingerprint').notNull(),
    comment: text('comment').notNull().default(''),
    publicKey: text('public_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('key_pairs_account_name').on(t.accountId, t.name),
    uniqueIndex('key_pairs_account_fingerprint').on(t.accountId, t.fingerprint),
    index('key_pairs_tenant').on(t.tenantId, t.createdAt.desc()),
  ],
);
