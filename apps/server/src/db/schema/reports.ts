import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, createdNow, primaryId, ref, ts, updatedNow } from './columns.ts';
import { tenantRef } from './tenant-columns.ts';
import { users } from './identity.ts';

/** A tenant's report definitions: what to list, how, and when. */
export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    /** Who wrote it: the report runs as them (their tenant, their language). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull(),
    period: jsonb('period').$type<Record<string, unknown> | null>(),
    /** One row per group of this dimension ({ field, tagKey? }); null: a row per record. */
    groupBy: jsonb('group_by').$type<{ field: string; tagKey?: string } | null>(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    format: text('format').notNull(),
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** How the recipients are told: 'message' (the message centre), 'email'. */
    channels: jsonb('channels').$type<string[]>().notNull().default(['message']),
    /** The tenant's notification channels (notify_channels) also told of each file. */
    channelIds: jsonb('channel_ids').$type<string[]>().notNull().default([]),
    language: text('language').notNull(),
    /** Null once a one-off report has run. */
    nextRunAt: ts('next_run_at'),
    lastRunAt: ts('last_run_at'),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [
    index('report_definitions_tenant').on(t.tenantId, t.createdAt.desc()),
    index('report_definitions_due')
      .on(t.nextRunAt)
      .where(sql`${t.nextRunAt} is not null`),
  ],
);

/**
 * The files reports produced, kept in the database until `expires_at`: replicas share them with
 * no shared disk, and a tenant's data stays under the one backup (docs/decisions.md). The bytes
 * are in `report_file_chunks`, written as the file is generated.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    reportId: ref('report_id', () => reportDefinitions.id, 'cascade'),
    /** The scheduled time this file answers (null: run now), so one time makes one file. */
    dueAt: ts('due_at'),
    filename: text('filename').notNull(),
    format: text('format').notNull(),
    rows: integer('rows').notNull(),
    truncated: boolean('truncated').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('report_files_tenant').on(t.tenantId, t.createdAt.desc()),
    index('report_files_expiry').on(t.expiresAt),
    uniqueIndex('report_files_once').on(t.reportId, t.dueAt),
  ],
);

/**
 * A file's bytes in pieces of at most 1 MiB, in order: a generation writes them as it goes and
 * a download reads them one at a time, so neither holds a whole file. No reference to
 * `report_files`: the pieces are written before the file's row (which is written once, when
 * complete); pieces left by a generation that died are swept with the expired files.
 */
export const reportFileChunks = pgTable(
  'report_file_chunks',
  {
    fileId: uuid('file_id').notNull(),
    seq: integer('seq').notNull(),
    body: bytea('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.seq] }),
    index('report_file_chunks_age').on(t.createdAt),
  ],
);

/** Who downloaded which file, and when. */
export const reportDownloads = pgTable(
  'report_downloads',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    fileId: ref('file_id', () => reportFiles.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    downloadedAt: ts('downloaded_at').notNull(),
  },
  (t) => [index('report_downloads_file').on(t.fileId, t.downloadedAt.desc())],
);
