import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdNow, money, primaryId, ref, ts } from './columns.ts';
import { tenantRef } from './tenant-columns.ts';
import { cloudAccounts } from './cloud.ts';
import { orders } from './orders.ts';
import { resources } from './resources.ts';

/** A subscription resource's auto-renew choice (absent: off). */
export const renewalSettings = pgTable('renewal_settings', {
  resourceId: ref('resource_id', () => resources.id, 'cascade').primaryKey(),
  tenantId: tenantRef(),
  autoRenew: boolean('auto_renew').notNull(),
});

/** One resource of a renewal order: its share of the payment and what the provider said. */
export const renewalItems = pgTable(
  'renewal_items',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    orderId: ref('order_id', () => orders.id, 'cascade'),
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    months: integer('months').notNull(),
    priceFen: money('price_fen').notNull(),
    /** pending | calling (the provider's renew call may have gone through) | renewed | failed */
    status: text('status').notNull(),
    /** The provider's expiry read just before its renew call: a later one means it renewed. */
    expiresBefore: ts('expires_before'),
    message: text('message').notNull().default(''),
    expiresAt: ts('expires_at'),
    createdAt: createdNow(),
  },
  (t) => [
    unique('renewal_items_once').on(t.orderId, t.resourceId),
    index('renewal_items_resource').on(t.resourceId, t.createdAt),
  ],
);

/** A reminder sent: once per resource and threshold, whatever restarts; a renewal clears them. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    resourceId: ref('resource_id', () => resources.id, 'cascade'),
    expiresAt: ts('expires_at').notNull(),
    days: integer('days').notNull(),
    sentAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.days] })],
);

/**
 * The simulated cloud's subscriptions as renewals left them: the new expiry, and a failure the
 * demo or a test asks for (the provider's message), kept in the database like host actions.
 */
export const simSubscriptions = pgTable(
  'sim_subscriptions',
  {
    accountId: ref('account_id', () => cloudAccounts.id, 'cascade'),
    region: text('region').notNull(),
    type: text('type').notNull(),
    providerId: text('provider_id').notNull(),
    expiresAt: ts('expires_at'),
    /** The provider's auto-renew flag, as the last toggle left it. */
    autoRenew: boolean('auto_renew'),
    failMessage: text('fail_message'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.region, t.type, t.providerId] })],
);
