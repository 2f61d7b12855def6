import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdNow, ref, updatedNow } from './columns.ts';
import { deliveryState, tenantRef, tenantRow } from './tenant-columns.ts';

/** A person alarms may be sent to (the warning centre's contacts), by e-mail. */
export const notifyContacts = pgTable(
  'notify_contacts',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull().default('zh-CN'),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [index('notify_contacts_tenant').on(t.tenantId, t.createdAt)],
);

export const notifyGroups = pgTable(
  'notify_groups',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [index('notify_groups_tenant').on(t.tenantId, t.createdAt)],
);

export const notifyGroupMembers = pgTable(
  'notify_group_members',
  {
    tenantId: tenantRef(),
    groupId: ref('group_id', () => notifyGroups.id, 'cascade'),
    contactId: ref('contact_id', () => notifyContacts.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.contactId] })],
);

/**
 * A machine channel: a signed webhook or a DingTalk, WeCom or Feishu group robot. The secret
 * (HMAC key or robot signing secret) is sealed with the keyring like cloud secrets.
 */
export const notifyChannels = pgTable(
  'notify_channels',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull().default(''),
    language: text('language').notNull().default('zh-CN'),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [index('notify_channels_tenant').on(t.tenantId, t.createdAt)],
);

/**
 * Who hears of a subject: one alarm rule (subject_id), or every budget alert or sync failure of
 * the tenant (subject_id null). Exactly one of contact, group or channel is set.
 */
export const notifyRecipients = pgTable(
  'notify_recipients',
  {
    ...tenantRow(),
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id'),
    contactId: uuid('contact_id').references(() => notifyContacts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => notifyGroups.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').references(() => notifyChannels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('notify_recipients_subject').on(t.tenantId, t.subject, t.subjectId),
    check(
      'notify_recipients_one',
      sql`num_nonnulls(${t.contactId}, ${t.groupId}, ${t.channelId}) = 1`,
    ),
  ],
);

/**
 * Every notice sent (the warningMessage screen): one row per recipient and channel, with each
 * attempt's outcome, so a failure is shown and retried, never lost.
 */
export const notifyDeliveries = pgTable(
  'notify_deliveries',
  {
    ...tenantRow(),
    /** The warning type: resource, budget, sync, or test (a "send test" press). */
    warningType: text('warning_type').notNull(),
    /** message, email, webhook, dingtalk, wecom or feishu. */
    channel: text('channel').notNull(),
    channelId: uuid('channel_id').references(() => notifyChannels.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => notifyContacts.id, { onDelete: 'set null' }),
    /** Whom it went to, as shown: an address, a channel's name, or the message centre. */
    recipient: text('recipient').notNull(),
    /** What was said: a message template and its parameters (terms rendered on reading). */
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** The language it was sent in; null for the message centre (each reader their own). */
    language: text('language'),
    ...deliveryState(),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [
    index('notify_deliveries_tenant').on(t.tenantId, t.createdAt),
    index('notify_deliveries_type').on(t.tenantId, t.warningType, t.createdAt),
  ],
);
