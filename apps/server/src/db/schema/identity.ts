import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, createdNow, primaryId, ref, ts, updatedNow } from './columns.ts';

export const tenants = pgTable('tenants', {
  id: primaryId(),
  name: text('name').notNull(),
  /** 'channel' tenants are channel partners; enterprises may name one as parent. */
  kind: text('kind', { enum: ['enterprise', 'channel'] })
    .notNull()
    .default('enterprise'),
  parentId: uuid('parent_id').references((): AnyPgColumn => tenants.id),
  createdAt: createdNow(),
});

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    tenantId: ref('tenant_id', () => tenants.id),
    username: text('username').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    accountType: smallint('account_type').notNull(),
    customType: smallint('custom_type').notNull(),
    loginNum: integer('login_num').notNull().default(0),
    status: smallint('status').notNull().default(1),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: ts('password_changed_at'),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
    /** Soft delete keeps references from money records intact; the name becomes free again. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_username_live')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_tenant').on(t.tenantId),
  ],
);

export const roles = pgTable('roles', {
  id: primaryId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  permissions: text('permissions').array().notNull(),
  /** Null for the built-in roles every tenant may assign. */
  tenantId: uuid('tenant_id').references(() => tenants.id),
  createdAt: createdNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    roleId: ref('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: ref('user_id', () => users.id, 'cascade'),
    tenantId: uuid('tenant_id').notNull(),
    loginFlag: smallint('login_flag').notNull(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('login_attempts_user_at').on(t.username, t.at)],
);
